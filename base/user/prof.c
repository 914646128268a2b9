// prof: run a command under the sampling profiler and report where its
// time went.
//
//   prof cmd args...               profile cmd's executable segment
//   prof -k cmd args...            profile the kernel's text while cmd runs
//   prof -k 0xLO 0xHI cmd args...  profile only kernel addresses [LO, HI)
//   prof -k 0xLO 0xHI -s N cmd ...  the same, with 2^N-byte buckets
//
// prof forks; the child starts the profile and execs cmd, keeping the
// profile across the exec; when cmd exits the kernel writes the
// histogram to prof.out, which prof reads after wait.  The report goes
// to standard error: the ticks the command took, the samples per
// function (named from /cmd.sym, or /kernel.sym) and the non-empty
// buckets.
#include "kernel/types.h"
#include "kernel/stat.h"
#include "kernel/fcntl.h"
#include "kernel/elf.h"
#include "kernel/prof.h"
#include "user/user.h"

#define KERNEL_LO 0x80000000UL
#define MAXSYMS   1024

struct sym {
  uint64 addr;
  char *name;
};

static struct prof hist;
static struct sym syms[MAXSYMS];
static int nsyms;
static uint counts[MAXSYMS];     // samples per symbol

static void
die(char *msg)
{
  fprintf(2, "prof: %s\n", msg);
  exit(1);
}

// Parse a hexadecimal number, with or without 0x.
static uint64
hexval(char *s, char **end)
{
  uint64 v = 0;

  if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
    s += 2;
  for (;; s++) {
    int d;
    if (*s >= '0' && *s <= '9') d = *s - '0';
    else if (*s >= 'a' && *s <= 'f') d = *s - 'a' + 10;
    else if (*s >= 'A' && *s <= 'F') d = *s - 'A' + 10;
    else break;
    v = v * 16 + d;
  }
  if (end)
    *end = s;
  return v;
}

// The executable segment of the ELF file at path, as [lo, hi).
static int
text_range(char *path, uint64 *lo, uint64 *hi)
{
  struct elfhdr eh;
  struct proghdr ph;
  int fd = open(path, O_RDONLY);

  if (fd < 0)
    return -1;
  if (read(fd, &eh, sizeof(eh)) != sizeof(eh) || eh.e_magic != ELF_MAGIC) {
    close(fd);
    return -1;
  }
  // No lseek: read up to the program headers, then each in turn.
  char skip[64];
  for (uint64 off = sizeof(eh); off < eh.e_phoff; ) {
    int n = eh.e_phoff - off > sizeof(skip) ? sizeof(skip) : eh.e_phoff - off;
    if (read(fd, skip, n) != n)
      break;
    off += n;
  }
  for (int i = 0; i < eh.e_phnum; i++) {
    if (read(fd, &ph, sizeof(ph)) != sizeof(ph))
      break;
    if (ph.p_type == ELF_PROG_LOAD && (ph.p_flags & ELF_PF_X)) {
      *lo = ph.p_vaddr;
      *hi = ph.p_vaddr + ph.p_memsz;
      close(fd);
      return 0;
    }
  }
  close(fd);
  return -1;
}

// The smallest shift whose buckets cover [lo, hi) in PROF_NBUCKETS.
static int
fit_shift(uint64 lo, uint64 hi)
{
  int shift = 0;

  while (((hi - lo - 1) >> shift) + 1 > PROF_NBUCKETS)
    shift++;
  return shift;
}

// The last path element: "grep" for "/bin/grep".
static char *
basename(char *path)
{
  char *b = path;

  for (char *s = path; *s; s++)
    if (*s == '/')
      b = s + 1;
  return b;
}

// Read the whole of path into a malloc'd, NUL-terminated buffer.
static char *
slurp(char *path)
{
  struct stat st;
  int fd = open(path, O_RDONLY);

  if (fd < 0)
    return 0;
  if (fstat(fd, &st) < 0) {
    close(fd);
    return 0;
  }
  char *buf = malloc(st.size + 1);
  int n = read(fd, buf, st.size);
  close(fd);
  buf[n > 0 ? n : 0] = 0;
  return buf;
}

// Load "address name" lines from the symbol file, sorted by address.
static void
load_syms(char *path)
{
  char *s = slurp(path);

  if (s == 0)
    return;
  while (*s && nsyms < MAXSYMS) {
    char *name;
    uint64 addr = hexval(s, &name);
    while (*name == ' ')
      name++;
    char *eol = strchr(name, '\n');
    if (eol)
      *eol = 0;
    if (*name) {
      syms[nsyms].addr = addr;
      syms[nsyms].name = name;
      nsyms++;
    }
    if (eol == 0)
      break;
    s = eol + 1;
  }
}

// The symbol containing addr (the last one at or below it), or -1.
static int
sym_at(uint64 addr)
{
  int found = -1;

  for (int i = 0; i < nsyms && syms[i].addr <= addr; i++)
    found = i;
  return found;
}

static void
print_bucket(uint64 addr, uint count)
{
  int s = sym_at(addr);

  if (s >= 0)
    fprintf(2, "  0x%lx %s+0x%lx %d\n", addr, syms[s].name, addr - syms[s].addr, count);
  else
    fprintf(2, "  0x%lx ? %d\n", addr, count);
}

