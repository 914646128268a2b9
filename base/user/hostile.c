// hostile: user programs that try to make the kernel panic, one probe
// each.  A probe passes when every hostile call gets the error it must
// (-1, or the offending process killed), the kernel goes on, and no
// memory is lost.
//
//   hostile PROBE              one probe: deldir, killinit, itable,
//                              links, bcache, textwrite or fstat
//   hostile all                every probe above, in that order
//   hostile fuzz SECS [SEED]   random system calls with hostile
//                              arguments, from forked children, for
//                              about SECS seconds
//
// Prints "hostile: PROBE: OK" or "hostile: PROBE: FAIL why" for each
// probe, the free pages before and after, and "hostile: ALL OK" or
// "hostile: N FAILED".  Run it from the shell on an otherwise idle
// system: the probes fill kernel tables that other processes need too,
// and the leak check counts free pages.
#include "kernel/types.h"
#include "kernel/stat.h"
#include "kernel/fcntl.h"
#include "kernel/param.h"
#include "kernel/fs.h"
#include "kernel/riscv.h"
#include "kernel/memlayout.h"
#include "kernel/syscall.h"
#include "user/user.h"

static int failures;

// Write the decimal digits of n (not negative) at s; returns the end.
static char *
put_uint(char *s, uint n)
{
  char digits[12];
  int len = 0;

  do {
    digits[len++] = '0' + n % 10;
    n /= 10;
  } while (n);
  while (len > 0)
    *s++ = digits[--len];
  *s = 0;
  return s;
}

// s = prefix followed by the decimal n, e.g. name_of(s, "/hit/d", 7).
static void
name_of(char *s, char *prefix, uint n)
{
  strcpy(s, prefix);
  put_uint(s + strlen(s), n);
}

// Reap every child; returns how many there were.
static int
reap_all(void)
{
  int n = 0;

  while (wait(0) >= 0)
    n++;
  return n;
}

// Reap the n children in pids, in whatever order they end, and put
// their exit statuses in the same places of status.
static void
reap_statuses(int *pids, int *status, int n)
{
  int st;

  for (int i = 0; i < n; i++)
    status[i] = -1;
  for (int pid; (pid = wait(&st)) >= 0; )
    for (int i = 0; i < n; i++)
      if (pids[i] == pid)
        status[i] = st;
}

// ---------------------------------------------------------------------
// deldir: a process whose working directory has been removed.

static char *
probe_deldir(void)
{
  char *why = 0;
  int fd;

  unlink("/hdel/c");    // leftovers of an interrupted run
  unlink("/hdel");
  if (mkdir("/hdel") < 0 || mkdir("/hdel/c") < 0)
    return "cannot make /hdel/c";
  if (chdir("/hdel/c") < 0) {
    why = "cannot chdir to /hdel/c";
    goto out;
  }
  int child_gone = unlink("/hdel/c") == 0;
  int parent_gone = unlink("/hdel") == 0;
  if (!child_gone) {
    // Refusing to remove a busy directory is a fair answer too.
    printf("hostile: deldir: unlink of the working directory refused\n");
    goto out;
  }
  if (!parent_gone) {
    why = "unlink /hdel failed once its only entry was gone";
    goto out;
  }

  // No name leads here any more: ".." may be a freed inode, and
  // nothing new may be entered in a directory that is gone.
  if ((fd = open("..", O_RDONLY)) >= 0) {
    close(fd);
    why = "open(\"..\") in a removed directory succeeded";
  }
  if ((fd = open("f", O_CREATE | O_RDWR)) >= 0) {
    close(fd);
    unlink("f");
    why = "a file was created in a removed directory";
  }
  if (mkdir("d") == 0) {
    unlink("d");
    why = "mkdir succeeded in a removed directory";
  }

out:
  chdir("/");
  unlink("/hdel/c");
  unlink("/hdel");
  return why;
}

// ---------------------------------------------------------------------
// killinit: init cannot be killed, and keeps reaping orphans.

static char *
probe_killinit(void)
{
  if (kill(1) != -1)
    return "kill(1) did not return -1";
  sleep(2);   // a killed init would die at its next return to user space

  // Each round leaves an orphan that only init can reap; more rounds
  // than the process table has slots show that init still does.
  for (int i = 0; i < 2 * NPROC; i++) {
    int pid = fork();
    if (pid < 0) {
      sleep(10);   // init may be behind: give it time once
      pid = fork();
    }
    if (pid < 0)
      return "fork failed: are orphans still reaped?";
    if (pid == 0)
      exit(fork() < 0 ? 1 : 0);   // the grandchild exits with 0 at once
    int status = -1;
    if (wait(&status) != pid || status != 0)
      return "a child could not fork: orphans are not reaped";
  }
  return 0;
}

