// usertests: exercises the kernel's system calls from user space.
//
//   usertests           every test, the slow ones included
//   usertests -q        only the quick tests
//   usertests NAME      just the test called NAME
//
// Each test runs in a child process of its own.  The child exits 0 when
// the test passed; otherwise it prints a line saying what went wrong and
// exits 1.  Checks that expect the kernel to kill a process fork one
// more child for that, so the test itself goes on.  The free memory is
// measured before and after the whole run, and losing pages counts as
// a failure too.
//
// Every file a test makes has a name starting with "ut" and is removed
// by the test; each test also removes its names first, in case an
// earlier run stopped half way.

#include "kernel/types.h"
#include "kernel/stat.h"
#include "kernel/fcntl.h"
#include "kernel/fs.h"
#include "kernel/param.h"
#include "kernel/riscv.h"
#include "kernel/memlayout.h"
#include "user/user.h"

// ---------------------------------------------------------------------
// Reporting

static char *tname = "usertests";   // the running test, for messages

// Give up on the current test, saying why.
#define FAIL(...)                                       \
  do {                                                  \
    printf("  %s: ", tname);                            \
    printf(__VA_ARGS__);                                \
    printf("\n");                                       \
    exit(1);                                            \
  } while (0)

// got must be want.
static void
musteq(long got, long want, char *what)
{
  if (got != want)
    FAIL("%s gave %d, expected %d", what, (int)got, (int)want);
}

// A call that the kernel has to refuse.
static void
mustfail(int r, char *what)
{
  if (r != -1)
    FAIL("%s gave %d, expected -1", what, r);
}

// A call handed the bad address a that the kernel has to refuse.
static void
mustfailat(int r, char *what, uint64 a)
{
  if (r != -1)
    FAIL("%s %p gave %d, expected -1", what, (void *)a, r);
}

// A call that has to succeed; its result is handed back.
static int
mustok(int r, char *what)
{
  if (r < 0)
    FAIL("%s failed (%d)", what, r);
  return r;
}

// ---------------------------------------------------------------------
// Data patterns and scratch space

static char buf[BSIZE * 24];    // data to write
static char rbuf[BSIZE * 24];   // data read back

// Byte i of the stream numbered s.  Different streams differ almost
// everywhere, and a stream does not repeat within a block.
static char
pat(int s, int i)
{
  return (char)((s * 73) ^ (i * 29) ^ (i >> 8) ^ (i >> 16));
}

static void
fill(char *p, int n, int s, int start)
{
  for (int i = 0; i < n; i++)
    p[i] = pat(s, start + i);
}

// p[0..n) must be bytes start.. of stream s.
static void
verify(char *p, int n, int s, int start, char *what)
{
  for (int i = 0; i < n; i++)
    if (p[i] != pat(s, start + i))
      FAIL("%s: byte %d is 0x%x, expected 0x%x", what, start + i,
           p[i] & 0xff, pat(s, start + i) & 0xff);
}

// dst = prefix followed by n written with at least two digits.
static void
nname(char *dst, char *prefix, int n)
{
  char digits[12];
  int k = 0;

  while (*prefix)
    *dst++ = *prefix++;
  do {
    digits[k++] = '0' + n % 10;
    n /= 10;
  } while (n > 0 || k < 2);
  while (k > 0)
    *dst++ = digits[--k];
  *dst = 0;
}

// A small xorshift generator, one state per caller.
static uint
nextrand(uint *s)
{
  uint x = *s;
  x ^= x << 13;
  x ^= x >> 17;
  x ^= x << 5;
  *s = x;
  return x >> 3;
}

// ---------------------------------------------------------------------
// Processes

static int
xfork(void)
{
  int pid = fork();
  if (pid < 0)
    FAIL("fork failed");
  return pid;
}

// Wait for a child, which has to be pid; return its exit status.
static int
reap(int pid)
{
  int st = 0;
  int got = wait(&st);
  if (got != pid)
    FAIL("wait gave %d, expected child %d", got, pid);
  return st;
}

// Wait for pid, which has to exit with 0.
static void
reapok(int pid, char *what)
{
  int st = reap(pid);
  if (st != 0)
    FAIL("%s: child exited with status %d", what, st);
}

// Wait for n children, in any order, all of which have to exit with 0.
static void
reapall(int n, char *what)
{
  for (int i = 0; i < n; i++) {
    int st = 0;
    int pid = wait(&st);
    if (pid < 0)
      FAIL("%s: wait failed after %d of %d children", what, i, n);
    if (st != 0)
      FAIL("%s: child %d exited with status %d", what, pid, st);
  }
}

// Run fn(arg) in a child, which the kernel must kill: its status must
// be -1.  A child that survives exits 0.
static void
mustdie(void (*fn)(uint64), uint64 arg, char *what)
{
  int pid = xfork();
  if (pid == 0) {
    fn(arg);
    exit(0);
  }
  int st = reap(pid);
  if (st != -1)
    FAIL("%s %p: the child exited with %d instead of being killed",
         what, (void *)arg, st);
}

static void
peek(uint64 a)
{
  volatile char *p = (volatile char *)a;
  char c = *p;
  (void)c;
}

static void
poke(uint64 a)
{
  *(volatile char *)a = 'u';
}

// ---------------------------------------------------------------------
// Files

static int
xopen(char *path, int flags)
{
  int fd = open(path, flags);
  if (fd < 0)
    FAIL("open(\"%s\", 0x%x) failed", path, flags);
  return fd;
}

static void
xwrite(int fd, void *p, int n, char *what)
{
  int r = write(fd, p, n);
  if (r != n)
    FAIL("%s: write of %d bytes gave %d", what, n, r);
}

static void
xread(int fd, void *p, int n, char *what)
{
  int r = read(fd, p, n);
  if (r != n)
    FAIL("%s: read of %d bytes gave %d", what, n, r);
}

static void
xunlink(char *path)
{
  if (unlink(path) != 0)
    FAIL("unlink(\"%s\") failed", path);
}

static void
xstat(char *path, struct stat *st)
{
  if (stat(path, st) < 0)
    FAIL("stat(\"%s\") failed", path);
}

static int
exists(char *path)
{
  int fd = open(path, O_RDONLY);
  if (fd < 0)
    return 0;
  close(fd);
  return 1;
}

// Make path hold exactly the n bytes at data.
static void
putfile(char *path, char *data, int n)
{
  int fd = xopen(path, O_CREATE | O_WRONLY | O_TRUNC);
  xwrite(fd, data, n, path);
  close(fd);
}

// path must hold exactly the n bytes at want (which must not be rbuf).
static void
samefile(char *path, char *want, int n)
{
  int fd = xopen(path, O_RDONLY);
  int len = 0, r;
  while (len < sizeof rbuf && (r = read(fd, rbuf + len, sizeof rbuf - len)) > 0)
    len += r;
  close(fd);
  if (len != n)
    FAIL("%s holds %d bytes, expected %d", path, len, n);
  if (memcmp(rbuf, want, n) != 0)
    FAIL("%s does not hold what was written", path);
}

// The used entries of a directory, read as a file.
#define MAXENTS 256
static struct dirent ents[MAXENTS];

static int
readdir(char *path)
{
  struct dirent de;
  int n = 0, r;
  int fd = xopen(path, O_RDONLY);

  while ((r = read(fd, &de, sizeof de)) == sizeof de) {
    if (de.inum == 0)
      continue;
    if (n == MAXENTS)
      FAIL("%s has more than %d entries", path, MAXENTS);
    memmove(&ents[n++], &de, sizeof de);
  }
  close(fd);
  if (r != 0)
    FAIL("reading directory %s: read gave %d", path, r);
  return n;
}

// Is d's name s?  A name of DIRSIZ bytes has no terminating zero.
static int
named(struct dirent *d, char *s)
{
  for (int i = 0; i < DIRSIZ; i++) {
    if (d->name[i] != s[i])
      return 0;
    if (s[i] == 0)
      return 1;
  }
  return s[DIRSIZ] == 0;
}

// Of the n names, those that exist must each have a link count equal
// to the number of these names leading to the same inode.  Every link
// to these files is among the names.  If want is given, a name exists
// exactly when want[i] is set.
static struct stat lkst[64];
static int lkhave[64];

static void
checklinks(char names[][8], int n, int *want)
{
  for (int i = 0; i < n; i++) {
    lkhave[i] = stat(names[i], &lkst[i]) == 0;
    if (want && lkhave[i] != (want[i] != 0))
      FAIL("%s: stat says %s, the directory listing says %s", names[i],
           lkhave[i] ? "present" : "absent", want[i] ? "present" : "absent");
    if (lkhave[i] && lkst[i].type != T_FILE)
      FAIL("%s has type %d, expected a file", names[i], lkst[i].type);
  }
  for (int i = 0; i < n; i++) {
    if (!lkhave[i])
      continue;
    int same = 0;
    for (int j = 0; j < n; j++)
      if (lkhave[j] && lkst[j].ino == lkst[i].ino)
        same++;
    if (lkst[i].nlink != same)
      FAIL("%s has link count %d but %d names lead to inode %d",
           names[i], lkst[i].nlink, same, lkst[i].ino);
  }
}

// ---------------------------------------------------------------------
// Memory

// Align the break up to a page and grow the heap by pages pages.  The
// new break, the first unmapped address above the heap, is returned.
static char *
heaptop(int pages)
{
  uint64 b = (uint64)sbrk(0);
  if (sbrk((int)(PGROUNDUP(b) - b) + pages * PGSIZE) == (char *)-1)
    FAIL("sbrk for %d pages failed", pages);
  return sbrk(0);
}

// Grow the heap until sbrk refuses; return how many pages it gave.
static int
hog(int touch)
{
  int pages = 0, step = 256;
  while (step > 0) {
    char *a = sbrk(step * PGSIZE);
    if (a == (char *)-1) {
      step /= 4;
      continue;
    }
    if (touch)
      for (int i = 0; i < step; i++)
        a[i * PGSIZE] = (char)i;
    pages += step;
  }
  return pages;
}

// How many pages a fresh process can get.  A child takes all it can and
// reports the count through a pipe; -1 if that could not be done.
static int
freepages(void)
{
  int p[2], n = -1;
  if (pipe(p) < 0)
    return -1;
  int pid = fork();
  if (pid < 0) {
    close(p[0]);
    close(p[1]);
    return -1;
  }
  if (pid == 0) {
    close(p[0]);
    n = hog(1);
    write(p[1], &n, sizeof n);
    exit(0);
  }
  close(p[1]);
  if (read(p[0], &n, sizeof n) != sizeof n)
    n = -1;
  close(p[0]);
  wait(0);
  return n;
}

// Addresses that no system call may read or write through: kernel
// memory, addresses beyond the user half of Sv39 (one so high that a
// length added to it wraps around), the kernel's pages at the top of
// the user address space, an unmapped page above the heap, and the
// guard page under the stack.
#define NBAD 10
static uint64 bad[NBAD];

