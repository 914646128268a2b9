// Formatted output for user programs: printf writes to fd 1, fprintf to
// any fd.  Knows %d %u %x %c %s %p %% and the long forms %ld %lu %lx.
// Output is gathered in a buffer and written in as few writes as fit.
#include "kernel/types.h"
#include "kernel/stat.h"
#include "user/user.h"
#include <stdarg.h>

// An output buffer tied to one file descriptor.
struct out {
  int fd;
  int len;
  char buf[256];
};

static void
flush(struct out *o)
{
  if (o->len > 0)
    write(o->fd, o->buf, o->len);
  o->len = 0;
}

static void
put(struct out *o, char c)
{
  if (o->len == sizeof(o->buf))
    flush(o);
  o->buf[o->len++] = c;
}

static void
putstr(struct out *o, const char *s)
{
  while (*s)
    put(o, *s++);
}

// Write v in the given base; neg adds a leading minus sign.
static void
putnum(struct out *o, uint64 v, int base, int neg)
{
  static const char digit[] = "0123456789abcdef";
  char tmp[24];
  int n = 0;
  do {
    tmp[n++] = digit[v % base];
    v /= base;
  } while (v != 0);
  if (neg)
    put(o, '-');
  while (n > 0)
    put(o, tmp[--n]);
}

// Write a signed value in decimal.
static void
putsigned(struct out *o, long v)
{
  if (v < 0)
    putnum(o, -(uint64)v, 10, 1);
  else
    putnum(o, v, 10, 0);
}

static void
format(int fd, const char *fmt, va_list ap)
{
  struct out o;
  o.fd = fd;
  o.len = 0;

  for (; *fmt; fmt++) {
    if (*fmt != '%') {
      put(&o, *fmt);
      continue;
    }
    fmt++;
    int islong = 0;
    while (*fmt == 'l') {
      islong = 1;
      fmt++;
    }
    char c = *fmt;
    if (c == 0)
      break;
    switch (c) {
    case 'd':
      putsigned(&o, islong ? va_arg(ap, long) : va_arg(ap, int));
      break;
    case 'u':
      putnum(&o, islong ? va_arg(ap, uint64) : va_arg(ap, uint), 10, 0);
      break;
    case 'x':
      putnum(&o, islong ? va_arg(ap, uint64) : va_arg(ap, uint), 16, 0);
      break;
    case 'p': {
      uint64 v = (uint64)va_arg(ap, void *);
      putstr(&o, "0x");
      for (int shift = 60; shift >= 0; shift -= 4)
        put(&o, "0123456789abcdef"[(v >> shift) & 0xf]);
      break;
    }
    case 's': {
      const char *s = va_arg(ap, const char *);
      putstr(&o, s ? s : "(null)");
      break;
    }
    case 'c':
      put(&o, (char)va_arg(ap, int));
      break;
    case '%':
      put(&o, '%');
      break;
    default:
      // Not a conversion we know: show it as written.
      put(&o, '%');
      if (islong)
        put(&o, 'l');
      put(&o, c);
      break;
    }
  }
  flush(&o);
}

void
fprintf(int fd, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  format(fd, fmt, ap);
  va_end(ap);
}

void
printf(const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  format(1, fmt, ap);
  va_end(ap);
}