// Fork n children, each running child(i, ready, go), which must not
// return: a child writes one byte to ready once it is set, then reads
// go, which reaches end of file when the parent closes its end, so all
// of them go at once.  Returns how many were forked (fewer than n if
// fork failed), or -1 if there are no pipes; *ready_fd gets the read
// end of ready, *go_fd the write end of go.
static int
fork_held(int n, void (*child)(int, int, int), int *ready_fd, int *go_fd)
{
  int ready[2], go[2], kids;

  if (pipe(ready) < 0)
    return -1;
  if (pipe(go) < 0) {
    close(ready[0]);
    close(ready[1]);
    return -1;
  }
  for (kids = 0; kids < n; kids++) {
    int pid = fork();
    if (pid < 0)
      break;
    if (pid == 0) {
      close(ready[0]);
      close(go[1]);
      child(kids, ready[1], go[0]);
    }
  }
  close(ready[1]);
  close(go[0]);
  *ready_fd = ready[0];
  *go_fd = go[1];
  return kids;
}

// ---------------------------------------------------------------------
// itable: more working directories at once than in-memory inodes.

#define ITABLE_KIDS 60

// A child of probe_itable: make and enter directory i, say how that
// went, hold it until the parent closes go, then remove it.
static void
itable_child(int i, int ready, int go)
{
  char name[16], c = 'k';

  name_of(name, "/hit/d", i);
  if (mkdir(name) < 0)
    c = 'm';
  else if (chdir(name) < 0)
    c = 'c';
  write(ready, &c, 1);
  read(go, &c, 1);   // end of file when the parent closes its end
  chdir("/");        // / is always in the table: this cannot fail
  unlink(name);
  exit(0);
}

static char *
probe_itable(void)
{
  int ready, go, kids, failed = 0, made = 0, left = 0;
  char name[16], c;

  if (mkdir("/hit") < 0)
    return "cannot make /hit";
  if ((kids = fork_held(ITABLE_KIDS, itable_child, &ready, &go)) < 0)
    return "pipe failed";
  for (int i = 0; i < kids && read(ready, &c, 1) == 1; i++) {
    failed += c != 'k';
    made += c != 'm';
  }
  close(go);   // all of them go at once
  close(ready);
  int reaped = reap_all();

  // Whatever a child could not remove, remove now; then nothing may be left.
  for (int i = 0; i < ITABLE_KIDS; i++) {
    name_of(name, "/hit/d", i);
    unlink(name);
    left += open(name, O_RDONLY) >= 0;
  }
  int top = unlink("/hit");
  printf("hostile: itable: %d children, %d could not mkdir or chdir, %d directories made\n",
         kids, failed, made);
  if (kids < ITABLE_KIDS)
    return "fork failed";
  if (reaped != kids)
    return "not every child was reaped";
  if (failed == 0)
    return "no mkdir or chdir failed with more directories in use than NINODE";
  if (left > 0 || top < 0)
    return "the directories made could not all be removed";
  return 0;
}

// ---------------------------------------------------------------------
// links: link one file until the kernel refuses, then undo it all.
//
// Each link is a transaction, and the log commits at most three
// operations together: LINKERS children link at once.  Each works in
// directories of its own, small because every link and unlink scans
// the whole directory, with relative paths that skip the walk from /.
// A kernel without a limit lets nlink (a short) wrap after 32767
// links, which takes far too long here: such a kernel has no MAXLINK
// in kernel/param.h, and the probe fails at once.  A limit that does
// not work runs the linkers out of inodes for their directories.

#ifdef MAXLINK
#define LINK_LIMIT MAXLINK
#else
#define LINK_LIMIT 0        // none
#endif

#define LINKERS         3
#define LINK_TRIES  40000   // over all linkers
#define LINK_SECONDS  300   // and a bound in time
// About 32 directories in all at the limit, of at least 32 names.
#define LINKS_PER_DIR (LINK_LIMIT / 32 > 32 ? LINK_LIMIT / 32 : 32)

// Directory k of linker j, in /hln: dJ_K.
static void
link_dir(char *s, int j, int k)
{
  name_of(s, "d", j);
  name_of(s + strlen(s), "_", k);
}

// A linker: link /hln/f until link fails or tries or time run out.
// Exits with 2 * links made, plus 1 if a link failed.
static void
linker(int j, int deadline)
{
  char name[16];
  int i;

  if (chdir("/hln") < 0)
    exit(0);
  for (i = 0; i < LINK_TRIES / LINKERS && uptime() < deadline; i++) {
    if (i % LINKS_PER_DIR == 0) {
      link_dir(name, j, i / LINKS_PER_DIR);
      if ((i > 0 && chdir("..") < 0) || mkdir(name) < 0 || chdir(name) < 0)
        exit(2 * i);
    }
    name_of(name, "", i);
    if (link("../f", name) < 0)
      exit(2 * i + 1);
  }
  exit(2 * i);
}