static void
setbad(void)
{
  char here;
  int n = 0;
  bad[n++] = KERNBASE;
  bad[n++] = KERNBASE + 0x123456;
  bad[n++] = PHYSTOP - 64;
  bad[n++] = MAXVA;
  bad[n++] = 0xffffffffffUL;
  bad[n++] = 0xfffffffffffffff8UL;
  bad[n++] = TRAPFRAME;
  bad[n++] = TRAMPOLINE;
  bad[n++] = PGROUNDUP((uint64)sbrk(0)) + 16 * PGSIZE;
  bad[n++] = PGROUNDDOWN((uint64)&here) - PGSIZE;
}

// ---------------------------------------------------------------------
// Running programs

#define EXECFAILED 99   // status of a child whose exec came back with -1

// Fork a child that runs exec(path, argv) with its standard output
// going into a pipe.  Up to max bytes of the output land in out and
// *len is the amount of output; the child's exit status is returned.
static int
runexec(char *path, char **argv, char *out, int max, int *len)
{
  char junk[64];
  int p[2], n = 0, r;

  mustok(pipe(p), "pipe");
  int pid = xfork();
  if (pid == 0) {
    close(1);
    dup(p[1]);
    close(p[0]);
    close(p[1]);
    r = exec(path, argv);
    exit(r == -1 ? EXECFAILED : EXECFAILED + 1);
  }
  close(p[1]);
  for (;;) {
    if (n < max)
      r = read(p[0], out + n, max - n);
    else
      r = read(p[0], junk, sizeof junk);
    if (r <= 0)
      break;
    n += r;
  }
  close(p[0]);
  *len = n;
  return reap(pid);
}

// text, a space, and a in hex, in a static buffer.
static char *
withaddr(char *text, uint64 a)
{
  static char s[80];
  int n = strlen(text);

  memmove(s, text, n);
  s[n++] = ' ';
  s[n++] = '0';
  s[n++] = 'x';
  for (int shift = 60; shift >= 0; shift -= 4)
    s[n++] = "0123456789abcdef"[(a >> shift) & 15];
  s[n] = 0;
  return s;
}

// exec(path, argv) has to come back with -1 and run nothing.
static void
execmustfail(char *path, char **argv, char *what)
{
  char out[16];
  int n;
  int st = runexec(path, argv, out, sizeof out, &n);
  if (st != EXECFAILED || n != 0)
    FAIL("exec %s did not fail: child status %d, %d bytes of output",
         what, st, n);
}

// Running /echo with argv has to print its arguments.
static char echoout[4096];
static char echowant[4096];

static void
echocheck(char **argv)
{
  int want = 0, n;

  for (int i = 1; argv[i]; i++) {
    int k = strlen(argv[i]);
    memmove(echowant + want, argv[i], k);
    want += k;
    echowant[want++] = argv[i + 1] ? ' ' : '\n';
  }
  if (want == 0)
    echowant[want++] = '\n';
  int st = runexec("/echo", argv, echoout, sizeof echoout - 1, &n);
  if (st == EXECFAILED)
    FAIL("exec /echo with %d bytes of arguments failed", want);
  if (st != 0)
    FAIL("echo exited with %d", st);
  if (n != want || memcmp(echoout, echowant, want) != 0) {
    echoout[n < sizeof echoout ? n : sizeof echoout - 1] = 0;
    FAIL("echo printed %d bytes, expected %d; got \"%s\"", n, want, echoout);
  }
}

// =====================================================================
// Processes: fork, exit, wait, getpid

static void
t_forkwait(void)
{
  // One at a time: each child's exit status comes back to the parent.
  for (int i = 0; i < 60; i++) {
    int pid = xfork();
    if (pid == 0)
      exit(i % 7);
    int st = reap(pid);
    if (st != i % 7)
      FAIL("child %d exited with %d but wait reported %d", i, i % 7, st);
  }

  // Twenty at once: wait hands back each of them exactly once.
  int pids[20];
  for (int i = 0; i < 20; i++) {
    pids[i] = xfork();
    if (pids[i] == 0) {
      if (i % 3 == 0)
        sleep(1);
      exit(100 + i);
    }
  }
  for (int n = 0; n < 20; n++) {
    int st = 0, j;
    int pid = wait(&st);
    for (j = 0; j < 20; j++)
      if (pids[j] == pid)
        break;
    if (pid <= 0 || j == 20)
      FAIL("wait gave %d, which is not a child still to be reaped", pid);
    if (st != 100 + j)
      FAIL("child %d exited with %d but wait reported %d", j, 100 + j, st);
    pids[j] = 0;
  }
  mustfail(wait(0), "wait once every child was reaped");
}

static void
t_exitcodes(void)
{
  static int codes[] = { 0, 1, 2, 42, 127, 255, 256, 65537, 1000000, -1, -2, -300 };
  for (int i = 0; i < sizeof codes / sizeof codes[0]; i++) {
    int pid = xfork();
    if (pid == 0)
      exit(codes[i]);
    int st = reap(pid);
    if (st != codes[i])
      FAIL("child called exit(%d) but wait reported %d", codes[i], st);
  }
}

static void
t_waitnone(void)
{
  int st;
  mustfail(wait(&st), "wait with no children");
  mustfail(wait(0), "wait(0) with no children");

  // A null status pointer still reaps the child.
  int pid = xfork();
  if (pid == 0)
    exit(3);
  musteq(wait(0), pid, "wait(0) with one child");
  mustfail(wait(0), "wait(0) after reaping the only child");
}

static void
t_orphans(void)
{
  for (int round = 0; round < 25; round++) {
    int p[2];
    char c = 0;
    mustok(pipe(p), "pipe");
    int pid = xfork();
    if (pid == 0) {
      int g = fork();
      if (g < 0)
        exit(1);
      if (g == 0) {
        // The grandchild outlives its parent.
        close(p[0]);
        if (round % 5 == 0)
          sleep(2);
        write(p[1], "g", 1);
        exit(0);
      }
      exit(0);
    }
    close(p[1]);
    reapok(pid, "middle process");
    if (read(p[0], &c, 1) != 1 || c != 'g')
      FAIL("round %d: no word from the orphaned grandchild", round);
    // End of file means the grandchild has exited and closed its end.
    musteq(read(p[0], &c, 1), 0, "read after the grandchild exited");
    close(p[0]);
  }
  mustfail(wait(0), "wait: the grandchildren belong to init, not to us");
}

static void
t_forkparallel(void)
{
  for (int k = 0; k < 3; k++) {
    if (xfork() == 0) {
      for (int i = 0; i < 40; i++) {
        int st = 0;
        int pid = fork();
        if (pid < 0)
          exit(2);
        if (pid == 0)
          exit(k + 10);
        if (wait(&st) != pid || st != k + 10)
          exit(3);
      }
      exit(0);
    }
  }
  reapall(3, "process forking in parallel with others");
}

static void
t_pids(void)
{
  int me = getpid(), kids[10], seen[10], p[2];

  mustok(pipe(p), "pipe");
  for (int i = 0; i < 10; i++) {
    seen[i] = 0;
    kids[i] = xfork();
    if (kids[i] == 0) {
      int x = getpid();
      write(p[1], &x, sizeof x);
      exit(0);
    }
    if (kids[i] == me)
      FAIL("fork gave the parent's own pid %d to a child", me);
  }
  close(p[1]);
  for (int i = 0; i < 10; i++) {
    int x, j;
    xread(p[0], &x, sizeof x, "pid from a child");
    for (j = 0; j < 10; j++)
      if (kids[j] == x)
        break;
    if (j == 10)
      FAIL("a child says its pid is %d, which fork never returned", x);
    if (seen[j]++)
      FAIL("two children say their pid is %d", x);
  }
  close(p[0]);
  reapall(10, "child reporting its pid");
  musteq(getpid(), me, "getpid after forking");
}

// =====================================================================
// exec

static int marker = 4321;   // must survive a failed exec

static void
t_execmissing(void)
{
  char *argv[] = { "x", 0 };

  mustfail(exec("/ut-no-such-program", argv), "exec of a missing file");
  mustfail(exec("/README", argv), "exec of a text file");
  mustfail(exec("/", argv), "exec of a directory");
  mustfail(exec("", argv), "exec of an empty path");
  musteq(marker, 4321, "a global variable after failed execs");

  // An empty file is not a program either.
  unlink("utempty");
  close(xopen("utempty", O_CREATE | O_WRONLY));
  execmustfail("utempty", argv, "of an empty file");
  xunlink("utempty");
}

// A small ELF image, spoiled in a different way for each case.
static uchar elfimg[128];

static void
put(int off, uint64 v, int n)
{
  for (int i = 0; i < n; i++)
    elfimg[off + i] = (uchar)(v >> (8 * i));
}

static int
badelf(int which)
{
  int len = 120;
  memset(elfimg, 0, sizeof elfimg);
  put(0, 0x464c457f, 4);        // "\x7fELF"
  elfimg[4] = 2;                // 64-bit
  elfimg[5] = 1;                // little-endian
  elfimg[6] = 1;
  put(16, 2, 2);                // an executable
  put(18, 243, 2);              // for RISC-V
  put(20, 1, 4);
  put(32, 64, 8);               // program headers at 64
  put(52, 64, 2);
  put(54, 56, 2);
  put(56, 1, 2);                // one of them
  put(64, 1, 4);                // a loadable segment
  put(68, 5, 4);
  put(96, len, 8);              // file size
  put(104, len, 8);             // memory size
  put(112, PGSIZE, 8);
  switch (which) {
  case 0: len = 10; break;                          // cut short
  case 1: put(32, 100000, 8); break;                // headers past the end
  case 2: put(104, 10, 8); break;                   // memsz < filesz
  case 3: put(80, 0xfffffffffffff000UL, 8);         // range wraps around
          put(104, 0x3000, 8); break;
  case 4: put(72, 0xffffffffffffff00UL, 8); break;  // data far past the end
  case 5: put(96, 100000, 8);                       // more data than the file has
          put(104, 100000, 8); break;
  case 6: put(104, MAXVA, 8); break;                // larger than memory
  }
  return len;
}

static void
t_execbadelf(void)
{
  char *argv[] = { "utelf", 0 };
  char what[32];

  for (int i = 0; i <= 6; i++) {
    unlink("utelf");
    int fd = xopen("utelf", O_CREATE | O_WRONLY);
    int len = badelf(i);
    xwrite(fd, elfimg, len, "utelf");
    close(fd);
    nname(what, "of bad ELF file ", i);
    execmustfail("utelf", argv, what);
  }
  xunlink("utelf");
}

