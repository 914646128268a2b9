// The small C library every user program links with: the entry point
// _start, string and memory helpers, stat, atoi and gets.
#include "kernel/types.h"
#include "kernel/stat.h"
#include "kernel/fcntl.h"
#include "user/user.h"

int main(int argc, char **argv);

// exec starts every program here.  A main that returns instead of
// calling exit still ends the process, with main's value as its status.
void
_start(int argc, char **argv)
{
  exit(main(argc, argv));
}

// Fill *st with the metadata of the file named path.
int
stat(const char *path, struct stat *st)
{
  int fd = open(path, O_RDONLY);
  if (fd < 0)
    return -1;
  int r = fstat(fd, st);
  close(fd);
  return r;
}

char *
strcpy(char *dst, const char *src)
{
  char *d = dst;
  while ((*d++ = *src++) != 0)
    ;
  return dst;
}

int
strcmp(const char *a, const char *b)
{
  for (; *a && *a == *b; a++, b++)
    ;
  return (uchar)*a - (uchar)*b;
}

uint
strlen(const char *s)
{
  const char *e = s;
  while (*e)
    e++;
  return e - s;
}

// First occurrence of c in s, or 0 if there is none.
char *
strchr(const char *s, char c)
{
  for (; *s; s++) {
    if (*s == c)
      return (char *)s;
  }
  return 0;
}

void *
memset(void *dst, int c, uint n)
{
  uchar *d = dst;
  for (uint i = 0; i < n; i++)
    d[i] = c;
  return dst;
}

// Copy n bytes; the two areas may overlap, so copy backwards when the
// destination lies above the source.
void *
memmove(void *dst, const void *src, int n)
{
  uchar *d = dst;
  const uchar *s = src;
  if (n <= 0 || d == s)
    return dst;
  if (d < s) {
    for (int i = 0; i < n; i++)
      d[i] = s[i];
  } else {
    for (int i = n - 1; i >= 0; i--)
      d[i] = s[i];
  }
  return dst;
}

void *
memcpy(void *dst, const void *src, uint n)
{
  return memmove(dst, src, n);
}

int
memcmp(const void *a, const void *b, uint n)
{
  const uchar *p = a, *q = b;
  for (uint i = 0; i < n; i++) {
    if (p[i] != q[i])
      return p[i] - q[i];
  }
  return 0;
}

// The decimal number at the start of s (non-negative; stops at the
// first non-digit).
int
atoi(const char *s)
{
  int v = 0;
  while (*s >= '0' && *s <= '9')
    v = v * 10 + (*s++ - '0');
  return v;
}

// Read a line from fd 0 into buf, at most max-1 bytes, keeping the
// newline.  An empty string means end of input.
char *
gets(char *buf, int max)
{
  int n = 0;
  while (n + 1 < max) {
    char c;
    if (read(0, &c, 1) < 1)
      break;
    buf[n++] = c;
    if (c == '\n' || c == '\r')
      break;
  }
  buf[n] = 0;
  return buf;
}

// Free pages in the system, for leak checks: grow the heap until the
// kernel refuses, in steps that halve at each refusal down to one page,
// then give it all back.  A refused step is undone whole, so the count
// is exact; and the page-table pages it leaves are the same each time.
int
freepagecount(void)
{
  int n = 0;

  for (int step = 1024; step > 0; step /= 2)
    while (sbrk(step * 4096) != (char *)-1)
      n += step;
  sbrk(-n * 4096);
  return n;
}