// An unlinker: remove the n links of linker j and their directories.
// Exits with the number of unlinks that failed.
static void
unlinker(int j, int n)
{
  char name[16];
  int bad = 0;

  if (chdir("/hln") < 0)
    exit(n + 1);
  // The last directory may hold no names, or not exist.
  for (int k = 0; k <= n / LINKS_PER_DIR; k++) {
    int first = k * LINKS_PER_DIR;
    int end = n < first + LINKS_PER_DIR ? n : first + LINKS_PER_DIR;
    link_dir(name, j, k);
    if (first < n) {
      if (chdir(name) < 0) {
        bad += end - first;
        continue;
      }
      for (int i = first; i < end; i++) {
        name_of(name, "", i);
        bad += unlink(name) < 0;
      }
      chdir("..");
      link_dir(name, j, k);
    }
    unlink(name);
  }
  exit(bad);
}

static char *
probe_links(void)
{
  int pids[LINKERS], status[LINKERS], made[LINKERS];
  int total = 0, refused = 0, bad_unlinks = 0, fd;
  struct stat st;
  char *why = 0;

  if (LINK_LIMIT == 0)
    return "kernel/param.h has no MAXLINK: links are not limited";
  if (mkdir("/hln") < 0)
    return "cannot make /hln";
  if ((fd = open("/hln/f", O_CREATE | O_RDWR)) < 0)
    return "cannot create /hln/f";
  close(fd);

  int deadline = uptime() + 10 * LINK_SECONDS;
  for (int j = 0; j < LINKERS; j++)
    if ((pids[j] = fork()) == 0)
      linker(j, deadline);
  reap_statuses(pids, status, LINKERS);
  for (int j = 0; j < LINKERS; j++) {
    made[j] = status[j] > 0 ? status[j] / 2 : 0;
    refused += status[j] > 0 && (status[j] & 1);
    total += made[j];
  }
  printf("hostile: links: link failed after %d new names (MAXLINK %d)\n", total, LINK_LIMIT);
  if (refused == 0)
    why = "link never failed";
  if (stat("/hln/f", &st) < 0 || st.nlink != total + 1) {
    printf("hostile: links: nlink %d, want %d\n", st.nlink, total + 1);
    why = "nlink does not count the names";
  }

  for (int j = 0; j < LINKERS; j++)
    if ((pids[j] = fork()) == 0)
      unlinker(j, made[j]);
  reap_statuses(pids, status, LINKERS);
  for (int j = 0; j < LINKERS; j++)
    bad_unlinks += status[j] == -1 ? 1 : status[j];
  bad_unlinks += unlink("/hln/f") < 0;
  if (bad_unlinks) {
    printf("hostile: links: %d unlinks failed\n", bad_unlinks);
    why = "an unlink failed";
  }
  if (unlink("/hln") < 0 && why == 0)
    why = "/hln is not empty after the unlinks";
  return why;
}

// ---------------------------------------------------------------------
// bcache: more readers waiting for the disk at once than buffers.
//
// Readers of one file take turns (the inode's lock is held across the
// disk read), so each reader has a file of its own.

#define BC_FILES  40   // readers; with the files open, well under NINODE inodes in use
#define BC_BLOCKS  2   // blocks each reads, one read() each
#define BC_FLUSH  30   // blocks written last, to push the readers' out of the cache

static char block[BC_FLUSH * BSIZE];

// A reader of probe_bcache: write file i, say so, wait for go, read
// it back block by block, and remove it.  Exits with 0 if all went well.
static void
bcache_reader(int i, int ready, int go)
{
  char name[16], c;
  int fd, got = 0;

  name_of(name, "/hbc/f", i);
  for (int b = 0; b < BC_BLOCKS; b++)
    block[b * BSIZE] = b;
  fd = open(name, O_CREATE | O_RDWR);
  c = fd >= 0 && write(fd, block, BC_BLOCKS * BSIZE) == BC_BLOCKS * BSIZE;
  if (fd >= 0) {
    close(fd);
    fd = open(name, O_RDONLY);
  }
  write(ready, &c, 1);
  read(go, &c, 1);   // end of file when the parent closes its end: go
  while (fd >= 0 && got < BC_BLOCKS && read(fd, block, BSIZE) == BSIZE && block[0] == got)
    got++;
  close(fd);
  unlink(name);
  exit(got == BC_BLOCKS ? 0 : 1);
}

static char *
probe_bcache(void)
{
  int ready, go, kids, ok = 0, status, fd;
  char c;
  char *why = 0;

  if (mkdir("/hbc") < 0)
    return "cannot make /hbc";
  if ((kids = fork_held(BC_FILES, bcache_reader, &ready, &go)) < 0)
    return "pipe failed";
  for (int i = 0; i < kids && read(ready, &c, 1) == 1; i++)
    if (!c)
      why = "a reader could not write its file";
  close(ready);
  // The readers' blocks must come from the disk, not from the cache.
  if ((fd = open("/hbc/flush", O_CREATE | O_RDWR)) < 0 ||
     write(fd, block, sizeof(block)) != sizeof(block))
    why = "cannot write /hbc/flush";
  close(fd);
  close(go);   // go
  while (wait(&status) >= 0)
    ok += status == 0;
  printf("hostile: bcache: %d readers, %d read their %d blocks\n", kids, ok, BC_BLOCKS);
  if (kids < BC_FILES)
    why = "fork failed";
  else if (ok != kids && why == 0)
    why = "a reader failed";
  unlink("/hbc/flush");
  if (unlink("/hbc") < 0 && why == 0)
    why = "cannot remove /hbc";
  return why;
}