static void
t_execargs(void)
{
  static char *argv[MAXARG + 8];
  static char longarg[300];
  static char hugearg[PGSIZE + 100];

  // More arguments than exec takes.
  argv[0] = "echo";
  for (int i = 1; i < MAXARG + 4; i++)
    argv[i] = "arg";
  argv[MAXARG + 4] = 0;
  execmustfail("/echo", argv, "with too many arguments");

  // Arguments that do not fit on a one-page stack.
  memset(longarg, 'y', sizeof longarg - 1);
  for (int i = 1; i < MAXARG - 1; i++)
    argv[i] = longarg;
  argv[MAXARG - 1] = 0;
  execmustfail("/echo", argv, "with arguments larger than the stack");

  // One argument longer than a page.
  memset(hugearg, 'z', sizeof hugearg - 1);
  argv[1] = hugearg;
  argv[2] = 0;
  execmustfail("/echo", argv, "with an argument longer than a page");

  argv[1] = 0;
  mustfail(exec("/ut-missing", argv), "exec after the failures above");
  musteq(marker, 4321, "a global variable after failed execs");
}

static void
t_execbadptr(void)
{
  char *argv[] = { "echo", "x", 0 };
  char *argv2[] = { "echo", 0, 0 };

  setbad();
  for (int i = 0; i < NBAD; i++) {
    mustfailat(exec((char *)bad[i], argv), "exec with the path pointer", bad[i]);
    mustfailat(exec("/ut-missing", (char **)bad[i]), "exec with the argv pointer", bad[i]);
    execmustfail("/echo", (char **)bad[i], withaddr("with the argv pointer", bad[i]));
    argv2[1] = (char *)bad[i];
    execmustfail("/echo", argv2, withaddr("with the argument pointer", bad[i]));
  }

  // An argv array that runs into unmapped memory without a null.
  char *top = heaptop(1);
  char **av = (char **)(top - 2 * sizeof(char *));
  av[0] = "echo";
  av[1] = "x";
  execmustfail("/echo", av, "with an argv that runs off the heap");

  // A path that runs into unmapped memory without a zero byte.
  memset(top - 8, 'e', 8);
  execmustfail(top - 8, argv, "with a path that runs off the heap");
}

static void
t_exececho(void)
{
  static char *argv[MAXARG];
  static char words[MAXARG][8];

  for (int round = 0; round < 5; round++) {
    char *a[] = { "echo", "hello", "there", 0 };
    echocheck(a);
  }
  char *none[] = { "echo", 0 };
  echocheck(none);

  // As many arguments as fit in exec's table.
  argv[0] = "echo";
  for (int i = 1; i < MAXARG - 1; i++) {
    nname(words[i], "w", i);
    argv[i] = words[i];
  }
  argv[MAXARG - 1] = 0;
  echocheck(argv);
}

// =====================================================================
// Pipes

static void
t_pipedata(void)
{
  static int sizes[] = { 1, 7, 100, 511, 512, 513, 1024, 2999, 4096, 3 };
  static int reads[] = { 3, 64, 700, 4000, 1 };
  int p[2], total = 0, n = sizeof sizes / sizeof sizes[0];

  for (int i = 0; i < n; i++)
    total += sizes[i];
  mustok(pipe(p), "pipe");
  int pid = xfork();
  if (pid == 0) {
    close(p[0]);
    int off = 0;
    for (int i = 0; i < n; i++) {
      fill(buf, sizes[i], 5, off);
      xwrite(p[1], buf, sizes[i], "pipe writer");
      off += sizes[i];
    }
    exit(0);
  }
  close(p[1]);
  int off = 0, r, k = 0;
  while ((r = read(p[0], rbuf, reads[k++ % 5])) > 0) {
    verify(rbuf, r, 5, off, "data through a pipe");
    off += r;
  }
  if (r < 0)
    FAIL("read from the pipe failed after %d bytes", off);
  musteq(off, total, "bytes through the pipe");
  close(p[0]);
  reapok(pid, "pipe writer");
}

static void
t_pipeeof(void)
{
  int p[2];
  char c[8];

  // Nobody can write: end of file at once.
  mustok(pipe(p), "pipe");
  close(p[1]);
  musteq(read(p[0], c, 1), 0, "read from a pipe with no writers");
  close(p[0]);

  // The writer exits without closing; its end is closed for it.
  mustok(pipe(p), "pipe");
  int pid = xfork();
  if (pid == 0) {
    write(p[1], "abc", 3);
    exit(0);
  }
  close(p[1]);
  int n = 0, r;
  while (n < 3 && (r = read(p[0], c + n, 3 - n)) > 0)
    n += r;
  if (n != 3 || memcmp(c, "abc", 3) != 0)
    FAIL("read %d bytes of what the child wrote", n);
  musteq(read(p[0], c, 1), 0, "read after the only writer exited");
  close(p[0]);
  reapok(pid, "pipe writer");

  // A duplicated write end keeps the pipe open.
  mustok(pipe(p), "pipe");
  int d = mustok(dup(p[1]), "dup of a write end");
  close(p[1]);
  xwrite(d, "z", 1, "write through a dup");
  xread(p[0], c, 1, "pipe");
  close(d);
  musteq(read(p[0], c, 1), 0, "read after the last write end closed");
  close(p[0]);
}

static void
t_pipebroken(void)
{
  int p[2];

  mustok(pipe(p), "pipe");
  close(p[0]);
  mustfail(write(p[1], "x", 1), "write to a pipe with no reader");
  close(p[1]);

  // A writer blocked on a full pipe learns when the reader goes away.
  mustok(pipe(p), "pipe");
  int pid = xfork();
  if (pid == 0) {
    close(p[1]);
    sleep(3);
    exit(0);
  }
  close(p[0]);
  int r = write(p[1], buf, sizeof buf);
  if (r == sizeof buf)
    FAIL("a %d-byte write to a pipe nobody reads succeeded", (int)sizeof buf);
  mustfail(write(p[1], "x", 1), "write after the reader exited");
  close(p[1]);
  reapok(pid, "pipe reader");
}

static void
t_pipemany(void)
{
  int p[2], ps[6][2];
  char c[20];

  for (int i = 0; i < 150; i++) {
    mustok(pipe(p), "pipe");
    fill(buf, 20, i, 0);
    xwrite(p[1], buf, 20, "pipe");
    xread(p[0], c, 20, "pipe");
    verify(c, 20, i, 0, "pipe");
    close(p[0]);
    close(p[1]);
  }
  for (int i = 0; i < 6; i++)
    mustok(pipe(ps[i]), "pipe while others are open");
  for (int i = 0; i < 6; i++) {
    c[0] = 'a' + i;
    xwrite(ps[i][1], c, 1, "one of several pipes");
  }
  for (int i = 5; i >= 0; i--) {
    xread(ps[i][0], c, 1, "one of several pipes");
    if (c[0] != 'a' + i)
      FAIL("pipe %d delivered '%c', expected '%c'", i, c[0], 'a' + i);
    close(ps[i][0]);
    close(ps[i][1]);
  }
}

// =====================================================================
// Memory: sbrk and fork

static void
t_sbrkgrow(void)
{
  char *a = sbrk(0);
  char *b = sbrk(10 * PGSIZE);
  if (b != a)
    FAIL("sbrk gave %p, but the break was %p", b, a);
  if (sbrk(0) != a + 10 * PGSIZE)
    FAIL("the break is %p after growing %p by 10 pages", sbrk(0), a);
  for (char *q = (char *)PGROUNDUP((uint64)a); q < a + 10 * PGSIZE; q++)
    if (*q != 0)
      FAIL("new heap memory at %p is %d, not zero", q, *q);
  fill(a, 10 * PGSIZE, 3, 0);
  verify(a, 10 * PGSIZE, 3, 0, "heap memory");

  // Odd sizes move the break by exactly what was asked.
  char *c = sbrk(1);
  char *d = sbrk(1);
  if (c != a + 10 * PGSIZE || d != c + 1)
    FAIL("sbrk(1) twice gave %p and %p", c, d);
  *d = 'z';
  c[0] = 'y';
  if (sbrk(-2) != d + 1 || sbrk(0) != c)
    FAIL("sbrk(-2) did not undo two sbrk(1) calls");

  if (sbrk(-10 * PGSIZE) != c || sbrk(0) != a)
    FAIL("shrinking by 10 pages did not restore the break %p", a);
}

static void
t_sbrkshrink(void)
{
  char *top = heaptop(4);
  char *p = top - 4 * PGSIZE;

  fill(p, 4 * PGSIZE, 4, 0);
  char *r = sbrk(-3 * PGSIZE);
  if (r != top)
    FAIL("sbrk(-3 pages) gave %p, expected the old break %p", r, top);
  if (sbrk(0) != p + PGSIZE)
    FAIL("the break is %p, expected %p", sbrk(0), p + PGSIZE);
  verify(p, PGSIZE, 4, 0, "the page kept by the shrink");

  mustdie(peek, (uint64)(p + PGSIZE), "reading just above the lowered break");
  mustdie(peek, (uint64)(top - 1), "reading the last page given back");
  mustdie(poke, (uint64)(p + 2 * PGSIZE), "writing a page given back");

  int fd = xopen("/README", O_RDONLY);
  mustfail(read(fd, p + 2 * PGSIZE, 10), "read into a page given back");
  close(fd);
}

static void
t_sbrkhuge(void)
{
  char *old = sbrk(0);

  char *r = sbrk(0x7ffff000);
  if (r != (char *)-1)
    FAIL("sbrk of almost 2 GB gave %p instead of failing", r);
  if (sbrk(0) != old)
    FAIL("a failed sbrk moved the break from %p to %p", old, sbrk(0));
  r = sbrk(192 * 1024 * 1024);
  if (r != (char *)-1)
    FAIL("sbrk of 192 MB (more than the RAM) gave %p", r);
  if (sbrk(0) != old)
    FAIL("a failed sbrk moved the break from %p to %p", old, sbrk(0));

  // Small requests still work afterwards.
  char *p = sbrk(PGSIZE);
  if (p != old)
    FAIL("sbrk of a page after the failures gave %p, expected %p", p, old);
  p[0] = 1;
  p[PGSIZE - 1] = 2;
  sbrk(-PGSIZE);
}

static void
t_sbrkreuse(void)
{
  int n = 256 * PGSIZE;
  char *top = heaptop(0);
  char *p = sbrk(n);
  if (p != top)
    FAIL("sbrk of 1 MB gave %p, expected %p", p, top);
  memset(p, 0xab, n);
  if (sbrk(-n) != p + n)
    FAIL("giving back 1 MB failed");

  // Memory handed back can be had again, and comes back zeroed.
  char *q = sbrk(n);
  if (q != p)
    FAIL("sbrk after a shrink gave %p, expected %p", q, p);
  for (int i = 0; i < n; i++)
    if (q[i] != 0)
      FAIL("reused heap byte %d is 0x%x, not zero", i, q[i] & 0xff);
  fill(q, n, 12, 0);
  verify(q, n, 12, 0, "reused heap");
  sbrk(-n);
}

