// malloc and free for user programs.  Free memory is kept as a list of
// blocks sorted by address; freeing a block merges it with free blocks
// that touch it.  When nothing fits, more memory comes from sbrk.
#include "kernel/types.h"
#include "kernel/stat.h"
#include "user/user.h"

// Every block, free or handed out, starts with this header.  Sizes are
// counted in units of one header (16 bytes), header included.
struct hdr {
  struct hdr *next;   // next free block (only while on the free list)
  uint64 units;       // size of this block in units
};

#define MINGROW 4096   // fewest units asked of sbrk at a time

static struct hdr *freelist;   // lowest-addressed free block, or 0

// Put block b on the free list, joining it to neighbours it touches.
static void
release(struct hdr *b)
{
  struct hdr *prev = 0, *cur = freelist;
  while (cur && cur < b) {
    prev = cur;
    cur = cur->next;
  }

  // Join with the following block if b ends where it starts.
  if (cur && b + b->units == cur) {
    b->units += cur->units;
    b->next = cur->next;
  } else {
    b->next = cur;
  }

  // Join with the preceding block if it ends where b starts.
  if (prev && prev + prev->units == b) {
    prev->units += b->units;
    prev->next = b->next;
  } else if (prev) {
    prev->next = b;
  } else {
    freelist = b;
  }
}

// Get at least units more units from the kernel; 0 if it refuses.
static int
grow(uint64 units)
{
  if (units < MINGROW)
    units = MINGROW;
  uint64 bytes = units * sizeof(struct hdr);
  if (bytes > 0x7fffffff)
    return 0;
  char *p = sbrk(bytes);
  if (p == (char *)-1)
    return 0;
  struct hdr *b = (struct hdr *)p;
  b->units = units;
  release(b);
  return 1;
}

void *
malloc(uint n)
{
  uint64 units = ((uint64)n + sizeof(struct hdr) - 1) / sizeof(struct hdr) + 1;

  for (;;) {
    struct hdr *prev = 0;
    for (struct hdr *cur = freelist; cur; prev = cur, cur = cur->next) {
      if (cur->units < units)
        continue;
      if (cur->units == units) {
        // Exact fit: take the whole block off the list.
        if (prev)
          prev->next = cur->next;
        else
          freelist = cur->next;
        return cur + 1;
      }
      // Cut the piece from the top end, so the list needn't change.
      cur->units -= units;
      struct hdr *b = cur + cur->units;
      b->units = units;
      return b + 1;
    }
    if (!grow(units))
      return 0;
  }
}

void
free(void *p)
{
  if (p)
    release((struct hdr *)p - 1);
}
