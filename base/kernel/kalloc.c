// The physical page allocator: every 4096-byte page between the end of
// the kernel and PHYSTOP, for page tables, kernel stacks, pipes, user
// memory and the like.
//
// Free pages form a list threaded through their own first word,
// guarded by kmem.lock.  Freed pages are filled with 0x01 and newly
// allocated ones with 0x05, so that use of stale or uninitialised
// memory shows up as garbage rather than as plausible data.
#include "types.h"
#include "param.h"
#include "memlayout.h"
#include "spinlock.h"
#include "riscv.h"
#include "defs.h"

extern char end[];   // first address after the kernel, from kernel.ld

struct freepage {
  struct freepage *next;
};

static struct {
  struct spinlock lock;
  struct freepage *head;
} kmem;

void
kinit(void)
{
  initlock(&kmem.lock, "kmem");
  for (uint64 pa = PGROUNDUP((uint64)end); pa + PGSIZE <= PHYSTOP; pa += PGSIZE)
    kfree((void *)pa);
}

// Give back the page at pa, which kalloc returned earlier.
void
kfree(void *pa)
{
  struct freepage *page = pa;

  if ((uint64)pa % PGSIZE != 0 || (char *)pa < end || (uint64)pa >= PHYSTOP)
    panic("kfree: not a page");
  memset(pa, 0x01, PGSIZE);

  acquire(&kmem.lock);
  page->next = kmem.head;
  kmem.head = page;
  release(&kmem.lock);
}

// A free page, or 0 if memory is exhausted.
void *
kalloc(void)
{
  struct freepage *page;

  acquire(&kmem.lock);
  page = kmem.head;
  if (page)
    kmem.head = page->next;
  release(&kmem.lock);

  if (page)
    memset(page, 0x05, PGSIZE);
  return page;
}