static void
t_forkcopy(void)
{
  int n = 128 * PGSIZE, tochild[2], toparent[2];
  char c;
  char *top = heaptop(128);
  char *h = top - n;

  fill(h, n, 6, 0);
  fill(buf, sizeof buf, 7, 0);
  mustok(pipe(tochild), "pipe");
  mustok(pipe(toparent), "pipe");
  int pid = xfork();
  if (pid == 0) {
    verify(h, n, 6, 0, "the child's copy of the heap");
    verify(buf, sizeof buf, 7, 0, "the child's copy of a global array");
    fill(h, n, 8, 0);
    fill(buf, sizeof buf, 8, 0);
    write(toparent[1], "c", 1);
    if (read(tochild[0], &c, 1) != 1)
      exit(2);
    verify(h, n, 8, 0, "the child's heap after the parent wrote to its own");
    verify(buf, sizeof buf, 8, 0, "the child's global array after the parent wrote");
    exit(0);
  }
  close(tochild[0]);
  close(toparent[1]);
  if (read(toparent[0], &c, 1) != 1)
    FAIL("the child stopped early (status %d)", reap(pid));
  verify(h, n, 6, 0, "the parent's heap after the child wrote to its copy");
  verify(buf, sizeof buf, 7, 0, "the parent's global array after the child wrote");
  fill(h, n, 9, 0);
  fill(buf, sizeof buf, 9, 0);
  write(tochild[1], "p", 1);
  reapok(pid, "child checking its copy");
  verify(h, n, 9, 0, "the parent's heap");
  close(tochild[1]);
  close(toparent[0]);
}

// =====================================================================
// Bad pointers handed to system calls

static void
t_badbuf(void)
{
  int p[2];
  char c;

  setbad();
  int rfd = xopen("/README", O_RDONLY);
  unlink("utbad");
  int wfd = xopen("utbad", O_CREATE | O_RDWR);
  for (int i = 0; i < NBAD; i++) {
    void *a = (void *)bad[i];
    int r = read(rfd, a, 10);
    if (r != -1)
      FAIL("read of a file into %p gave %d, expected -1", a, r);
    r = write(wfd, a, 10);
    if (r != -1)
      FAIL("write to a file from %p gave %d, expected -1", a, r);

    // Pipes: nothing may move, whatever the kernel returns.
    mustok(pipe(p), "pipe");
    r = write(p[1], a, 10);
    if (r > 0)
      FAIL("write to a pipe from %p gave %d", a, r);
    xwrite(p[1], "q", 1, "pipe");
    xread(p[0], &c, 1, "pipe");
    if (c != 'q')
      FAIL("a failed pipe write from %p still put data in the pipe", a);
    xwrite(p[1], "abc", 3, "pipe");
    r = read(p[0], a, 3);
    if (r > 0)
      FAIL("read of a pipe into %p gave %d", a, r);
    close(p[0]);
    close(p[1]);
  }
  struct stat st;
  mustok(fstat(wfd, &st), "fstat");
  musteq(st.size, 0, "size of a file after writes from bad pointers");

  // A buffer that starts in the heap and runs past its end.
  char *top = heaptop(1);
  int r = read(rfd, top - 10, 20);
  if (r != -1 && r > 10)
    FAIL("read of 20 bytes into a buffer with 10 mapped bytes gave %d", r);
  r = write(wfd, top - 10, 20);
  if (r != -1 && r > 10)
    FAIL("write of 20 bytes from a buffer with 10 mapped bytes gave %d", r);
  close(rfd);
  close(wfd);
  xunlink("utbad");
}

static void
t_badpath(void)
{
  char *argv[] = { "x", 0 };

  setbad();
  unlink("utbp");
  for (int i = 0; i < NBAD; i++) {
    char *a = (char *)bad[i];
    mustfailat(open(a, O_RDONLY), "open with the bad path pointer", bad[i]);
    mustfailat(open(a, O_CREATE | O_RDWR), "open/create with the bad path pointer", bad[i]);
    mustfailat(unlink(a), "unlink with the bad path pointer", bad[i]);
    mustfailat(mkdir(a), "mkdir with the bad path pointer", bad[i]);
    mustfailat(chdir(a), "chdir with the bad path pointer", bad[i]);
    mustfailat(mknod(a, 1, 1), "mknod with the bad path pointer", bad[i]);
    mustfailat(link(a, "utbp"), "link with the bad old name", bad[i]);
    mustfailat(link("/README", a), "link with the bad new name", bad[i]);
    mustfailat(exec(a, argv), "exec with the bad path pointer", bad[i]);
  }
  if (exists("utbp"))
    FAIL("a link with a bad old name still made utbp");

  // Names that run into unmapped memory without a zero byte.
  char *top = heaptop(1);
  memset(top - 8, 'q', 8);
  mustfail(open(top - 8, O_CREATE | O_RDWR), "open of a path running off the heap");
  mustfail(mkdir(top - 8), "mkdir of a path running off the heap");
  mustfail(link("/README", top - 8), "link to a path running off the heap");
  if (exists("qqqqqqqq")) {
    unlink("qqqqqqqq");
    FAIL("a path running off the heap was cut short and created");
  }
}

static void
t_badmisc(void)
{
  int p[2];
  struct stat st;

  setbad();
  int fd = xopen("/README", O_RDONLY);
  int lowest = mustok(dup(0), "dup");
  close(lowest);
  for (int i = 0; i < NBAD; i++) {
    void *a = (void *)bad[i];
    mustfailat(fstat(fd, a), "fstat into", bad[i]);
    mustfailat(pipe(a), "pipe into", bad[i]);
  }
  // The failed pipes must not have kept descriptors.
  int d = mustok(dup(0), "dup");
  musteq(d, lowest, "the lowest free descriptor after failed pipes");
  close(d);
  mustok(fstat(fd, &st), "fstat after the failures");
  close(fd);

  // wait with a bad status pointer: -1, or the pid; the child must not
  // be lost either way.
  for (int i = 0; i < NBAD; i += 3) {
    int pid = xfork();
    if (pid == 0)
      exit(5);
    int r = wait((int *)bad[i]);
    if (r != -1 && r != pid)
      FAIL("wait with status pointer %p gave %d", (void *)bad[i], r);
    if (r == -1) {
      r = wait(0);
      if (r != pid && r != -1)
        FAIL("wait after a failed wait gave %d", r);
    }
    mustfail(wait(0), "wait once the child is gone");
  }
  mustok(pipe(p), "pipe after the failures");
  close(p[0]);
  close(p[1]);
}

// =====================================================================
// Kernel memory and the guard page

static void
t_kernelpeek(void)
{
  static uint64 reads[] = {
    KERNBASE, KERNBASE + 0x8000, KERNBASE + 0x400000, PHYSTOP - 1,
    UART0, VIRTIO0, PLIC, TRAPFRAME, TRAMPOLINE, TRAMPOLINE + PGSIZE - 1,
    MAXVA, 0xffffffffffffffffUL,
  };
  static uint64 writes[] = {
    KERNBASE, KERNBASE + 0x100000, UART0, TRAPFRAME, TRAMPOLINE, MAXVA,
  };
  for (int i = 0; i < sizeof reads / sizeof reads[0]; i++)
    mustdie(peek, reads[i], "reading");
  for (int i = 0; i < sizeof writes / sizeof writes[0]; i++)
    mustdie(poke, writes[i], "writing");
}

// Recurse until the stack runs out.
static int
dive(int depth)
{
  volatile char pad[200];
  pad[0] = (char)depth;
  if (depth > 1000000)
    return 0;
  return dive(depth + 1) + pad[0];
}

static void
divefrom(uint64 depth)
{
  dive((int)depth);
}

static void
t_stackguard(void)
{
  char here;
  uint64 guard = PGROUNDDOWN((uint64)&here) - PGSIZE;

  mustdie(peek, guard, "reading the guard page under the stack at");
  mustdie(poke, guard + PGSIZE - 1, "writing the guard page under the stack at");
  mustdie(divefrom, 0, "recursing past the one-page stack from");
}

// =====================================================================
// Files

static void
t_filebasic(void)
{
  struct stat st;
  char c;

  unlink("utfb");
  int fd = xopen("utfb", O_CREATE | O_RDWR);
  fill(buf, 3600, 1, 0);
  xwrite(fd, buf, 100, "utfb");
  xwrite(fd, buf + 100, 1500, "utfb");
  xwrite(fd, buf + 1600, 2000, "utfb");
  musteq(read(fd, &c, 1), 0, "read at the end of a file just written");
  close(fd);

  fd = xopen("utfb", O_RDONLY);
  mustok(fstat(fd, &st), "fstat");
  if (st.type != T_FILE || st.size != 3600 || st.nlink != 1)
    FAIL("fstat: type %d size %d links %d, expected %d 3600 1",
         st.type, (int)st.size, st.nlink, T_FILE);
  xread(fd, rbuf, 1000, "utfb");
  xread(fd, rbuf + 1000, 2600, "utfb");
  verify(rbuf, 3600, 1, 0, "utfb read back");
  musteq(read(fd, rbuf, 10), 0, "read at the end of the file");
  mustfail(write(fd, "x", 1), "write to a file opened read-only");
  close(fd);

  fd = xopen("utfb", O_WRONLY);
  mustfail(read(fd, rbuf, 1), "read from a file opened write-only");
  xwrite(fd, "XYZ", 3, "utfb");   // overwrites the start
  close(fd);
  xread(fd = xopen("utfb", O_RDONLY), rbuf, 4, "utfb");
  close(fd);
  if (memcmp(rbuf, "XYZ", 3) != 0 || rbuf[3] != buf[3])
    FAIL("overwriting the start of utfb went wrong");

  xunlink("utfb");
  mustfail(open("utfb", O_RDONLY), "open of a removed file");
  mustfail(unlink("utfb"), "unlink of a removed file");
  mustfail(open("ut-never-made", O_RDONLY), "open of a missing file");
}

static void
t_unlinkopen(void)
{
  struct stat st1, st2;

  unlink("utuo");
  int fd = xopen("utuo", O_CREATE | O_RDWR);
  fill(buf, 3000, 2, 0);
  xwrite(fd, buf, 3000, "utuo");
  int rd = xopen("utuo", O_RDONLY);
  xunlink("utuo");
  mustfail(open("utuo", O_RDONLY), "open after unlink");

  // The open descriptors still reach the data.
  xread(rd, rbuf, 3000, "a removed file still open");
  verify(rbuf, 3000, 2, 0, "a removed file still open");
  mustok(fstat(rd, &st1), "fstat of a removed file");
  musteq(st1.nlink, 0, "link count of a removed file");
  xwrite(fd, buf, 500, "a removed file still open");

  // A new file of the same name is a different file.
  int fd2 = xopen("utuo", O_CREATE | O_RDWR);
  mustok(fstat(fd2, &st2), "fstat");
  if (st2.ino == st1.ino)
    FAIL("a new file got the inode %d of a removed file still open", st1.ino);
  xwrite(fd2, "new", 3, "utuo");
  close(fd2);
  close(fd);
  close(rd);
  samefile("utuo", "new", 3);
  xunlink("utuo");
}