// ---------------------------------------------------------------------
// textwrite: a program's text is not writable, by the kernel on its
// behalf or by itself.

extern char etext[];              // end of our text, from the linker
static volatile uint64 text_start = 0;   // a pointer the compiler cannot see is 0

static char *
probe_textwrite(void)
{
  char *text = (char *)text_start;
  char *why = 0;
  int fd, r;

  if ((uint64)etext < 100)
    return "the text is shorter than 100 bytes";
  // The file holds the first 100 bytes of our text, so that a kernel
  // that wrongly lets the read through leaves the text as it was.
  if ((fd = open("/htext", O_CREATE | O_TRUNC | O_RDWR)) < 0)
    return "cannot create /htext";
  r = write(fd, text, 100);
  close(fd);
  if (r != 100 || (fd = open("/htext", O_RDONLY)) < 0) {
    unlink("/htext");
    return "cannot write /htext";
  }
  r = read(fd, text, 100);
  close(fd);
  unlink("/htext");
  if (r != -1) {
    printf("hostile: textwrite: read into the text returned %d\n", r);
    why = "read() into our own text did not return -1";
  }

  int pid = fork();
  if (pid < 0)
    return "fork failed";
  if (pid == 0) {
    volatile char *p = (volatile char *)(uint64)probe_textwrite;
    *p = *p;   // must fault: the kernel kills us
    exit(0);
  }
  int status = 0;
  if (wait(&status) != pid || status != -1) {
    printf("hostile: textwrite: the storing child's status is %d\n", status);
    why = "a store into the text did not kill the process";
  }
  return why;
}

// ---------------------------------------------------------------------
// fstat: no byte of struct stat comes from the kernel's stack.

// Mark the bytes of a field of *st as covered.
static void
cover(char *covered, struct stat *st, void *field, int size)
{
  memset(covered + ((char *)field - (char *)st), 1, size);
}

static char *
probe_fstat(void)
{
  struct stat st;
  char covered[sizeof(st)];
  uchar *bytes = (uchar *)&st;
  int fd, bad = 0;

  memset(covered, 0, sizeof(covered));
  cover(covered, &st, &st.dev, sizeof(st.dev));
  cover(covered, &st, &st.ino, sizeof(st.ino));
  cover(covered, &st, &st.type, sizeof(st.type));
  cover(covered, &st, &st.nlink, sizeof(st.nlink));
  cover(covered, &st, &st.size, sizeof(st.size));

  if ((fd = open("/", O_RDONLY)) < 0)
    return "cannot open /";
  memset(&st, 0xAA, sizeof(st));
  int r = fstat(fd, &st);
  close(fd);
  if (r < 0)
    return "fstat failed";
  for (int i = 0; i < sizeof(st); i++) {
    if (!covered[i] && bytes[i] != 0) {
      printf("hostile: fstat: padding byte %d is 0x%x\n", i, bytes[i]);
      bad++;
    }
  }
  return bad ? "the padding of struct stat is not zeroed" : 0;
}

// ---------------------------------------------------------------------
// fuzz: random system calls with hostile arguments.  Only children make
// them; the parent forks, watches the clock, kills its own children
// when they hang, reaps, and cleans up.

#define FUZZ_KIDS      4          // fuzzing children at a time
#define FUZZ_CALLS   200          // system calls each child makes at most
#define FUZZ_WATCHDOG 20          // ticks a round may last
#define FUZZ_TOP     "/hfz"
#define FUZZ_DIR     "/hfz/a/b/c" // their working directory: ".." thrice is FUZZ_TOP
#define FUZZ_DEPTH     3          // most components a random path has
#define ROOT_NAMES    64          // entries of / remembered for the escape check

static uint64 seed = 0x9E3779B97F4A7C15UL;
static uint64 heap_lo, heap_hi;   // a child's buffer, ending at its end of memory
static uint64 guard;              // the child's stack guard page
static char path_bufs[2][2 * MAXPATH];
static char *argv_buf[MAXARG + 4];
static char arg_strings[4][24];

static uint64
rnd(void)
{
  seed ^= seed << 13;   // xorshift64
  seed ^= seed >> 7;
  seed ^= seed << 17;
  return seed;
}

