// proftest: checks the profiler's system calls, one line per check.
//
//   proftest              run every check; "proftest: ALL OK" or
//                         "proftest: N FAILED" at the end
//   proftest -exec-check HI   (internal) exit 0 if this process still
//                         has the profile [0, HI) its parent set up
//                         before exec'ing it
//
// The leak check counts free pages, so run it on an otherwise idle
// system.
#include "kernel/types.h"
#include "kernel/stat.h"
#include "kernel/fcntl.h"
#include "kernel/riscv.h"
#include "kernel/memlayout.h"
#include "kernel/prof.h"
#include "user/user.h"

#define KTEXT_LO 0x80000000UL
#define KTEXT_HI 0x8000FE00UL   // 1016 buckets of 64 bytes
#define KSHIFT   6

extern char etext[];            // end of our text, from the linker

static struct prof hist;        // profget's destination
static int failures;

// Report a check and count it if it failed.
static void
check(int ok, const char *what)
{
  printf("proftest: %s: %s\n", what, ok ? "OK" : "FAIL");
  if (!ok)
    failures++;
}

// The smallest bucket shift that covers [0, etext) in PROF_NBUCKETS.
static int
text_shift(void)
{
  int shift = 0;

  while ((((uint64)etext - 1) >> shift) + 1 > PROF_NBUCKETS)
    shift++;
  return shift;
}

static int
profile_text(void)
{
  return profile(0, (uint64)etext, text_shift());
}

// Spin for `ticks` ticks of the clock; nearly all the time is spent in
// the inner loop, which is what the profile should find.
__attribute__((noinline)) static uint64
hot(int ticks)
{
  uint64 x = 1;

  int start = uptime();
  while (uptime() - start < ticks)
    for (int i = 0; i < 10000000; i++)
      x = x * 6364136223846793005UL + i;
  return x;
}

// Return right after a tick, so that a profile started now and hot()
// cover whole ticks.  Spin for it rather than sleep: a sleeper is woken
// by hart 0's clock and then nearly always runs on hart 0, and this
// process should stay on the hart it started on, like any CPU-bound
// one.  Called before the profile starts: its samples would land in
// the uptime() stub.
static void
next_tick(void)
{
  int now = uptime();

  while (uptime() == now)
    ;
}

// Where hot() ends: the next function's address in /proftest.sym
// (the compiler is free to place functions in any order).  0 if the
// symbol file cannot be read.
static uint64
hot_end(void)
{
  static char syms[4096];
  uint64 end = 0;
  int fd = open("/proftest.sym", O_RDONLY);

  if (fd < 0)
    return 0;
  int n = read(fd, syms, sizeof(syms) - 1);
  close(fd);
  syms[n > 0 ? n : 0] = 0;
  for (char *s = syms; *s; ) {
    uint64 addr = 0;
    for (; (*s >= '0' && *s <= '9') || (*s >= 'a' && *s <= 'f'); s++)
      addr = addr * 16 + (*s <= '9' ? *s - '0' : *s - 'a' + 10);
    if (addr > (uint64)hot && (end == 0 || addr < end))
      end = addr;
    while (*s && *s++ != '\n')
      ;
  }
  return end;
}

// Samples of pr in [lo, hi) and in hot(): bucket counts whose bytes
// overlap hot()'s.
static void
tally(struct prof *pr, uint *inrange, uint *inhot)
{
  uint64 size = 1UL << pr->shift;
  uint64 end = hot_end();

  *inrange = pr->total - pr->outside;
  *inhot = 0;
  for (int i = 0; i < pr->nbuckets; i++) {
    uint64 start = pr->lo + i * size;
    if (start + size > (uint64)hot && start < end)
      *inhot += pr->buckets[i];
  }
}

// Print a histogram's figures; 1 if it has at least min_samples and at
// least 90% of the in-range ones are in hot().
static int
report(char *label, struct prof *pr, uint min_samples)
{
  uint inrange, inhot;

  tally(pr, &inrange, &inhot);
  printf("proftest: %s: %d samples, %d in range, %d in hot()\n",
         label, pr->total, inrange, inhot);
  return pr->total >= min_samples && inrange > 0 && inhot * 10 >= inrange * 9;
}

// Run fn in a child; 1 if it exited with status 0.
static int
in_child(int (*fn)(void))
{
  int pid = fork();

  if (pid < 0)
    return 0;
  if (pid == 0)
    exit(fn());
  int status = -1;
  if (wait(&status) != pid)
    return 0;
  return status == 0;
}