static void
t_truncate(void)
{
  struct stat st, st2;
  char c[16];

  unlink("uttr");
  putfile("uttr", "abcdefghij", 10);
  int rd = xopen("uttr", O_RDONLY);
  int fd = xopen("uttr", O_WRONLY | O_TRUNC);
  mustok(fstat(fd, &st), "fstat");
  musteq(st.size, 0, "size after O_TRUNC");
  musteq(read(rd, c, 10), 0, "read of a file truncated under us");
  xwrite(fd, "XY", 2, "uttr");
  close(fd);
  musteq(read(rd, c, 10), 2, "read after the truncated file got new data");
  if (memcmp(c, "XY", 2) != 0)
    FAIL("reading after truncation gave the wrong bytes");
  close(rd);

  // O_CREATE on an existing file opens it and keeps its data.
  xstat("uttr", &st);
  fd = xopen("uttr", O_CREATE | O_RDWR);
  mustok(fstat(fd, &st2), "fstat");
  if (st2.ino != st.ino || st2.size != 2)
    FAIL("O_CREATE on an existing file: inode %d size %d, expected %d 2",
         st2.ino, (int)st2.size, st.ino);
  close(fd);
  samefile("uttr", "XY", 2);

  // Truncating a large file and writing it again.
  fill(buf, 21 * BSIZE, 3, 0);
  putfile("uttr", buf, 20 * BSIZE);
  fd = xopen("uttr", O_CREATE | O_RDWR | O_TRUNC);
  mustok(fstat(fd, &st), "fstat");
  musteq(st.size, 0, "size after O_CREATE|O_TRUNC");
  xwrite(fd, buf + 7, 15 * BSIZE, "uttr");
  close(fd);
  samefile("uttr", buf + 7, 15 * BSIZE);
  xunlink("uttr");
}

static void
t_links(void)
{
  struct stat a, b;

  unlink("utla");
  unlink("utlb");
  unlink("utlc");
  unlink("utld");
  putfile("utla", "hello", 5);
  mustok(link("utla", "utlb"), "link utla utlb");
  xstat("utla", &a);
  xstat("utlb", &b);
  if (a.ino != b.ino || a.nlink != 2 || b.nlink != 2)
    FAIL("after link: inodes %d %d, links %d %d", a.ino, b.ino, a.nlink, b.nlink);

  // Both names lead to the same data.
  int fd = xopen("utlb", O_RDWR);
  xwrite(fd, "J", 1, "utlb");
  close(fd);
  samefile("utla", "Jello", 5);

  mustfail(link("utla", "utlb"), "link to a name that exists");
  mustfail(link("ut-missing", "utlc"), "link of a missing file");
  mustfail(link("/README", "ut-missing/x"), "link into a missing directory");
  if (exists("utlc"))
    FAIL("a failed link still made utlc");

  xunlink("utla");
  xstat("utlb", &b);
  musteq(b.nlink, 1, "link count after removing one name");
  samefile("utlb", "Jello", 5);
  mustfail(open("utla", O_RDONLY), "open of the removed name");
  xunlink("utlb");
  mustfail(open("utlb", O_RDONLY), "open after both names are gone");

  mustok(mkdir("utld"), "mkdir");
  mustfail(link("utld", "utlc"), "link to a directory");
  xunlink("utld");
}

static void
t_dirbasic(void)
{
  unlink("utdb/f");
  unlink("utdb/s");
  unlink("utdb");

  mustok(mkdir("utdb"), "mkdir utdb");
  mustfail(mkdir("utdb"), "mkdir of an existing directory");
  mustok(mkdir("utdb/s"), "mkdir utdb/s");
  putfile("utdb/f", "xyz", 3);

  mustok(chdir("utdb"), "chdir utdb");
  samefile("f", "xyz", 3);
  samefile("../utdb/f", "xyz", 3);
  samefile("s/../f", "xyz", 3);
  samefile("./s/./.././f", "xyz", 3);
  mustok(chdir("s"), "chdir s");
  samefile("../f", "xyz", 3);
  samefile("/utdb/f", "xyz", 3);
  mustok(chdir("../.."), "chdir ../..");
  samefile("utdb/f", "xyz", 3);

  mustfail(unlink("utdb"), "unlink of a directory that is not empty");
  mustfail(unlink("utdb/."), "unlink of utdb/.");
  mustfail(unlink("utdb/.."), "unlink of utdb/..");
  mustfail(unlink("utdb/s/.."), "unlink of utdb/s/..");
  xunlink("utdb/s");
  mustfail(unlink("utdb"), "unlink of a directory that still has a file");
  xunlink("utdb/f");
  xunlink("utdb");
  mustfail(chdir("utdb"), "chdir to a removed directory");
  mustfail(open("utdb/f", O_RDONLY), "open in a removed directory");
}

static void
t_dotdot(void)
{
  struct stat st, a, b;

  xstat("/", &st);
  if (st.type != T_DIR || st.ino != ROOTINO)
    FAIL("/ has type %d inode %d", st.type, st.ino);
  xstat("/..", &st);
  musteq(st.ino, ROOTINO, "inode of /..");
  xstat("/../../.", &st);
  musteq(st.ino, ROOTINO, "inode of /../../.");

  unlink("utdd/a");
  unlink("utdd");
  mustok(mkdir("utdd"), "mkdir utdd");
  mustok(mkdir("utdd/a"), "mkdir utdd/a");
  xstat("utdd", &a);
  xstat("utdd/a", &b);
  xstat("utdd/a/..", &st);
  musteq(st.ino, a.ino, "inode of utdd/a/..");
  xstat("utdd/a/../..", &st);
  musteq(st.ino, ROOTINO, "inode of utdd/a/../..");

  mustok(chdir("utdd/a"), "chdir utdd/a");
  xstat(".", &st);
  musteq(st.ino, b.ino, "inode of . inside utdd/a");
  mustok(chdir(".."), "chdir ..");
  xstat(".", &st);
  musteq(st.ino, a.ino, "inode of . after one chdir ..");
  mustok(chdir(".."), "chdir ..");
  xstat(".", &st);
  musteq(st.ino, ROOTINO, "inode of . after two chdir ..");

  xunlink("utdd/a");
  xunlink("utdd");
}

#define DEPTH 10

// Remove the nested directories of t_deeppath, deepest first.
static void
deepclean(char *path, int *ends)
{
  path[ends[DEPTH - 1]] = 0;
  for (int d = DEPTH - 1; d >= 0; d--) {
    path[ends[d]] = 0;
    if (d == DEPTH - 1) {
      path[ends[d]] = '/';
      strcpy(path + ends[d] + 1, "leaf");
      unlink(path);
      path[ends[d]] = 0;
    }
    unlink(path);
  }
}

static void
t_deeppath(void)
{
  static char path[MAXPATH + 8], up[MAXPATH + 8], longp[MAXPATH * 2 + 16];
  int ends[DEPTH], n = 0;
  struct stat st;

  for (int d = 0; d < DEPTH; d++) {
    if (d > 0)
      path[n++] = '/';
    nname(path + n, "utdp", d);
    n += strlen(path + n);
    ends[d] = n;
  }
  deepclean(path, ends);

  for (int d = 0; d < DEPTH; d++) {
    path[ends[d]] = 0;
    mustok(mkdir(path), "mkdir of a nested directory");
    if (d < DEPTH - 1)
      path[ends[d]] = '/';
  }
  strcpy(path + ends[DEPTH - 1], "/leaf");
  putfile(path, "deep", 4);
  samefile(path, "deep", 4);

  // Down one step at a time, then back up with a path of ".."s.
  for (int d = 0; d < DEPTH; d++) {
    char comp[16];
    nname(comp, "utdp", d);
    mustok(chdir(comp), "chdir one level down");
  }
  samefile("leaf", "deep", 4);
  up[0] = 0;
  for (int d = 0; d < DEPTH; d++)
    strcpy(up + 3 * d, "../");
  xstat(up, &st);
  musteq(st.ino, ROOTINO, "inode of ../ repeated back to the root");
  strcpy(up + 3 * DEPTH, "README");
  if (!exists(up))
    FAIL("cannot open %s", up);
  mustok(chdir("/"), "chdir /");

  // Repeated slashes count as one.
  xstat("utdp00//utdp01///utdp02", &st);
  musteq(st.type, T_DIR, "type of utdp00//utdp01///utdp02");

  // A path longer than MAXPATH may work or be refused; it must not hurt.
  for (int i = 0; i < MAXPATH; i++) {
    longp[2 * i] = '.';
    longp[2 * i + 1] = '/';
  }
  strcpy(longp + 2 * MAXPATH, "README");
  int fd = open(longp, O_RDONLY);
  if (fd >= 0)
    close(fd);

  deepclean(path, ends);
  path[ends[0]] = 0;
  if (exists(path))
    FAIL("could not remove %s", path);
}

static void
t_namelen(void)
{
  char *n14 = "utn4567890abcd";       // exactly DIRSIZ bytes
  char *n13 = "utn4567890abc";
  char *longer = "utL4567890abcdefghij";
  int found = 0;

  if (strlen(n14) != DIRSIZ)
    FAIL("the test's own name is not DIRSIZ long");
  unlink(n14);
  unlink(n13);
  unlink(longer);
  unlink("utL4567890abcd");

  putfile(n14, "fourteen", 8);
  putfile(n13, "thirteen", 8);
  samefile(n14, "fourteen", 8);
  samefile(n13, "thirteen", 8);
  int n = readdir("/");
  for (int i = 0; i < n; i++)
    if (named(&ents[i], n14))
      found++;
  musteq(found, 1, "entries named with DIRSIZ bytes");

  // Longer than DIRSIZ: refused, or cut short the same way every time.
  int fd = open(longer, O_CREATE | O_RDWR);
  if (fd >= 0) {
    xwrite(fd, "L", 1, longer);
    close(fd);
    samefile(longer, "L", 1);
    xunlink(longer);
    if (exists(longer))
      FAIL("%s still opens after unlink", longer);
  } else if (exists(longer)) {
    FAIL("%s could not be created but can be opened", longer);
  }
  samefile(n14, "fourteen", 8);
  xunlink(n14);
  xunlink(n13);
}