// An address that is wrong in some way, or now and then a good one.
static uint64
rnd_addr(void)
{
  static const uint64 bases[] = {
    KERNBASE, KERNBASE + 0x8000, PHYSTOP, TRAPFRAME, TRAMPOLINE, MAXVA, ~0UL,
  };
  uint64 base = bases[rnd() % (sizeof(bases) / sizeof(bases[0]))];

  switch (rnd() % 9) {
  case 0:  return rnd() % 0x100;                       // our text, near 0
  case 1:  return base + rnd() % 16 - 8;               // kernel, near MAXVA
  case 2:  return base + rnd() % 0x10000;
  case 3:  return guard + rnd() % PGSIZE;               // the stack's guard page
  case 4:  return heap_hi - rnd() % 64;                 // across the end of memory
  case 5:  return heap_lo + 1 + 2 * (rnd() % 64);       // misaligned, but ours
  case 6:  return rnd();
  default: return heap_lo + rnd() % (heap_hi - heap_lo);   // a good one
  }
}

static uint64
rnd_len(void)
{
  static const uint64 lens[] = {
    0, 1, 2, 15, 16, 17, 100, PGSIZE - 1, PGSIZE, PGSIZE + 1, 2 * PGSIZE,
    1 << 20, 0x7fffffff, 0x80000000UL, 0xffffffffUL, ~0UL,
  };

  if (rnd() % 4 == 0)
    return rnd();
  return lens[rnd() % (sizeof(lens) / sizeof(lens[0]))];
}

static uint64
rnd_fd(void)
{
  switch (rnd() % 6) {
  case 0:  return -1;
  case 1:  return rnd() % 2 ? 0x80000000UL : 0x7fffffffUL;
  case 2:  return rnd();
  default: return rnd() % (NOFILE + 2);
  }
}

static uint64
rnd_int(void)
{
  static const uint64 ints[] = {
    0, 1, -1, 2, 7, 64, 4096, -4096, 0x7fffffff, 0x80000000UL, 0xffffffffUL,
  };

  if (rnd() % 3 == 0)
    return rnd();
  return ints[rnd() % (sizeof(ints) / sizeof(ints[0]))];
}

// One path component: no '/' and no NUL, and never a name that exists
// outside FUZZ_TOP, so that ".." cannot lead the fuzz to anything of
// the system's.
static char *
rnd_component(char *s)
{
  static char *words[] = { ".", "..", "zq", "zr", "zq.long.name.over.dirsiz" };
  int n;

  if (rnd() % 3) {
    char *w = words[rnd() % (sizeof(words) / sizeof(words[0]))];
    strcpy(s, w);
    return s + strlen(w);
  }
  n = 1 + rnd() % 16;
  for (int i = 0; i < n; i++) {
    char c = 1 + rnd() % 255;
    *s++ = c == '/' ? 'y' : c;
  }
  *s = 0;
  return s;
}

// A path in path_bufs[which], relative to FUZZ_DIR or absolute inside
// it, of at most FUZZ_DEPTH components; now and then "/", "" or one
// longer than MAXPATH.  Relative paths never start with "/": ".."
// thrice from FUZZ_DIR is as high as they reach.
static char *
rnd_path(int which)
{
  char *path = path_bufs[which], *s = path;
  int n;

  switch (rnd() % 10) {
  case 0:
    return rnd() % 2 ? "/" : "";
  case 1:
    memset(path, 'x', MAXPATH + 8);
    path[MAXPATH + 8] = 0;
    return path;
  case 2:
    strcpy(s, FUZZ_DIR "/");
    s += strlen(s);
    break;
  }
  n = 1 + rnd() % FUZZ_DEPTH;
  for (int i = 0; i < n; i++) {
    if (i > 0) {
      *s++ = '/';
      if (rnd() % 8 == 0)
        *s++ = '/';
    }
    s = rnd_component(s);
  }
  return path;
}

// Is our buffer still there, ending at our end of memory?  A random
// sbrk may have moved the end.
static int
heap_intact(void)
{
  return (uint64)sbrk(0) == heap_hi;
}

// A path argument: a string, or an address that holds none.
static uint64
rnd_path_arg(int which)
{
  switch (rnd() % 6) {
  case 0:
    return rnd_addr();
  case 1:
    // Bytes that run into the end of memory without a NUL.
    if (heap_intact()) {
      memset((char *)heap_hi - 32, 'q', 32);
      return heap_hi - 1 - rnd() % 31;
    }
    return heap_hi - 1;
  default:
    return (uint64)rnd_path(which);
  }
}

// An argv for exec: good strings, bad pointers, too many, no end.
static uint64
rnd_argv(void)
{
  int n;

  switch (rnd() % 4) {
  case 0:
    return rnd_addr();
  case 1:
    n = MAXARG + 1 + rnd() % 3;   // too many arguments
    break;
  default:
    n = rnd() % 4;
    break;
  }
  for (int i = 0; i < n; i++) {
    if (rnd() % 4 == 0) {
      argv_buf[i] = (char *)rnd_addr();
    } else {
      char *s = arg_strings[i % 4];
      for (int j = 0; j < sizeof(arg_strings[0]) - 1; j++)
        s[j] = 'a' + rnd() % 26;
      s[rnd() % sizeof(arg_strings[0])] = 0;
      argv_buf[i] = s;
    }
  }
  argv_buf[n] = 0;
  if (rnd() % 8 == 0 && heap_intact()) {
    // No terminating 0 before the end of memory.
    memset((char *)heap_hi - 16, 0x11, 16);
    return heap_hi - 16;
  }
  return (uint64)argv_buf;
}

