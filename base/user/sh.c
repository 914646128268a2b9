// The shell.  Reads a line, splits it into tokens, parses the tokens
// into a tree of nodes and runs the tree.  Supports pipes (|), input and
// output redirection (<, >, >>), background jobs (&), sequences (;),
// grouping with parentheses, quoting with ' or ", and the built-in cd.
#include "kernel/types.h"
#include "kernel/stat.h"
#include "kernel/fcntl.h"
#include "user/user.h"

#define LINESIZE 256
#define MAXTOK   64
#define MAXWORDS 32    // arguments of one command
#define MAXREDIR 4     // redirections of one command or group
#define MAXNODE  32

// ---------------------------------------------------------------- tokens

enum { T_WORD, T_PIPE, T_AMP, T_SEMI, T_OPEN, T_CLOSE,
       T_IN, T_OUT, T_APPEND, T_END };

struct tok {
  int kind;
  char *word;   // text of a T_WORD
};

static char line[LINESIZE];
static char text[2 * LINESIZE];   // words, unquoted and NUL-terminated
static struct tok toks[MAXTOK];
static int ntok;
static int bad;               // set when the line cannot be parsed

static void
syntax(const char *why)
{
  if (!bad)
    fprintf(2, "sh: %s\n", why);
  bad = 1;
}

static int
isspace(char c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v';
}

static int
isspecial(char c)
{
  return strchr("|&;()<>", c) != 0;
}

// Split line into toks[], ending with a T_END token.
static void
lex(void)
{
  char *s = line;
  char *w = text;
  ntok = 0;

  for (;;) {
    while (isspace(*s))
      s++;
    if (ntok == MAXTOK - 1) {
      syntax("line too long");
      break;
    }
    struct tok *t = &toks[ntok++];
    if (*s == 0) {
      t->kind = T_END;
      return;
    }
    if (isspecial(*s)) {
      char c = *s++;
      switch (c) {
      case '|': t->kind = T_PIPE; break;
      case '&': t->kind = T_AMP; break;
      case ';': t->kind = T_SEMI; break;
      case '(': t->kind = T_OPEN; break;
      case ')': t->kind = T_CLOSE; break;
      case '<': t->kind = T_IN; break;
      default:
        t->kind = T_OUT;
        if (*s == '>') {
          t->kind = T_APPEND;
          s++;
        }
      }
      continue;
    }
    // A word: plain characters, and quoted runs in which anything goes.
    t->kind = T_WORD;
    t->word = w;
    while (*s && !isspace(*s) && !isspecial(*s)) {
      if (*s == '\'' || *s == '"') {
        char q = *s++;
        while (*s && *s != q)
          *w++ = *s++;
        if (*s != q) {
          syntax("unmatched quote");
          return;
        }
        s++;
      } else {
        *w++ = *s++;
      }
    }
    *w++ = 0;
  }
  toks[ntok - 1].kind = T_END;
}

// ----------------------------------------------------------------- parse

// Kinds of node in a command tree.
enum {
  N_CMD,     // a program and its arguments
  N_GROUP,   // ( ... ), run in a subshell
  N_PIPE,    // left | right
  N_SEQ,     // left ; right
  N_BACK     // left &
};

struct redir {
  char *file;
  int fd;       // 0 or 1: the descriptor it replaces
  int mode;     // open flags
  int append;   // for >>: start writing at the end of the file
};

struct node {
  int kind;
  struct node *left, *right;
  char *argv[MAXWORDS + 1];   // N_CMD: 0-terminated
  int argc;
  struct redir redir[MAXREDIR];
  int nredir;
};

static struct node pool[MAXNODE];
static int nnode;
static int pos;   // next token to look at

static int
peek(void)
{
  return toks[pos].kind;
}

static struct node *
newnode(int kind, struct node *left, struct node *right)
{
  if (nnode == MAXNODE) {
    syntax("command too complex");
    return 0;
  }
  struct node *n = &pool[nnode++];
  memset(n, 0, sizeof(*n));
  n->kind = kind;
  n->left = left;
  n->right = right;
  return n;
}

static struct node *parseseq(void);

// One command or parenthesized group, with its words and redirections.
static struct node *
parseunit(void)
{
  struct node *n;
  if (peek() == T_OPEN) {
    pos++;
    struct node *inner = parseseq();
    if (bad)
      return 0;
    if (inner == 0 || peek() != T_CLOSE) {
      syntax(inner ? "missing )" : "empty ( )");
      return 0;
    }
    pos++;
    n = newnode(N_GROUP, inner, 0);
  } else {
    n = newnode(N_CMD, 0, 0);
  }
  if (n == 0)
    return 0;

  for (;;) {
    int k = peek();
    if (k == T_WORD) {
      if (n->kind != N_CMD) {
        syntax("word after )");
        return 0;
      }
      if (n->argc == MAXWORDS) {
        syntax("too many arguments");
        return 0;
      }
      n->argv[n->argc++] = toks[pos++].word;
    } else if (k == T_IN || k == T_OUT || k == T_APPEND) {
      pos++;
      if (peek() != T_WORD) {
        syntax("missing file name after < or >");
        return 0;
      }
      if (n->nredir == MAXREDIR) {
        syntax("too many redirections");
        return 0;
      }
      struct redir *r = &n->redir[n->nredir++];
      r->file = toks[pos++].word;
      r->fd = (k == T_IN) ? 0 : 1;
      r->append = (k == T_APPEND);
      if (k == T_IN)
        r->mode = O_RDONLY;
      else if (k == T_OUT)
        r->mode = O_WRONLY | O_CREATE | O_TRUNC;
      else
        r->mode = O_RDWR | O_CREATE;
    } else {
      break;
    }
  }
  if (n->kind == N_CMD && n->argc == 0) {
    syntax("missing command");
    return 0;
  }
  return n;
}