static void
t_notdir(void)
{
  unlink("utnd");
  unlink("utndd");
  putfile("utnd", "f", 1);
  mustfail(open("utnd/x", O_CREATE | O_RDWR), "create under a plain file");
  mustfail(open("utnd/x", O_RDONLY), "open under a plain file");
  mustfail(mkdir("utnd/x"), "mkdir under a plain file");
  mustfail(mkdir("utnd"), "mkdir over a plain file");
  mustfail(chdir("utnd"), "chdir to a plain file");
  mustfail(unlink("utnd/x"), "unlink under a plain file");
  mustfail(link("/README", "utnd/x"), "link under a plain file");
  mustfail(mkdir("ut-missing/sub"), "mkdir in a missing directory");

  mustok(mkdir("utndd"), "mkdir utndd");
  mustfail(open("utndd", O_CREATE | O_RDWR), "O_CREATE over a directory");
  mustfail(open("utndd", O_RDWR), "open of a directory for writing");
  mustfail(open("utndd", O_WRONLY), "open of a directory write-only");
  mustfail(unlink("."), "unlink of .");
  mustfail(unlink(".."), "unlink of ..");
  mustfail(unlink("/"), "unlink of /");
  mustfail(mkdir("/"), "mkdir of /");
  mustfail(mkdir("."), "mkdir of .");
  xunlink("utndd");
  xunlink("utnd");
}

static void
t_dirread(void)
{
  struct stat dst, fst;
  int dot = 0, dotdot = 0, x = 0;

  unlink("utdr/x");
  unlink("utdr");
  mustok(mkdir("utdr"), "mkdir utdr");
  putfile("utdr/x", "x", 1);
  xstat("utdr", &dst);
  xstat("utdr/x", &fst);
  if (dst.type != T_DIR)
    FAIL("utdr has type %d, expected %d", dst.type, T_DIR);
  if (fst.type != T_FILE)
    FAIL("utdr/x has type %d, expected %d", fst.type, T_FILE);
  if (dst.size % sizeof(struct dirent) != 0 || dst.size < 3 * sizeof(struct dirent))
    FAIL("a directory with three entries has size %d", (int)dst.size);

  int n = readdir("utdr");
  musteq(n, 3, "entries in a directory holding one file");
  for (int i = 0; i < n; i++) {
    if (named(&ents[i], ".")) {
      dot++;
      musteq(ents[i].inum, dst.ino, "inode of the . entry");
    } else if (named(&ents[i], "..")) {
      dotdot++;
      musteq(ents[i].inum, ROOTINO, "inode of the .. entry");
    } else if (named(&ents[i], "x")) {
      x++;
      musteq(ents[i].inum, fst.ino, "inode of the entry for x");
    } else {
      FAIL("utdr lists an entry that nobody made");
    }
  }
  if (dot != 1 || dotdot != 1 || x != 1)
    FAIL("utdr lists . %d times, .. %d times, x %d times", dot, dotdot, x);

  int fd = xopen("utdr", O_RDONLY);
  mustfail(write(fd, "zz", 2), "write to a directory");
  struct stat st;
  mustok(fstat(fd, &st), "fstat of a directory");
  musteq(st.ino, dst.ino, "inode from fstat of a directory");
  close(fd);
  xunlink("utdr/x");
  xunlink("utdr");
}

static void
t_maxfile(void)
{
  struct stat st;

  unlink("utbig");
  int fd = xopen("utbig", O_CREATE | O_RDWR);
  for (int b = 0; b < MAXFILE; b++) {
    fill(buf, BSIZE, b, 0);
    int r = write(fd, buf, BSIZE);
    if (r != BSIZE)
      FAIL("write of block %d of %d gave %d", b, (int)MAXFILE, r);
  }
  int r = write(fd, "z", 1);
  if (r > 0)
    FAIL("a write past MAXFILE blocks gave %d", r);
  mustok(fstat(fd, &st), "fstat");
  musteq(st.size, MAXFILE * BSIZE, "size of the largest file");
  close(fd);

  fd = xopen("utbig", O_RDONLY);
  for (int b = 0; b < MAXFILE; b++) {
    xread(fd, rbuf, BSIZE, "utbig");
    verify(rbuf, BSIZE, b, 0, "a block of the largest file");
  }
  musteq(read(fd, rbuf, 1), 0, "read at the end of the largest file");
  close(fd);
  xunlink("utbig");
}

static void
t_hugewrite(void)
{
  int n = 20 * BSIZE;

  unlink("uthw");
  fill(buf, n + 100, 11, 0);
  int fd = xopen("uthw", O_CREATE | O_RDWR);
  xwrite(fd, buf, 100, "uthw");
  xwrite(fd, buf + 100, n, "one write of 20 blocks");
  close(fd);

  fd = xopen("uthw", O_RDONLY);
  memset(rbuf, 0, n + 100);
  xread(fd, rbuf, n + 100, "one read of the whole file");
  verify(rbuf, n + 100, 11, 0, "uthw");
  musteq(read(fd, rbuf, 1), 0, "read at the end of uthw");
  close(fd);
  xunlink("uthw");
}

static void
t_parallelwrite(void)
{
  char name[16];
  int nb = 20;   // blocks per file: the whole file fits in rbuf

  for (int k = 0; k < 4; k++) {
    nname(name, "utpw", k);
    unlink(name);
  }
  for (int k = 0; k < 4; k++) {
    if (xfork() == 0) {
      nname(name, "utpw", k);
      int fd = xopen(name, O_CREATE | O_WRONLY);
      for (int b = 0; b < nb; b++) {
        fill(buf, BSIZE, 20 + k, b * BSIZE);
        xwrite(fd, buf, BSIZE, name);
      }
      close(fd);
      exit(0);
    }
  }
  reapall(4, "parallel writer");
  for (int k = 0; k < 4; k++) {
    nname(name, "utpw", k);
    int fd = xopen(name, O_RDONLY);
    xread(fd, rbuf, nb * BSIZE, name);
    verify(rbuf, nb * BSIZE, 20 + k, 0, name);
    musteq(read(fd, rbuf, 1), 0, "read at the end of a file");
    close(fd);
    xunlink(name);
  }
}

// Several processes create, remove and link the same names in one
// directory at once.  Afterwards the directory must be consistent.
#define SDN 30
static char sdname[2 * SDN][8];
static int sdseen[2 * SDN];

static void
t_sharedir(void)
{
  char nm[DIRSIZ + 1];

  for (int i = 0; i < SDN; i++) {
    nname(sdname[i], "e", i);
    nname(sdname[SDN + i], "l", i);
  }
  if (chdir("utsd") == 0) {
    for (int i = 0; i < 2 * SDN; i++)
      unlink(sdname[i]);
    chdir("/");
    unlink("utsd");
  }
  mustok(mkdir("utsd"), "mkdir utsd");

  for (int k = 0; k < 3; k++) {
    if (xfork() == 0) {
      if (chdir("utsd") < 0)
        exit(1);
      for (int round = 0; round < 3; round++) {
        for (int i = 0; i < SDN; i++) {
          int j = (k & 1) ? SDN - 1 - i : i;
          switch ((j * 5 + k * 3 + round) % 4) {
          case 0:
          case 1: {
            int fd = open(sdname[j], O_CREATE | O_RDWR);
            if (fd < 0)
              FAIL("worker %d could not create %s", k, sdname[j]);
            write(fd, &k, 1);
            close(fd);
            break;
          }
          case 2:
            unlink(sdname[j]);
            break;
          case 3:
            link(sdname[j], sdname[SDN + j]);
            break;
          }
        }
      }
      exit(0);
    }
  }
  reapall(3, "worker in a shared directory");

  int n = readdir("utsd");
  for (int i = 0; i < 2 * SDN; i++)
    sdseen[i] = 0;
  for (int e = 0; e < n; e++) {
    if (named(&ents[e], ".") || named(&ents[e], ".."))
      continue;
    int i;
    for (i = 0; i < 2 * SDN; i++)
      if (named(&ents[e], sdname[i]))
        break;
    memmove(nm, ents[e].name, DIRSIZ);
    nm[DIRSIZ] = 0;
    if (i == 2 * SDN)
      FAIL("utsd lists \"%s\", which no worker made", nm);
    if (sdseen[i]++)
      FAIL("utsd lists %s more than once", nm);
  }
  mustok(chdir("utsd"), "chdir utsd");
  checklinks(sdname, 2 * SDN, sdseen);
  for (int i = 0; i < 2 * SDN; i++)
    if (sdseen[i])
      xunlink(sdname[i]);
  mustok(chdir("/"), "chdir /");
  musteq(readdir("utsd"), 2, "entries left in utsd after removing the files");
  xunlink("utsd");
}

// Three processes link and unlink three names at random.
static char lcname[3][8] = { "c0", "c1", "c2" };

static void
t_linkchurn(void)
{
  if (chdir("utlc") == 0) {
    for (int i = 0; i < 3; i++)
      unlink(lcname[i]);
    chdir("/");
    unlink("utlc");
  }
  mustok(mkdir("utlc"), "mkdir utlc");
  for (int k = 0; k < 3; k++) {
    if (xfork() == 0) {
      uint seed = 12345 + 777 * k;
      if (chdir("utlc") < 0)
        exit(1);
      for (int it = 0; it < 150; it++) {
        uint r = nextrand(&seed);
        char *a = lcname[r % 3], *b = lcname[(r / 3) % 3];
        int fd;
        switch ((r / 9) % 4) {
        case 0:
          if ((fd = open(a, O_CREATE | O_RDWR)) >= 0)
            close(fd);
          break;
        case 1:
          link(a, b);
          break;
        case 2:
          unlink(a);
          break;
        case 3:
          if ((fd = open(a, O_RDONLY)) >= 0)
            close(fd);
          break;
        }
      }
      exit(0);
    }
  }
  reapall(3, "process linking and unlinking");
  mustok(chdir("utlc"), "chdir utlc");
  checklinks(lcname, 3, 0);
  for (int i = 0; i < 3; i++)
    unlink(lcname[i]);
  mustok(chdir("/"), "chdir /");
  musteq(readdir("utlc"), 2, "entries left in utlc");
  xunlink("utlc");
}

// Three processes make and remove directories while looking up paths
// through them, ".." included.
static void
dirchurnclean(void)
{
  char p[32];
  for (int d = 0; d < 4; d++) {
    nname(p, "utdc/d", d);
    int n = strlen(p);
    strcpy(p + n, "/f");
    unlink(p);
    strcpy(p + n, "/s");
    unlink(p);
    p[n] = 0;
    unlink(p);
  }
}