// a7 = num and a0..a5: any system call, numbers the kernel does not
// know included.
static uint64
raw_syscall(uint64 num, uint64 x0, uint64 x1, uint64 x2, uint64 x3, uint64 x4, uint64 x5)
{
  register uint64 a0 asm("a0") = x0;
  register uint64 a1 asm("a1") = x1;
  register uint64 a2 asm("a2") = x2;
  register uint64 a3 asm("a3") = x3;
  register uint64 a4 asm("a4") = x4;
  register uint64 a5 asm("a5") = x5;
  register uint64 a7 asm("a7") = num;

  asm volatile("ecall"
               : "+r"(a0)
               : "r"(a1), "r"(a2), "r"(a3), "r"(a4), "r"(a5), "r"(a7)
               : "memory");
  return a0;
}

static const int known_calls[] = {
  SYS_fork, SYS_exit, SYS_wait, SYS_pipe, SYS_read, SYS_kill, SYS_exec,
  SYS_fstat, SYS_chdir, SYS_dup, SYS_getpid, SYS_sbrk, SYS_sleep,
  SYS_uptime, SYS_open, SYS_write, SYS_mknod, SYS_unlink, SYS_link,
  SYS_mkdir, SYS_close, SYS_profile, SYS_profget,
};

// A system call number: mostly real ones, exit rarely.
static uint64
rnd_call(void)
{
  static const uint64 invalid[] = { 0, 22, 25, 26, 64, 1000, -1, 0x80000000UL };
  uint64 num;

  if (rnd() % 40 == 0) {   // the kernel prints a line for each of these
    if (rnd() % 2)
      return rnd();
    return invalid[rnd() % (sizeof(invalid) / sizeof(invalid[0]))];
  }
  do
    num = known_calls[rnd() % (sizeof(known_calls) / sizeof(known_calls[0]))];
  while (num == SYS_exit && rnd() % 64);
  return num;
}

// One random call.  The calls that could reach beyond this child are
// tamed: kill only hits this child's own child, itself or no one; exec
// only runs names that do not exist; mknod never makes the console; a
// fork's child exits at once; chdir is undone.
static void
fuzz_one(void)
{
  uint64 num = rnd_call();
  uint64 a[6];
  uint64 r;

  for (int i = 0; i < 6; i++)
    a[i] = rnd() % 2 ? rnd_int() : rnd_addr();
  switch (num) {
  case SYS_fork:
    r = raw_syscall(num, 0, 0, 0, 0, 0, 0);
    if (r == 0)
      exit(0);
    if ((int)r > getpid()) {   // our child: pids only grow
      if (rnd() % 2)
        kill((int)r);        // maybe before, maybe after it exits
      wait(0);
    }
    return;
  case SYS_kill:
    switch (rnd() % 4) {
    case 0:  a[0] = -1; break;
    case 1:  a[0] = 0x80000000UL; break;
    case 2:  a[0] = 0x40000000; break;   // no process has it yet
    default: a[0] = rnd() % 64 ? 0 : getpid(); break;
    }
    break;
  case SYS_exec:
    if (rnd() % 3) {
      char *path = rnd_path(0);
      int fd = open(path, O_RDONLY);
      if (fd >= 0) {   // it exists: do not run it
        close(fd);
        return;
      }
      a[0] = (uint64)path;
    } else {
      a[0] = rnd_addr();
      if (a[0] < KERNBASE)
        return;   // our own memory may hold any string, "sh" say
    }
    a[1] = rnd_argv();
    break;
  case SYS_chdir:
    raw_syscall(num, rnd_path_arg(0), 0, 0, 0, 0, 0);
    if (chdir(FUZZ_DIR) < 0)
      exit(1);   // gone: another child removed it
    return;
  case SYS_mknod:
    a[0] = rnd_path_arg(0);
    if ((short)a[1] == 1)   // the console's major number
      a[1] = 2;
    break;
  case SYS_open:
  case SYS_unlink:
  case SYS_mkdir:
    a[0] = rnd_path_arg(0);
    if (num == SYS_open && rnd() % 2)
      a[1] = (rnd() % 2 ? O_CREATE : 0) | (rnd() % 2 ? O_TRUNC : 0) | rnd() % 3;
    break;
  case SYS_link:
    a[0] = rnd_path_arg(0);
    a[1] = rnd_path_arg(1);
    break;
  case SYS_read:
  case SYS_write:
    a[0] = rnd_fd();
    a[1] = rnd_addr();
    a[2] = rnd_len();
    break;
  case SYS_close:
  case SYS_dup:
    a[0] = rnd_fd();
    break;
  case SYS_fstat:
    a[0] = rnd_fd();
    a[1] = rnd_addr();
    break;
  case SYS_pipe:
  case SYS_wait:
  case SYS_profget:
    a[0] = rnd_addr();
    break;
  case SYS_sleep:
    a[0] = rnd() % 4 ? rnd() % 3 : rnd_int();
    break;
  case SYS_sbrk:
    a[0] = rnd() % 2 ? rnd_int() : rnd_len();
    break;
  case SYS_profile:
    a[0] = rnd_addr();
    a[1] = rnd() % 2 ? a[0] + rnd() % 0x10000 : rnd_addr();
    a[2] = rnd() % 2 ? rnd() % 16 : rnd_int();
    break;
  }
  raw_syscall(num, a[0], a[1], a[2], a[3], a[4], a[5]);
}

