// The few C string and memory functions the kernel needs.
#include "types.h"

// Whole pages are cleared and filled often (kalloc, kfree, sbrk), so an
// aligned region is filled eight bytes at a time.
void *
memset(void *dst, int c, uint n)
{
  uchar *d = dst;
  uint i = 0;

  if (((uint64)d & 7) == 0) {
    uint64 word = (uchar)c * 0x0101010101010101ULL;
    for (; i + 8 <= n; i += 8)
      *(uint64 *)(d + i) = word;
  }
  for (; i < n; i++)
    d[i] = c;
  return dst;
}

int
memcmp(const void *a, const void *b, uint n)
{
  const uchar *x = a, *y = b;

  for (uint i = 0; i < n; i++)
    if (x[i] != y[i])
      return x[i] - y[i];
  return 0;
}

// Copies correctly when the regions overlap.
void *
memmove(void *dst, const void *src, uint n)
{
  uchar *d = dst;
  const uchar *s = src;

  if (d == s || n == 0)
    return dst;
  if (d < s || d >= s + n) {
    for (uint i = 0; i < n; i++)
      d[i] = s[i];
  } else {
    for (uint i = n; i > 0; i--)
      d[i-1] = s[i-1];
  }
  return dst;
}

// The compiler may emit calls to memcpy for structure copies.
void *
memcpy(void *dst, const void *src, uint n)
{
  return memmove(dst, src, n);
}

int
strncmp(const char *a, const char *b, uint n)
{
  for (; n > 0; n--, a++, b++) {
    if (*a != *b)
      return (uchar)*a - (uchar)*b;
    if (*a == 0)
      return 0;
  }
  return 0;
}

// Like the C library's: pads with NULs, and leaves dst unterminated
// if src is n bytes or longer.
char *
strncpy(char *dst, const char *src, int n)
{
  int i = 0;

  for (; i < n && src[i]; i++)
    dst[i] = src[i];
  for (; i < n; i++)
    dst[i] = 0;
  return dst;
}

// Copies at most n-1 bytes and always terminates dst.
char *
safestrcpy(char *dst, const char *src, int n)
{
  int i = 0;

  if (n <= 0)
    return dst;
  for (; i < n - 1 && src[i]; i++)
    dst[i] = src[i];
  dst[i] = 0;
  return dst;
}

int
strlen(const char *s)
{
  int n = 0;

  while (s[n])
    n++;
  return n;
}
