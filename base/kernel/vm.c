// Page tables: the kernel's, shared by all harts, and one per process.
//
// Interface:
//   kvminit / kvminithart   build the kernel page table / load it on this hart
//   walk / walkaddr         find a PTE / the physical address behind a user va
//   mappages / uvmunmap     add / remove mappings
//   uvm*                    grow, shrink, copy and free user memory
//   copyin / copyout / copyinstr   move data between kernel and user memory,
//                           refusing any user address that is not mapped
//                           for user access (and, for copyout, writable).
//
// Sv39: a virtual address has three 9-bit indexes, one per level of
// page-table pages, above a 12-bit page offset.  Page-table pages come
// from kalloc and are reached through the kernel's identity map.
#include "param.h"
#include "types.h"
#include "memlayout.h"
#include "riscv.h"
#include "defs.h"

pagetable_t kernel_pagetable;

extern char etext[];       // end of kernel text, from kernel.ld
extern char trampoline[];  // trampoline.S

static pagetable_t
kvmmake(void)
{
  pagetable_t kpt = kalloc();

  if (kpt == 0)
    panic("kvmmake: out of memory");
  memset(kpt, 0, PGSIZE);
  kvmmap(kpt, UART0, UART0, PGSIZE, PTE_R | PTE_W);
  kvmmap(kpt, VIRTIO0, VIRTIO0, PGSIZE, PTE_R | PTE_W);
  kvmmap(kpt, PLIC, PLIC, 0x4000000, PTE_R | PTE_W);
  kvmmap(kpt, KERNBASE, KERNBASE, (uint64)etext - KERNBASE, PTE_R | PTE_X);
  kvmmap(kpt, (uint64)etext, (uint64)etext, PHYSTOP - (uint64)etext, PTE_R | PTE_W);
  kvmmap(kpt, TRAMPOLINE, (uint64)trampoline, PGSIZE, PTE_R | PTE_X);
  proc_mapstacks(kpt);
  return kpt;
}

void
kvminit(void)
{
  kernel_pagetable = kvmmake();
}

// Turn on paging on this hart with the kernel page table.
void
kvminithart(void)
{
  sfence_vma();      // earlier stores to page-table pages are done
  w_satp(MAKE_SATP(kernel_pagetable));
  sfence_vma();      // no stale translations survive the switch
}

// The address of the level-0 PTE for va, creating the page-table
// pages on the way if alloc is set.  0 if absent (or out of memory).
pte_t *
walk(pagetable_t pagetable, uint64 va, int alloc)
{
  if (va >= MAXVA)
    panic("walk: va too large");

  for (int level = 2; level > 0; level--) {
    pte_t *pte = &pagetable[PX(level, va)];
    if (*pte & PTE_V) {
      pagetable = (pagetable_t)PTE2PA(*pte);
      continue;
    }
    if (!alloc || (pagetable = kalloc()) == 0)
      return 0;
    memset(pagetable, 0, PGSIZE);
    *pte = PA2PTE(pagetable) | PTE_V;
  }
  return &pagetable[PX(0, va)];
}

// The physical address a user virtual address maps to, or 0 if it is
// not mapped for user access.
uint64
walkaddr(pagetable_t pagetable, uint64 va)
{
  if (va >= MAXVA)
    return 0;
  pte_t *pte = walk(pagetable, va, 0);
  if (pte == 0 || (*pte & PTE_V) == 0 || (*pte & PTE_U) == 0)
    return 0;
  return PTE2PA(*pte);
}

// Boot-time mapping into the kernel page table; panics on failure.
void
kvmmap(pagetable_t kpgtbl, uint64 va, uint64 pa, uint64 sz, int perm)
{
  if (mappages(kpgtbl, va, sz, pa, perm) != 0)
    panic("kvmmap");
}

// Map [va, va+size) to physical memory from pa.  va and size must be
// page-aligned.  Returns -1 if a page-table page could not be had.
int
mappages(pagetable_t pagetable, uint64 va, uint64 size, uint64 pa, int perm)
{
  if (va % PGSIZE != 0 || size % PGSIZE != 0 || size == 0)
    panic("mappages: unaligned");

  for (uint64 off = 0; off < size; off += PGSIZE) {
    pte_t *pte = walk(pagetable, va + off, 1);
    if (pte == 0)
      return -1;
    if (*pte & PTE_V)
      panic("mappages: remap");
    *pte = PA2PTE(pa + off) | perm | PTE_V;
  }
  return 0;
}

// Remove npages mappings from va on; they must exist.  Frees the
// physical pages too if do_free is set.
void
uvmunmap(pagetable_t pagetable, uint64 va, uint64 npages, int do_free)
{
  if (va % PGSIZE != 0)
    panic("uvmunmap: unaligned");

  for (uint64 a = va; a < va + npages * PGSIZE; a += PGSIZE) {
    pte_t *pte = walk(pagetable, a, 0);
    if (pte == 0 || (*pte & PTE_V) == 0)
      panic("uvmunmap: not mapped");
    if (PTE_FLAGS(*pte) == PTE_V)
      panic("uvmunmap: not a leaf");
    if (do_free)
      kfree((void *)PTE2PA(*pte));
    *pte = 0;
  }
}

// An empty user page table, or 0.
pagetable_t
uvmcreate(void)
{
  pagetable_t pagetable = kalloc();

  if (pagetable)
    memset(pagetable, 0, PGSIZE);
  return pagetable;
}