// A fuzzing child: never returns.  It keeps away from the console, so
// that nothing it writes can pass for the shell's or the kernel's.
static void
fuzz_child(uint64 myseed)
{
  int here;

  seed = myseed ? myseed : 1;
  close(0);
  close(1);
  close(2);
  if (chdir(FUZZ_DIR) < 0)
    exit(1);
  char *p = sbrk(2 * PGSIZE);
  if (p == (char *)-1)
    exit(1);
  heap_lo = (uint64)p;
  heap_hi = heap_lo + 2 * PGSIZE;
  guard = PGROUNDDOWN((uint64)&here) - PGSIZE;
  for (int i = 0; i < FUZZ_CALLS; i++)
    fuzz_one();
  exit(0);
}

// Remove path and, if it is a directory, all below it; 0 or -1.
static int
remove_tree(char *path, int depth)
{
  char sub[MAXPATH], name[DIRSIZ + 1];
  struct dirent de;
  struct stat st;
  int fd, bad = 0;

  if (unlink(path) == 0)
    return 0;
  if (depth > 10 || (fd = open(path, O_RDONLY)) < 0)
    return -1;
  if (fstat(fd, &st) < 0 || st.type != T_DIR) {
    close(fd);
    return -1;
  }
  while (read(fd, &de, sizeof(de)) == sizeof(de)) {
    if (de.inum == 0)
      continue;
    memmove(name, de.name, DIRSIZ);
    name[DIRSIZ] = 0;
    if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0)
      continue;
    if (strlen(path) + 1 + strlen(name) + 1 > sizeof(sub)) {
      bad = 1;
      continue;
    }
    strcpy(sub, path);
    strcpy(sub + strlen(sub), "/");
    strcpy(sub + strlen(sub), name);
    bad |= remove_tree(sub, depth + 1) < 0;
  }
  close(fd);
  return unlink(path) < 0 || bad ? -1 : 0;
}

// The names in / into names (ROOT_NAMES of DIRSIZ + 1); returns how many.
static int
root_names(char names[][DIRSIZ + 1])
{
  struct dirent de;
  int n = 0, fd = open("/", O_RDONLY);

  if (fd < 0)
    return -1;
  while (n < ROOT_NAMES && read(fd, &de, sizeof(de)) == sizeof(de)) {
    if (de.inum == 0)
      continue;
    memmove(names[n], de.name, DIRSIZ);
    names[n++][DIRSIZ] = 0;
  }
  close(fd);
  return n;
}

// Does the system still do the plain things: fork, pipe, files?
static char *
still_works(void)
{
  int fds[2], fd;
  char buf[8];

  if (pipe(fds) < 0)
    return "pipe fails after the fuzz";
  int pid = fork();
  if (pid < 0)
    return "fork fails after the fuzz";
  if (pid == 0) {
    write(fds[1], "alive", 5);
    exit(0);
  }
  close(fds[1]);
  int n = read(fds[0], buf, sizeof(buf));
  close(fds[0]);
  wait(0);
  if (n != 5 || memcmp(buf, "alive", 5) != 0)
    return "a child cannot write to a pipe after the fuzz";
  if ((fd = open("/hfz.check", O_CREATE | O_RDWR)) < 0)
    return "cannot create a file after the fuzz";
  n = write(fd, "alive", 5);
  close(fd);
  fd = open("/hfz.check", O_RDONLY);
  memset(buf, 0, sizeof(buf));
  if (fd >= 0) {
    read(fd, buf, sizeof(buf));
    close(fd);
  }
  unlink("/hfz.check");
  if (n != 5 || memcmp(buf, "alive", 5) != 0)
    return "a file does not keep what was written after the fuzz";
  return 0;
}

static int fuzz_seconds = 10;

// Make what is missing of FUZZ_DIR; 0 if it is there then.
static int
make_fuzz_dir(void)
{
  struct stat st;

  mkdir(FUZZ_TOP);
  mkdir(FUZZ_TOP "/a");
  mkdir(FUZZ_TOP "/a/b");
  mkdir(FUZZ_DIR);
  return stat(FUZZ_DIR, &st) == 0 && st.type == T_DIR ? 0 : -1;
}