// Refuse a prof.out whose range, shift and bucket count do not fit
// together: report() indexes hist.buckets by them.
static void
check_shape(void)
{
  if (hist.hi <= hist.lo)
    die("prof.out is inconsistent: empty range");
  if (hist.shift >= 64)
    die("prof.out is inconsistent: bucket shift out of range");
  if (hist.nbuckets == 0 || hist.nbuckets > PROF_NBUCKETS)
    die("prof.out is inconsistent: bad number of buckets");
  if (hist.nbuckets != ((hist.hi - hist.lo - 1) >> hist.shift) + 1)
    die("prof.out is inconsistent: bucket count does not match range and shift");
}

// Refuse a prof.out whose counts do not add up: every sample is either
// in one bucket in use or outside.  Said after the summary lines, which
// show the figures that disagree.
static void
check_counts(uint64 inbuckets)
{
  if (hist.outside > hist.total)
    die("prof.out is inconsistent: more samples outside than in total");
  if (inbuckets + hist.outside != hist.total)
    die("prof.out is inconsistent: buckets plus outside != samples");
  for (int i = hist.nbuckets; i < PROF_NBUCKETS; i++)
    if (hist.buckets[i] != 0)
      die("prof.out is inconsistent: samples in buckets past the range");
}

static void
report(void)
{
  check_shape();
  uint inrange = hist.total - hist.outside;

  fprintf(2, "prof: %d samples, %d outside [0x%lx, 0x%lx), %ld-byte buckets\n",
          hist.total, hist.outside, hist.lo, hist.hi, 1UL << hist.shift);

  // Equal to the samples in range, unless samples went somewhere else.
  uint64 inbuckets = 0;
  for (int i = 0; i < hist.nbuckets; i++)
    inbuckets += hist.buckets[i];
  fprintf(2, "prof: %ld in the buckets\n", inbuckets);
  check_counts(inbuckets);

  uint unnamed = 0;
  for (int i = 0; i < hist.nbuckets; i++) {
    int s = sym_at(hist.lo + ((uint64)i << hist.shift));
    if (s >= 0)
      counts[s] += hist.buckets[i];
    else
      unnamed += hist.buckets[i];
  }

  fprintf(2, "prof: by function\n");
  for (;;) {                       // highest count first
    int best = -1;
    for (int i = 0; i < nsyms; i++)
      if (counts[i] > 0 && (best < 0 || counts[i] > counts[best]))
        best = i;
    if (best < 0)
      break;
    fprintf(2, "  %d%% %d %s\n", counts[best] * 100 / inrange, counts[best], syms[best].name);
    counts[best] = 0;
  }
  if (unnamed)
    fprintf(2, "  %d%% %d ?\n", unnamed * 100 / inrange, unnamed);

  fprintf(2, "prof: by bucket\n");
  for (int i = 0; i < hist.nbuckets; i++)
    if (hist.buckets[i])
      print_bucket(hist.lo + ((uint64)i << hist.shift), hist.buckets[i]);
}

int
main(int argc, char *argv[])
{
  uint64 lo, hi;
  int kernel = 0, first = 1, shift = -1;

  if (argc > 1 && strcmp(argv[1], "-k") == 0) {
    kernel = 1;
    first = 2;
    if (argc > 4 && argv[2][0] == '0' && argv[2][1] == 'x') {
      lo = hexval(argv[2], 0);
      hi = hexval(argv[3], 0);
      first = 4;
      if (argc > 6 && strcmp(argv[4], "-s") == 0) {
        shift = atoi(argv[5]);
        first = 6;
      }
    } else {
      lo = KERNEL_LO;
      hi = 0;
    }
  }
  if (first >= argc)
    die("usage: prof [-k [0xLO 0xHI [-s SHIFT]]] cmd args...");
  char *cmd = argv[first];

  // Function names come from the .sym file in /, whatever the cwd.
  char path[64];
  char *name = kernel ? "kernel" : basename(cmd);
  if (1 + strlen(name) + strlen(".sym") + 1 > sizeof(path)) {
    fprintf(2, "prof: command name %s is too long (at most %d characters)\n",
            name, (int)(sizeof(path) - 1 - strlen(".sym") - 1));
    exit(1);
  }
  strcpy(path, "/");
  strcpy(path + 1, name);
  strcpy(path + strlen(path), ".sym");
  load_syms(path);

  if (kernel && hi == 0) {
    hi = 0x80010000UL;            // the whole text, if kernel.sym says no better
    for (int i = 0; i < nsyms; i++)
      if (strcmp(syms[i].name, "etext") == 0)
        hi = syms[i].addr;
  }
  if (!kernel && text_range(cmd, &lo, &hi) < 0)
    die("cannot read the program's ELF headers");
  if (hi <= lo)
    die("empty range");
  if (shift < 0)
    shift = fit_shift(lo, hi);

  unlink("prof.out");
  int start = uptime();
  int pid = fork();
  if (pid < 0)
    die("fork failed");
  if (pid == 0) {
    if (profile(lo, hi, shift) < 0)
      die("profile failed");
    exec(cmd, argv + first);
    fprintf(2, "prof: exec %s failed\n", cmd);
    exit(1);
  }
  wait(0);
  fprintf(2, "prof: %d ticks\n", uptime() - start);

  int fd = open("prof.out", O_RDONLY);
  if (fd < 0)
    die("no prof.out");
  int n = read(fd, &hist, sizeof(hist));
  close(fd);
  if (n != sizeof(hist))
    die("prof.out is too short");
  report();
  exit(0);
}