static void
check_arguments(void)
{
  int ok = 1;

  ok &= profile(0x1000, 0x1000, 0) == -1;                  // empty range
  ok &= profile(0x2000, 0x1000, 0) == -1;                  // hi < lo
  ok &= profile(0, 0x1000, -1) == -1;                      // negative shift
  ok &= profile(0, 0x1000, 64) == -1;                      // huge shift
  ok &= profile(0, 0x1000, 1000000) == -1;
  ok &= profile(0, PROF_NBUCKETS + 1, 0) == -1;            // too many buckets
  ok &= profile(0, PROF_NBUCKETS, 0) == 0;                 // just enough
  ok &= profget(&hist) == 0 && hist.nbuckets == PROF_NBUCKETS;
  ok &= profget((struct prof *)KERNBASE) == -1;            // bad pointer
  ok &= profget((struct prof *)(MAXVA - 4096)) == -1;
  ok &= profile(0, 0, 0) == 0;                             // stop
  ok &= profget(&hist) == -1;                              // and discard
  check(ok, "arguments, and profile(0, 0, 0) stops");
}

static void
check_hot_loop(void)
{
  next_tick();
  int ok = profile_text() == 0;

  hot(30);
  ok &= profget(&hist) == 0;
  ok &= report("hot loop", &hist, 10);
  profile(0, 0, 0);
  check(ok, "most samples in the hot loop");
}

static int
child_has_no_profile(void)
{
  return profget(&hist) == -1 ? 0 : 1;
}

static void
check_fork(void)
{
  int ok = profile_text() == 0;

  ok &= in_child(child_has_no_profile);
  profile(0, 0, 0);
  check(ok, "fork does not inherit the profile");
}

static int
exec_with_profile(void)
{
  char hi[24];
  char *argv[] = { "proftest", "-exec-check", hi, 0 };
  uint64 v = (uint64)etext;
  int n = 0;
  char digits[24];

  do { digits[n++] = '0' + v % 10; v /= 10; } while (v);
  for (int i = 0; i < n; i++)
    hi[i] = digits[n - 1 - i];
  hi[n] = 0;

  if (profile_text() != 0)
    return 1;
  exec("/proftest", argv);
  return 1;
}

static void
check_exec(void)
{
  check(in_child(exec_with_profile), "exec keeps the profile");
}

static int
spin_profiled(void)
{
  next_tick();
  if (profile_text() != 0)
    return 1;
  hot(20);
  return 0;
}

static void
check_exit_writes(void)
{
  int ok, fd;

  unlink("prof.out");
  ok = in_child(spin_profiled);
  memset(&hist, 0, sizeof(hist));
  if ((fd = open("prof.out", O_RDONLY)) < 0) {
    printf("proftest: prof.out: missing\n");
    ok = 0;
  } else {
    ok &= read(fd, &hist, sizeof(hist)) == sizeof(hist);
    close(fd);
    ok &= report("prof.out", &hist, 10);
  }
  check(ok, "exit writes prof.out");
}

static int
second_kernel_profile(void)
{
  return profile(KTEXT_LO, KTEXT_HI, KSHIFT) == -1 ? 0 : 1;
}

static void
check_kernel(void)
{
  if (profile(KTEXT_LO, KTEXT_HI, KSHIFT) != 0) {
    check(0, "a kernel profile");
    return;
  }
  check(in_child(second_kernel_profile), "only one kernel profile at a time");

  sleep(10);
  int ok = profget(&hist) == 0;
  profile(0, 0, 0);
  printf("proftest: kernel: %d samples, %d outside [0x80000000, 0x8000FE00)\n",
         hist.total, hist.outside);
  ok &= hist.total >= 10 && hist.outside == 0;
  check(ok, "kernel samples, none outside the profiled range");
}

static int
profile_and_exit(void)
{
  return profile_text() == 0 ? 0 : 1;
}

static void
check_leaks(int before)
{
  int ok = 1;

  for (int i = 0; i < 20; i++)
    ok &= in_child(profile_and_exit);
  int after = freepagecount();
  printf("proftest: free pages %d before, %d after\n", before, after);
  check(ok && before == after, "no leaks");
}

// Run as proftest -exec-check HI after an exec: is the profile still ours?
static int
exec_check(char *hi)
{
  if (profget(&hist) != 0)
    return 1;
  return hist.lo == 0 && hist.hi == atoi(hi) ? 0 : 1;
}

int
main(int argc, char *argv[])
{
  if (argc == 3 && strcmp(argv[1], "-exec-check") == 0)
    exit(exec_check(argv[2]));

  int before = freepagecount();
  check_arguments();
  check_hot_loop();
  check_fork();
  check_exec();
  check_exit_writes();
  check_kernel();
  check_leaks(before);

  if (failures == 0)
    printf("proftest: ALL OK\n");
  else
    printf("proftest: %d FAILED\n", failures);
  exit(failures == 0 ? 0 : 1);
}