static char *
probe_fuzz(void)
{
  static char before[ROOT_NAMES][DIRSIZ + 1], after[ROOT_NAMES][DIRSIZ + 1];
  int rounds = 0, kids = 0, finished = 0, stopped = 0;
  int pids[FUZZ_KIDS];

  remove_tree(FUZZ_TOP, 0);   // leftovers of an interrupted run
  int nbefore = root_names(before);
  if (make_fuzz_dir() < 0)
    return "cannot make " FUZZ_DIR;
  printf("hostile: fuzz: seed 0x%lx, %d seconds\n", seed, fuzz_seconds);

  int end = uptime() + 10 * fuzz_seconds;
  while (uptime() < end) {
    make_fuzz_dir();   // the children may have removed some of it
    // The watchdog first, while memory is plentiful: a round without
    // one could hang for good.
    int timer = fork();
    if (timer < 0) {
      sleep(1);
      continue;
    }
    if (timer == 0) {
      sleep(FUZZ_WATCHDOG);
      exit(0);
    }
    int left = 0;
    for (int k = 0; k < FUZZ_KIDS; k++) {
      uint64 child_seed = rnd();
      pids[k] = fork();
      if (pids[k] == 0)
        fuzz_child(child_seed);
      left += pids[k] > 0;
    }
    kids += left;
    rounds++;
    if (left == 0)
      kill(timer);   // memory is short: start again
    int timer_runs = 1;
    while (left > 0 || timer_runs) {
      int status;
      int pid = wait(&status);
      if (pid < 0)
        break;
      if (pid == timer) {
        timer_runs = 0;
        stopped += left;
        for (int k = 0; k < FUZZ_KIDS; k++)
          if (pids[k] > 0)
            kill(pids[k]);   // our own children only
        continue;
      }
      for (int k = 0; k < FUZZ_KIDS; k++) {
        if (pids[k] == pid) {
          pids[k] = 0;
          left--;
          finished += status == 0;
        }
      }
      if (left == 0 && timer_runs)
        kill(timer);
    }
  }
  reap_all();
  printf("hostile: fuzz: %d rounds, %d children: %d made all their calls, "
         "%d were stopped by the watchdog\n", rounds, kids, finished, stopped);

  if (remove_tree(FUZZ_TOP, 0) < 0)
    return "cannot remove " FUZZ_TOP;
  int nafter = root_names(after);
  int same = nbefore == nafter;
  for (int i = 0; same && i < nafter; i++)
    same = memcmp(before[i], after[i], DIRSIZ) == 0;
  if (!same)
    return "the fuzz changed / outside " FUZZ_TOP;
  return still_works();
}

// ---------------------------------------------------------------------

struct probe {
  char *name;
  char *(*run)(void);
};

static struct probe probes[] = {
  { "deldir", probe_deldir },
  { "killinit", probe_killinit },
  { "itable", probe_itable },
  { "links", probe_links },
  { "bcache", probe_bcache },
  { "textwrite", probe_textwrite },
  { "fstat", probe_fstat },
};
#define NPROBES (sizeof(probes) / sizeof(probes[0]))

static void
run_probe(char *name, char *(*run)(void))
{
  char *why = run();

  if (why == 0) {
    printf("hostile: %s: OK\n", name);
  } else {
    printf("hostile: %s: FAIL %s\n", name, why);
    failures++;
  }
}

static void
usage(void)
{
  fprintf(2, "usage: hostile all | fuzz SECONDS [SEED] | PROBE\nprobes:");
  for (int i = 0; i < NPROBES; i++)
    fprintf(2, " %s", probes[i].name);
  fprintf(2, "\n");
  exit(2);
}

int
main(int argc, char *argv[])
{
  int i;

  if (argc < 2)
    usage();
  int before = freepagecount();

  if (strcmp(argv[1], "all") == 0) {
    for (i = 0; i < NPROBES; i++)
      run_probe(probes[i].name, probes[i].run);
  } else if (strcmp(argv[1], "fuzz") == 0) {
    if (argc > 2)
      fuzz_seconds = atoi(argv[2]);
    if (argc > 3)
      seed = atoi(argv[3]) * 0x9E3779B97F4A7C15UL + 1;
    run_probe("fuzz", probe_fuzz);
  } else {
    for (i = 0; i < NPROBES && strcmp(argv[1], probes[i].name) != 0; i++)
      ;
    if (i == NPROBES)
      usage();
    run_probe(probes[i].name, probes[i].run);
  }

  // Orphans that init has not reaped yet still hold their pages: give
  // it a moment before calling a difference a leak.
  int after = freepagecount();
  for (i = 0; i < 5 && after != before; i++) {
    sleep(5);
    after = freepagecount();
  }
  printf("hostile: free pages %d before, %d after\n", before, after);
  if (after != before)
    failures++;
  if (failures == 0)
    printf("hostile: ALL OK\n");
  else
    printf("hostile: %d FAILED\n", failures);
  exit(failures == 0 ? 0 : 1);
}
