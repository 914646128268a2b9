// grep: print the lines of the input that match a regular expression.
// The patterns are small: c matches itself, . any character, x* any
// number of x, ^ the start of the line and $ its end.  Matching is plain
// backtracking, so patterns like .*.*.*z can take a long time.
#include "kernel/types.h"
#include "kernel/stat.h"
#include "kernel/fcntl.h"
#include "user/user.h"

// Does pattern character p match text character c?
#define ONE(p, c) ((c) != 0 && ((p) == '.' || (p) == (c)))

static int matchhere(const char *re, const char *text);

// Match c*re at the start of text, trying the fewest copies of c first.
static int
matchstar(int c, const char *re, const char *text)
{
  for (;;) {
    if (matchhere(re, text))
      return 1;
    if (!ONE(c, *text))
      return 0;
    text++;
  }
}

// Match re at the start of text.
static int
matchhere(const char *re, const char *text)
{
  if (re[0] == 0)
    return 1;
  if (re[1] == '*')
    return matchstar(re[0], re + 2, text);
  if (re[0] == '$' && re[1] == 0)
    return *text == 0;
  if (ONE(re[0], *text))
    return matchhere(re + 1, text + 1);
  return 0;
}

// Match re anywhere in text.
static int
match(const char *re, const char *text)
{
  if (re[0] == '^')
    return matchhere(re + 1, text);
  for (;; text++) {
    if (matchhere(re, text))
      return 1;
    if (*text == 0)
      return 0;
  }
}

static char buf[1024];

// Print the line that starts at s and ends (exclusive) at e if it
// matches, followed by a newline.
static void
tryline(const char *re, char *s, char *e)
{
  char keep = *e;
  *e = 0;
  if (match(re, s)) {
    *e = '\n';
    write(1, s, e - s + 1);
  }
  *e = keep;
}

static void
grep(const char *re, int fd)
{
  int have = 0;   // bytes in buf
  int n;

  while ((n = read(fd, buf + have, sizeof(buf) - 1 - have)) > 0) {
    have += n;
    char *start = buf;
    char *nl;
    buf[have] = 0;
    while ((nl = strchr(start, '\n')) != 0) {
      tryline(re, start, nl);
      start = nl + 1;
    }
    have -= start - buf;
    if (have == sizeof(buf) - 1) {
      // A line longer than the buffer: judge what we have of it.
      tryline(re, buf, buf + have);
      have = 0;
    } else if (have > 0) {
      memmove(buf, start, have);
    }
  }
  if (have > 0)   // a last line with no newline
    tryline(re, buf, buf + have);
}

int
main(int argc, char *argv[])
{
  if (argc < 2) {
    fprintf(2, "usage: grep pattern [file ...]\n");
    exit(1);
  }
  char *re = argv[1];
  if (argc == 2) {
    grep(re, 0);
    exit(0);
  }
  for (int i = 2; i < argc; i++) {
    int fd = open(argv[i], O_RDONLY);
    if (fd < 0) {
      fprintf(2, "grep: cannot open %s\n", argv[i]);
      exit(1);
    }
    grep(re, fd);
    close(fd);
  }
  exit(0);
}