static void
t_dirchurn(void)
{
  char p[32];

  dirchurnclean();
  unlink("utdc");
  mustok(mkdir("utdc"), "mkdir utdc");
  for (int k = 0; k < 3; k++) {
    if (xfork() == 0) {
      uint seed = 999 + 31 * k;
      if (chdir("utdc") < 0)
        exit(1);
      for (int it = 0; it < 100; it++) {
        uint r = nextrand(&seed);
        nname(p, "d", r % 4);
        int n = strlen(p), fd;
        switch ((r / 4) % 6) {
        case 0:
          mkdir(p);
          break;
        case 1:
          strcpy(p + n, "/s");
          mkdir(p);
          break;
        case 2:
          strcpy(p + n, "/s/../f");
          if ((fd = open(p, O_CREATE | O_RDWR)) >= 0)
            close(fd);
          break;
        case 3:
          strcpy(p + n, "/f");
          unlink(p);
          strcpy(p + n, "/s");
          unlink(p);
          break;
        case 4:
          unlink(p);
          break;
        case 5:
          if (chdir(p) == 0) {
            if ((fd = open("../d00/./f", O_RDONLY)) >= 0)
              close(fd);
            if (chdir("/utdc") < 0)
              exit(2);
          }
          break;
        }
      }
      exit(0);
    }
  }
  reapall(3, "process churning directories");
  dirchurnclean();
  musteq(readdir("utdc"), 2, "entries left in utdc");
  xunlink("utdc");
}

static void
t_manylinks(void)
{
  char name[24];
  struct stat st;
  int n = 100;

  for (int i = 0; i < n; i++) {
    nname(name, "utml/n", i);
    unlink(name);
    nname(name, "utml/m", i);
    unlink(name);
  }
  unlink("utml/base");
  unlink("utml");

  mustok(mkdir("utml"), "mkdir utml");
  putfile("utml/base", "b", 1);
  for (int i = 0; i < n; i++) {
    nname(name, "utml/n", i);
    mustok(link("utml/base", name), "link to utml/base");
  }
  xstat("utml/base", &st);
  musteq(st.nlink, n + 1, "link count of a file with many names");
  xstat("utml", &st);
  if (st.size < (n + 3) * sizeof(struct dirent))
    FAIL("utml has %d entries but size %d", n + 3, (int)st.size);

  // Remove every other name, then fill the gaps with new files.
  for (int i = 0; i < n; i += 2) {
    nname(name, "utml/n", i);
    xunlink(name);
  }
  for (int i = 0; i < n / 2; i++) {
    nname(name, "utml/m", i);
    putfile(name, "m", 1);
  }
  for (int i = 1; i < n; i += 2) {
    nname(name, "utml/n", i);
    samefile(name, "b", 1);
  }
  xstat("utml/base", &st);
  musteq(st.nlink, n / 2 + 1, "link count after removing half the names");

  for (int i = 0; i < n; i++) {
    if (i % 2) {
      nname(name, "utml/n", i);
      xunlink(name);
    }
    if (i < n / 2) {
      nname(name, "utml/m", i);
      samefile(name, "m", 1);
      xunlink(name);
    }
  }
  xstat("utml/base", &st);
  musteq(st.nlink, 1, "link count after removing the other names");
  xunlink("utml/base");
  xunlink("utml");
}

// =====================================================================
// File descriptors

static void
t_fdlimit(void)
{
  int fds[NOFILE + 5], inuse = 0, got, p[2];

  for (int i = 0; i < NOFILE; i++) {
    int d = dup(i);
    if (d >= 0) {
      inuse++;
      close(d);
    }
  }
  for (got = 0; got < NOFILE + 5; got++) {
    int fd = open("/README", O_RDONLY);
    if (fd < 0)
      break;
    fds[got] = fd;
  }
  if (inuse + got != NOFILE)
    FAIL("opened %d files with %d descriptors in use; NOFILE is %d",
         got, inuse, NOFILE);
  mustfail(dup(0), "dup with every descriptor in use");
  mustfail(pipe(p), "pipe with every descriptor in use");
  mustfail(open("/", O_RDONLY), "open with every descriptor in use");

  // With one free, pipe still fails, and must not keep it.
  close(fds[got - 1]);
  mustfail(pipe(p), "pipe with one descriptor free");
  int fd = open("/README", O_RDONLY);
  musteq(fd, fds[got - 1], "descriptor from open after a failed pipe");
  for (int i = 0; i < got; i++)
    close(fds[i]);
  mustfail(close(fds[0]), "close of a closed descriptor");
  mustok(pipe(p), "pipe once the descriptors are closed");
  close(p[0]);
  close(p[1]);
}

static void
t_filetable(void)
{
  int cnt[2], go[2], kids = 12, total = 0;

  mustok(pipe(cnt), "pipe");
  mustok(pipe(go), "pipe");
  for (int k = 0; k < kids; k++) {
    if (xfork() == 0) {
      int n = 0;
      char c;
      close(cnt[0]);
      close(go[1]);
      while (open("/README", O_RDONLY) >= 0)
        n++;
      write(cnt[1], &n, sizeof n);
      read(go[0], &c, 1);   // hold the files until the parent is done
      exit(0);
    }
  }
  close(cnt[1]);
  close(go[0]);
  for (int k = 0; k < kids; k++) {
    int n;
    xread(cnt[0], &n, sizeof n, "count from a child");
    total += n;
  }
  if (total > NFILE)
    FAIL("children held %d open files at once; NFILE is %d", total, NFILE);
  close(go[1]);
  close(cnt[0]);
  reapall(kids, "child filling the file table");

  // Every file is free again.
  int pid = xfork();
  if (pid == 0) {
    int n = 0;
    while (open("/README", O_RDONLY) >= 0)
      n++;
    exit(n);
  }
  int n = reap(pid);
  if (n < NOFILE - 3)
    FAIL("after the others exited, a child could open only %d files", n);
}

static void
t_dupshare(void)
{
  char c[4];

  unlink("utdu");
  int fd = xopen("utdu", O_CREATE | O_RDWR);
  int d = mustok(dup(fd), "dup");
  if (d == fd)
    FAIL("dup gave back the same descriptor %d", fd);
  xwrite(fd, "ab", 2, "utdu");
  xwrite(d, "cd", 2, "a dup of utdu");
  int pid = xfork();
  if (pid == 0) {
    xwrite(d, "ef", 2, "an inherited descriptor");
    exit(0);
  }
  reapok(pid, "child writing through an inherited descriptor");
  xwrite(fd, "gh", 2, "utdu");
  close(fd);
  xwrite(d, "ij", 2, "a dup after the original was closed");
  close(d);
  samefile("utdu", "abcdefghij", 10);

  // Reading shares the offset too.
  fd = xopen("utdu", O_RDONLY);
  d = mustok(dup(fd), "dup");
  xread(fd, c, 2, "utdu");
  xread(d, c + 2, 2, "a dup of utdu");
  if (memcmp(c, "abcd", 4) != 0)
    FAIL("reads through a descriptor and its dup do not share the offset");
  close(fd);
  close(d);
  xunlink("utdu");
}

static void
t_badfd(void)
{
  static int fds[] = { -1, NOFILE, NOFILE + 1, 1000, -1000 };
  struct stat st;
  char c;

  for (int i = 0; i < sizeof fds / sizeof fds[0]; i++) {
    mustfail(read(fds[i], &c, 1), "read from a descriptor out of range");
    mustfail(write(fds[i], "x", 1), "write to a descriptor out of range");
    mustfail(close(fds[i]), "close of a descriptor out of range");
    mustfail(fstat(fds[i], &st), "fstat of a descriptor out of range");
    mustfail(dup(fds[i]), "dup of a descriptor out of range");
  }
  int fd = xopen("/README", O_RDONLY);
  close(fd);
  mustfail(read(fd, &c, 1), "read from a closed descriptor");
  mustfail(write(fd, "x", 1), "write to a closed descriptor");
  mustfail(fstat(fd, &st), "fstat of a closed descriptor");
  mustfail(dup(fd), "dup of a closed descriptor");
  mustfail(close(fd), "close of a closed descriptor");
}

// =====================================================================
// kill

static void
t_killspin(void)
{
  int pid = xfork();
  if (pid == 0) {
    volatile int x = 0;
    for (;;)
      x++;
  }
  sleep(2);
  musteq(kill(pid), 0, "kill of a spinning child");
  musteq(reap(pid), -1, "exit status of a killed child");

  // A process may kill itself.
  pid = xfork();
  if (pid == 0) {
    kill(getpid());
    volatile int x = 0;
    for (;;)
      x++;
  }
  musteq(reap(pid), -1, "exit status of a child that killed itself");
}

static void
t_killsleep(void)
{
  int pid = xfork();
  if (pid == 0) {
    sleep(300);
    exit(0);
  }
  sleep(2);
  int t0 = uptime();
  musteq(kill(pid), 0, "kill of a sleeping child");
  musteq(reap(pid), -1, "exit status of a killed sleeper");
  int t = uptime() - t0;
  if (t > 100)
    FAIL("a sleeping child took %d ticks to die after kill", t);
}

static void
t_killpipe(void)
{
  int p[2];

  // Blocked reading an empty pipe.
  mustok(pipe(p), "pipe");
  int pid = xfork();
  if (pid == 0) {
    char c;
    close(p[1]);
    read(p[0], &c, 1);
    exit(0);
  }
  sleep(2);
  musteq(kill(pid), 0, "kill of a reader");
  musteq(reap(pid), -1, "exit status of a killed reader");
  close(p[0]);
  close(p[1]);

  // Blocked writing a full pipe.
  mustok(pipe(p), "pipe");
  pid = xfork();
  if (pid == 0) {
    close(p[0]);
    write(p[1], buf, sizeof buf);
    exit(0);
  }
  sleep(2);
  musteq(kill(pid), 0, "kill of a writer");
  musteq(reap(pid), -1, "exit status of a killed writer");
  close(p[0]);
  close(p[1]);
}

static void
t_killwaiter(void)
{
  int hold[2], gone[2];
  char c;

  // The child waits for a grandchild that waits on a pipe.
  mustok(pipe(hold), "pipe");
  mustok(pipe(gone), "pipe");
  int pid = xfork();
  if (pid == 0) {
    int g = fork();
    if (g < 0)
      exit(1);
    if (g == 0) {
      close(hold[1]);
      close(gone[0]);
      read(hold[0], &c, 1);
      exit(0);
    }
    wait(0);
    exit(0);
  }
  close(hold[0]);
  close(gone[1]);
  sleep(2);
  musteq(kill(pid), 0, "kill of a waiting child");
  musteq(reap(pid), -1, "exit status of a killed waiter");

  // Let the grandchild go, and see it exit.
  close(hold[1]);
  musteq(read(gone[0], &c, 1), 0, "read until the grandchild exits");
  close(gone[0]);
}

static void
t_killgone(void)
{
  int pid = xfork();
  if (pid == 0)
    exit(0);
  reapok(pid, "child");
  mustfail(kill(pid), "kill of a child already reaped");
  mustfail(kill(-1), "kill(-1)");
  mustfail(kill(1000000), "kill of a pid never used");
}

// =====================================================================
// Time