// Grow a process from oldsz to newsz bytes with zeroed pages, user
// readable plus xperm.  Returns the new size, or 0 (having undone
// everything) if memory ran out.  User pages are never both writable
// and executable (W^X): exec refuses such a segment before this.
uint64
uvmalloc(pagetable_t pagetable, uint64 oldsz, uint64 newsz, int xperm)
{
  if ((xperm & PTE_W) && (xperm & PTE_X))
    panic("uvmalloc: writable and executable");
  if (newsz < oldsz)
    return oldsz;

  for (uint64 a = PGROUNDUP(oldsz); a < newsz; a += PGSIZE) {
    char *mem = kalloc();
    if (mem == 0) {
      uvmdealloc(pagetable, a, oldsz);
      return 0;
    }
    memset(mem, 0, PGSIZE);
    if (mappages(pagetable, a, PGSIZE, (uint64)mem, PTE_R | PTE_U | xperm) != 0) {
      kfree(mem);
      uvmdealloc(pagetable, a, oldsz);
      return 0;
    }
  }
  return newsz;
}

// Shrink a process from oldsz to newsz bytes, freeing whole pages
// that fall outside.  Returns the new size.
uint64
uvmdealloc(pagetable_t pagetable, uint64 oldsz, uint64 newsz)
{
  if (newsz >= oldsz)
    return oldsz;

  uint64 keep = PGROUNDUP(newsz), had = PGROUNDUP(oldsz);
  if (keep < had)
    uvmunmap(pagetable, keep, (had - keep) / PGSIZE, 1);
  return newsz;
}

// Free the page-table pages below pagetable; leaves must be gone.
static void
freewalk(pagetable_t pagetable)
{
  for (int i = 0; i < 512; i++) {
    pte_t pte = pagetable[i];
    if ((pte & PTE_V) == 0)
      continue;
    if (pte & (PTE_R | PTE_W | PTE_X))
      panic("freewalk: leaf still mapped");
    freewalk((pagetable_t)PTE2PA(pte));
    pagetable[i] = 0;
  }
  kfree(pagetable);
}

// Free sz bytes of user memory and then the page table itself.
void
uvmfree(pagetable_t pagetable, uint64 sz)
{
  if (sz > 0)
    uvmunmap(pagetable, 0, PGROUNDUP(sz) / PGSIZE, 1);
  freewalk(pagetable);
}

// Give the child (new) a copy of the parent's (old) first sz bytes of
// memory.  On failure frees what it copied and returns -1.
int
uvmcopy(pagetable_t old, pagetable_t new, uint64 sz)
{
  uint64 va;

  for (va = 0; va < sz; va += PGSIZE) {
    pte_t *pte = walk(old, va, 0);
    if (pte == 0 || (*pte & PTE_V) == 0)
      panic("uvmcopy: page missing");
    char *mem = kalloc();
    if (mem == 0)
      goto fail;
    memmove(mem, (char *)PTE2PA(*pte), PGSIZE);
    if (mappages(new, va, PGSIZE, (uint64)mem, PTE_FLAGS(*pte)) != 0) {
      kfree(mem);
      goto fail;
    }
  }
  return 0;

 fail:
  uvmunmap(new, 0, va / PGSIZE, 1);
  return -1;
}

// Make the page at va inaccessible to user code (the stack guard).
void
uvmclear(pagetable_t pagetable, uint64 va)
{
  pte_t *pte = walk(pagetable, va, 0);

  if (pte == 0)
    panic("uvmclear");
  *pte &= ~PTE_U;
}

// The physical address of user page va, if the user may access it
// (and, with need_write, write it); 0 otherwise.
static uint64
user_page(pagetable_t pagetable, uint64 va, int need_write)
{
  if (va >= MAXVA)
    return 0;
  pte_t *pte = walk(pagetable, va, 0);
  if (pte == 0 || (*pte & (PTE_V | PTE_U)) != (PTE_V | PTE_U))
    return 0;
  if (need_write && (*pte & PTE_W) == 0)
    return 0;
  return PTE2PA(*pte);
}

// Copy len bytes from the kernel's src to user address dstva.
// Returns 0, or -1 if any byte of the destination is not user-writable.
int
copyout(pagetable_t pagetable, uint64 dstva, char *src, uint64 len)
{
  while (len > 0) {
    uint64 page = PGROUNDDOWN(dstva);
    uint64 pa = user_page(pagetable, page, 1);
    if (pa == 0)
      return -1;
    uint64 n = PGSIZE - (dstva - page);
    if (n > len)
      n = len;
    memmove((void *)(pa + (dstva - page)), src, n);
    len -= n;
    src += n;
    dstva = page + PGSIZE;
  }
  return 0;
}

// Copy len bytes from user address srcva to the kernel's dst.
// Returns 0, or -1 if any byte is not user-readable.
int
copyin(pagetable_t pagetable, char *dst, uint64 srcva, uint64 len)
{
  while (len > 0) {
    uint64 page = PGROUNDDOWN(srcva);
    uint64 pa = user_page(pagetable, page, 0);
    if (pa == 0)
      return -1;
    uint64 n = PGSIZE - (srcva - page);
    if (n > len)
      n = len;
    memmove(dst, (void *)(pa + (srcva - page)), n);
    len -= n;
    dst += n;
    srcva = page + PGSIZE;
  }
  return 0;
}

// Copy a NUL-terminated string of at most max bytes (NUL included)
// from user address srcva.  Returns 0, or -1 if it is unreadable or
// too long.
int
copyinstr(pagetable_t pagetable, char *dst, uint64 srcva, uint64 max)
{
  while (max > 0) {
    uint64 page = PGROUNDDOWN(srcva);
    uint64 pa = user_page(pagetable, page, 0);
    if (pa == 0)
      return -1;
    char *s = (char *)(pa + (srcva - page));
    uint64 n = PGSIZE - (srcva - page);
    for (; n > 0 && max > 0; n--, max--, srcva++) {
      *dst = *s++;
      if (*dst++ == 0)
        return 0;
    }
  }
  return -1;
}