// unit | unit | ...
static struct node *
parsepipe(void)
{
  struct node *left = parseunit();
  if (left == 0 || peek() != T_PIPE)
    return left;
  pos++;
  struct node *right = parsepipe();
  if (right == 0)
    return 0;
  return newnode(N_PIPE, left, right);
}

// Pipelines separated by ; or &, up to the end or a ).  Returns 0 both
// for an empty sequence and on error (then bad is set).
static struct node *
parseseq(void)
{
  struct node *seq = 0;
  while (peek() != T_END && peek() != T_CLOSE) {
    struct node *job = parsepipe();
    if (job == 0)
      return 0;
    if (peek() == T_AMP) {
      pos++;
      job = newnode(N_BACK, job, 0);
    } else if (peek() == T_SEMI) {
      pos++;
    } else if (peek() != T_END && peek() != T_CLOSE) {
      syntax("unexpected symbol");
      return 0;
    }
    if (job && seq)
      job = newnode(N_SEQ, seq, job);
    if (job == 0)
      return 0;
    seq = job;
  }
  return seq;
}

// Parse the current line; 0 if it is empty or wrong.
static struct node *
parse(void)
{
  bad = 0;
  nnode = 0;
  pos = 0;
  lex();
  if (bad)
    return 0;
  struct node *tree = parseseq();
  if (!bad && peek() != T_END)
    syntax("unmatched )");
  return bad ? 0 : tree;
}

// ------------------------------------------------------------------- run

static void runnode(struct node *n) __attribute__((noreturn));

static int
forkordie(void)
{
  int pid = fork();
  if (pid < 0) {
    fprintf(2, "sh: fork failed\n");
    exit(1);
  }
  return pid;
}

// Open the node's redirection files in place of fds 0 and 1.
static void
redirect(struct node *n)
{
  static char skip[512];
  for (int i = 0; i < n->nredir; i++) {
    struct redir *r = &n->redir[i];
    int fd = open(r->file, r->mode);
    if (fd < 0) {
      fprintf(2, "sh: cannot open %s\n", r->file);
      exit(1);
    }
    if (r->append) {
      // There is no seek: read to the end to move the offset there.
      while (read(fd, skip, sizeof(skip)) > 0)
        ;
    }
    if (fd != r->fd) {
      close(r->fd);
      dup(fd);
      close(fd);
    }
  }
}

// Start n in a child whose fd `end` (0 or 1) is the pipe's end p[end].
static int
pipechild(struct node *n, int p[2], int end)
{
  int pid = forkordie();
  if (pid == 0) {
    close(end);
    dup(p[end]);
    close(p[0]);
    close(p[1]);
    runnode(n);
  }
  return pid;
}

// Run n in this process, which is a child of the shell, then exit.
static void
runnode(struct node *n)
{
  switch (n->kind) {
  case N_CMD:
    redirect(n);
    exec(n->argv[0], n->argv);
    fprintf(2, "exec %s failed\n", n->argv[0]);
    exit(1);

  case N_GROUP:
    redirect(n);
    runnode(n->left);

  case N_SEQ:
    if (forkordie() == 0)
      runnode(n->left);
    wait(0);
    runnode(n->right);

  case N_BACK:
    // The child runs on as an orphan, and init collects it.
    if (forkordie() == 0)
      runnode(n->left);
    exit(0);

  case N_PIPE: {
    int p[2];
    if (pipe(p) < 0) {
      fprintf(2, "sh: pipe failed\n");
      exit(1);
    }
    pipechild(n->left, p, 1);
    pipechild(n->right, p, 0);
    close(p[0]);
    close(p[1]);
    wait(0);
    wait(0);
    exit(0);
  }
  }
  exit(1);
}

// Run a parsed line from the shell itself.  Sequences are walked here,
// so that cd changes the shell's own directory even in "cd d; ls".
static void
runtop(struct node *n)
{
  if (n->kind == N_SEQ) {
    runtop(n->left);
    runtop(n->right);
    return;
  }
  if (n->kind == N_CMD && strcmp(n->argv[0], "cd") == 0) {
    char *dir = n->argc > 1 ? n->argv[1] : "/";
    if (chdir(dir) < 0)
      fprintf(2, "cannot cd %s\n", dir);
    return;
  }
  int pid = forkordie();
  if (pid == 0)
    runnode(n);
  int w;
  while ((w = wait(0)) != pid && w >= 0)
    ;
}

int
main(void)
{
  // Make sure fds 0, 1 and 2 are open, on the console if need be.
  for (;;) {
    int fd = open("console", O_RDWR);
    if (fd < 0)
      break;
    if (fd > 2) {
      close(fd);
      break;
    }
  }

  for (;;) {
    write(2, "$ ", 2);
    gets(line, sizeof(line));
    if (line[0] == 0)
      break;   // end of input
    struct node *tree = parse();
    if (tree)
      runtop(tree);
  }
  exit(0);
}