static void
t_clock(void)
{
  int t0 = uptime(), i;

  for (i = 0; i < 5000000 && uptime() == t0; i++)
    ;
  if (uptime() == t0)
    FAIL("uptime stayed at %d", t0);

  int prev = uptime();
  for (i = 0; i < 1000; i++) {
    int now = uptime();
    if (now < prev)
      FAIL("uptime went back from %d to %d", prev, now);
    prev = now;
  }

  musteq(sleep(0), 0, "sleep(0)");
  t0 = uptime();
  musteq(sleep(5), 0, "sleep(5)");
  int t = uptime() - t0;
  if (t < 5 || t > 200)
    FAIL("sleep(5) took %d ticks", t);
}

// =====================================================================
// Slow tests: running out of things

// Fork until fork fails; every child waits for the pipe to close.
static int
storm(void)
{
  int p[2], n = 0;

  mustok(pipe(p), "pipe");
  for (;;) {
    int pid = fork();
    if (pid < 0)
      break;
    if (pid == 0) {
      char c;
      close(p[1]);
      read(p[0], &c, 1);
      exit(0);
    }
    if (++n > NPROC)
      FAIL("fork worked %d times; NPROC is %d", n, NPROC);
  }
  close(p[0]);
  close(p[1]);
  reapall(n, "storm child");
  mustfail(wait(0), "wait after reaping the storm");
  if (n < NPROC / 2)
    FAIL("fork failed after only %d children", n);
  return n;
}

static void
t_forkstorm(void)
{
  int first = storm();
  sleep(2);
  int second = storm();
  if (second < first)
    FAIL("the first storm had %d children, the second %d", first, second);
}

static void
t_sbrkall(void)
{
  char *start = sbrk(0);
  int pages = hog(1);

  if (pages < 1000)
    FAIL("sbrk failed after only %d pages", pages);

  // With no memory left, the kernel has to say no, not break.
  int pid = fork();
  if (pid == 0)
    exit(0);
  if (pid > 0)
    reap(pid);
  int p[2];
  if (pipe(p) == 0) {
    close(p[0]);
    close(p[1]);
  }
  int fd = open("/README", O_RDONLY);
  if (fd >= 0) {
    read(fd, start, 10);
    close(fd);
  }

  if (sbrk(-pages * PGSIZE) == (char *)-1 || sbrk(0) != start)
    FAIL("could not give back %d pages", pages);
  char *a = sbrk(pages * PGSIZE);
  if (a != start)
    FAIL("could not get back the %d pages just given back", pages);
  for (int i = 0; i < pages; i++)
    a[i * PGSIZE] = 1;
  sbrk(-pages * PGSIZE);
}

static void
t_oomexec(void)
{
  static int spare[] = { 0, 1, 2, 3, 4, 6, 8, 16, 32 };

  for (int i = 0; i < sizeof spare / sizeof spare[0]; i++) {
    int pid = xfork();
    if (pid == 0) {
      char *argv[] = { "echo", "oom", 0 };
      int pages = hog(0);
      if (pages > spare[i])
        sbrk(-spare[i] * PGSIZE);
      close(1);   // whatever echo says goes nowhere
      exec("/echo", argv);
      exit(0);    // failing for lack of memory is fine
    }
    int st = reap(pid);
    if (st != 0)
      FAIL("exec with %d pages free: status %d", spare[i], st);
  }
}

static void
t_fillfs(void)
{
  char name[16];
  int files = 0, blocks = 0, full = 0;

  for (int i = 0; i < 40; i++) {
    nname(name, "utff", i);
    unlink(name);
  }
  fill(buf, BSIZE, 9, 0);
  while (!full && files < 40) {
    nname(name, "utff", files);
    int fd = open(name, O_CREATE | O_WRONLY);
    if (fd < 0)
      break;
    files++;
    int b;
    for (b = 0; b < MAXFILE; b++)
      if (write(fd, buf, BSIZE) != BSIZE) {
        full = 1;
        break;
      }
    blocks += b;
    close(fd);
  }
  if (!full)
    FAIL("wrote %d blocks in %d files and the disk is not full", blocks, files);
  if (blocks < 100)
    FAIL("the disk filled after only %d blocks", blocks);
  for (int i = 0; i < files; i++) {
    nname(name, "utff", i);
    xunlink(name);
  }

  // The space is there again.
  int want = blocks / 2 < 200 ? blocks / 2 : 200;
  int fd = xopen("utff00", O_CREATE | O_WRONLY);
  for (int b = 0; b < want; b++)
    xwrite(fd, buf, BSIZE, "a file after the disk was emptied");
  close(fd);
  xunlink("utff00");
}

static void
t_fillinodes(void)
{
  char name[16];
  int n;

  for (n = 0; ; n++) {
    nname(name, "utfi", n);
    int fd = open(name, O_CREATE | O_RDWR);
    if (fd < 0)
      break;
    close(fd);
    if (n > 1000)
      FAIL("made %d files without running out of inodes", n);
  }
  if (n < 50)
    FAIL("ran out of inodes after only %d files", n);
  for (int i = 0; i < n; i++) {
    nname(name, "utfi", i);
    xunlink(name);
  }
  putfile("utfi", "again", 5);
  xunlink("utfi");
}

// =====================================================================
// The table and the runner

struct utest {
  void (*run)(void);
  char *name;
  int quick;     // part of the -q subset
};

static struct utest tests[] = {
  { t_forkwait,      "forkwait",      1 },
  { t_exitcodes,     "exitcodes",     1 },
  { t_waitnone,      "waitnone",      1 },
  { t_orphans,       "orphans",       1 },
  { t_forkparallel,  "forkparallel",  1 },
  { t_pids,          "pids",          1 },
  { t_execmissing,   "execmissing",   1 },
  { t_execbadelf,    "execbadelf",    1 },
  { t_execargs,      "execargs",      1 },
  { t_execbadptr,    "execbadptr",    1 },
  { t_exececho,      "exececho",      1 },
  { t_pipedata,      "pipedata",      1 },
  { t_pipeeof,       "pipeeof",       1 },
  { t_pipebroken,    "pipebroken",    1 },
  { t_pipemany,      "pipemany",      1 },
  { t_sbrkgrow,      "sbrkgrow",      1 },
  { t_sbrkshrink,    "sbrkshrink",    1 },
  { t_sbrkhuge,      "sbrkhuge",      1 },
  { t_sbrkreuse,     "sbrkreuse",     1 },
  { t_forkcopy,      "forkcopy",      1 },
  { t_badbuf,        "badbuf",        1 },
  { t_badpath,       "badpath",       1 },
  { t_badmisc,       "badmisc",       1 },
  { t_kernelpeek,    "kernelpeek",    1 },
  { t_stackguard,    "stackguard",    1 },
  { t_filebasic,     "filebasic",     1 },
  { t_unlinkopen,    "unlinkopen",    1 },
  { t_truncate,      "truncate",      1 },
  { t_links,         "links",         1 },
  { t_dirbasic,      "dirbasic",      1 },
  { t_dotdot,        "dotdot",        1 },
  { t_deeppath,      "deeppath",      1 },
  { t_namelen,       "namelen",       1 },
  { t_notdir,        "notdir",        1 },
  { t_dirread,       "dirread",       1 },
  { t_maxfile,       "maxfile",       1 },
  { t_hugewrite,     "hugewrite",     1 },
  { t_parallelwrite, "parallelwrite", 1 },
  { t_sharedir,      "sharedir",      1 },
  { t_linkchurn,     "linkchurn",     1 },
  { t_dirchurn,      "dirchurn",      1 },
  { t_manylinks,     "manylinks",     1 },
  { t_fdlimit,       "fdlimit",       1 },
  { t_filetable,     "filetable",     1 },
  { t_dupshare,      "dupshare",      1 },
  { t_badfd,         "badfd",         1 },
  { t_killspin,      "killspin",      1 },
  { t_killsleep,     "killsleep",     1 },
  { t_killpipe,      "killpipe",      1 },
  { t_killwaiter,    "killwaiter",    1 },
  { t_killgone,      "killgone",      1 },
  { t_clock,         "clock",         1 },
  { t_forkstorm,     "forkstorm",     0 },
  { t_sbrkall,       "sbrkall",       0 },
  { t_oomexec,       "oomexec",       0 },
  { t_fillfs,        "fillfs",        0 },
  { t_fillinodes,    "fillinodes",    0 },
  { 0, 0, 0 },
};

// Run one test in a child; 1 if it passed.
static int
runtest(struct utest *t)
{
  int st = 0;

  tname = t->name;
  int pid = fork();
  if (pid < 0) {
    printf("test %s: FAILED\n  %s: could not fork to run it\n", t->name, t->name);
    return 0;
  }
  if (pid == 0) {
    if (chdir("/") < 0)
      FAIL("chdir / failed");
    t->run();
    exit(0);
  }
  if (wait(&st) != pid) {
    printf("test %s: FAILED\n  %s: wait did not return the test process\n",
           t->name, t->name);
    return 0;
  }
  tname = "usertests";
  if (st == 0) {
    printf("test %s: OK\n", t->name);
    return 1;
  }
  printf("test %s: FAILED\n", t->name);
  if (st == -1)
    printf("  %s: the test process was killed (exit status -1)\n", t->name);
  else if (st != 1)
    printf("  %s: the test process exited with status %d\n", t->name, st);
  return 0;
}

int
main(int argc, char *argv[])
{
  int quick = 0, failed = 0;
  char *only = 0;
  struct utest *t;

  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "-q") == 0)
      quick = 1;
    else if (argv[i][0] != '-' && only == 0)
      only = argv[i];
    else {
      fprintf(2, "usage: usertests [-q] [testname]\n");
      exit(1);
    }
  }
  if (only) {
    for (t = tests; t->name; t++)
      if (strcmp(t->name, only) == 0)
        break;
    if (t->name == 0) {
      fprintf(2, "usertests: there is no test called %s\n", only);
      exit(1);
    }
  }

  printf("usertests starting\n");
  int before = freepages();
  for (t = tests; t->name; t++) {
    if (only ? strcmp(only, t->name) != 0 : quick && !t->quick)
      continue;
    if (!runtest(t))
      failed++;
  }

  // Processes that were orphaned may still be on their way out, so give
  // the count a few chances to come back up.
  int after = freepages();
  for (int i = 0; i < 5 && after < before; i++) {
    sleep(10);
    after = freepages();
  }
  if (before < 0 || after < 0) {
    printf("test freemem: FAILED\n  freemem: could not count the free pages\n");
    failed++;
  } else if (after < before) {
    printf("test freemem: FAILED\n  freemem: %d pages free before the tests, "
           "%d after: %d lost\n", before, after, before - after);
    failed++;
  } else {
    printf("test freemem: OK\n");
  }

  if (failed) {
    printf("SOME TESTS FAILED\n");
    exit(1);
  }
  printf("ALL TESTS PASSED\n");
  exit(0);
}
