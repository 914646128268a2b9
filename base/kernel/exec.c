// kexec: replace the current process's memory with a program read
// from an ELF file (elf.h), and arrange for it to start at its entry
// point with argc and argv.
//
// The new image is built in a fresh page table while the old one stays
// in place, so any failure (bad file, no memory, arguments too big)
// returns -1 to a caller whose image is intact.  Only after everything
// has succeeded does the process switch page tables and free the old.
//
// The new user address space, from 0 up:
//   [ loaded segments | guard page | USERSTACK stack pages ]
// with the trapframe and trampoline at the top as always.  The stack
// starts with the argument strings, each 16-byte aligned, below them
// the argv array of pointers ending in 0, and sp pointing at argv[0].
//
// Locking: the program's inode is locked, inside a transaction, while
// it is read.
#include "types.h"
#include "param.h"
#include "memlayout.h"
#include "riscv.h"
#include "spinlock.h"
#include "proc.h"
#include "defs.h"
#include "elf.h"

// Page permissions for a segment with ELF flags pf.  uvmalloc adds
// readable and user-accessible itself.
static int
seg_perm(uint pf)
{
  int perm = 0;
  if (pf & ELF_PF_X)
    perm |= PTE_X;
  if (pf & ELF_PF_W)
    perm |= PTE_W;
  return perm;
}

// Read filesz bytes at offset off of ip into user memory at va, which
// is page-aligned and already mapped in pt.  Caller holds ip->lock;
// may sleep.
static int
loadseg(pagetable_t pt, uint64 va, struct inode *ip, uint off, uint filesz)
{
  for (uint done = 0; done < filesz; done += PGSIZE) {
    uint64 pa = walkaddr(pt, va + done);
    if (pa == 0)
      panic("loadseg: segment page not mapped");
    uint n = filesz - done < PGSIZE ? filesz - done : PGSIZE;
    if (readi(ip, 0, pa, off + done, n) != n)
      return -1;
  }
  return 0;
}

// Check a loadable segment's header: sizes consistent, no wrap-around,
// page-aligned start, below the trapframe, and not both writable and
// executable (W^X: a program must not be able to change its own code,
// nor run what it wrote).
static int
seg_ok(struct proghdr *ph)
{
  if ((ph->p_flags & ELF_PF_W) && (ph->p_flags & ELF_PF_X))
    return 0;
  if (ph->p_memsz < ph->p_filesz)
    return 0;
  if (ph->p_vaddr + ph->p_memsz < ph->p_vaddr)
    return 0;
  if (ph->p_offset + ph->p_filesz < ph->p_offset)
    return 0;
  if (ph->p_vaddr % PGSIZE != 0)
    return 0;
  return ph->p_vaddr + ph->p_memsz <= TRAPFRAME;
}

// Map and fill every loadable segment of ip into pt; *sz tracks how
// much of pt is mapped, also on failure, so the caller can free it.
// Segments must come in address order without sharing a page, since
// a page has one set of permissions; a hole between two segments is
// mapped read-only, because [0, sz) must be mapped throughout.
// Caller holds ip->lock; may sleep.
static int
load_segments(pagetable_t pt, struct inode *ip, struct elfhdr *eh, uint64 *sz)
{
  struct proghdr ph;
  uint off = eh->e_phoff;

  for (int i = 0; i < eh->e_phnum; i++, off += sizeof(ph)) {
    if (readi(ip, 0, (uint64)&ph, off, sizeof(ph)) != sizeof(ph))
      return -1;
    if (ph.p_type != ELF_PROG_LOAD)
      continue;
    if (!seg_ok(&ph) || ph.p_vaddr < PGROUNDUP(*sz))
      return -1;
    if (ph.p_vaddr > *sz) {
      uint64 holesz = uvmalloc(pt, *sz, ph.p_vaddr, 0);
      if (holesz == 0)
        return -1;
      *sz = holesz;
    }
    uint64 end = ph.p_vaddr + ph.p_memsz;
    uint64 newsz = uvmalloc(pt, *sz, end, seg_perm(ph.p_flags));
    if (newsz == 0)
      return -1;
    *sz = newsz;
    if (loadseg(pt, ph.p_vaddr, ip, ph.p_offset, ph.p_filesz) < 0)
      return -1;
  }
  return 0;
}

// Read the program at path into pt.  Returns -1 if it is missing or
// not a valid executable.  Caller holds no lock; may sleep.
static int
load_program(char *path, pagetable_t pt, uint64 *sz, uint64 *entry)
{
  struct elfhdr eh;
  struct inode *ip;
  int r = -1;

  begin_op();
  if ((ip = namei(path)) == 0) {
    end_op();
    return -1;
  }
  ilock(ip);
  if (readi(ip, 0, (uint64)&eh, 0, sizeof(eh)) == sizeof(eh) &&
      eh.e_magic == ELF_MAGIC &&
      load_segments(pt, ip, &eh, sz) == 0) {
    *entry = eh.e_entry;
    r = 0;
  }
  iunlockput(ip);
  end_op();
  return r;
}

// Add the guard page and stack above *sz, and copy the arguments onto
// the stack.  Sets *sp and *uargv (the user address of argv) and
// returns argc, or -1 if memory or stack space runs out.
static int
setup_stack(pagetable_t pt, uint64 *sz, char **argv, uint64 *sp, uint64 *uargv)
{
  uint64 ptrs[MAXARG + 1];
  uint64 base = PGROUNDUP(*sz);
  uint64 top = base + (USERSTACK + 1) * PGSIZE;
  int argc;

  if (top > TRAPFRAME)
    return -1;
  if (uvmalloc(pt, base, top, PTE_W) == 0)
    return -1;
  *sz = top;
  // The lowest page stays mapped but out of user reach, so that running
  // off the bottom of the stack faults instead of corrupting data.
  uvmclear(pt, base);
  uint64 stackbase = top - USERSTACK * PGSIZE;
  uint64 s = top;

  for (argc = 0; argv[argc] != 0; argc++) {
    if (argc >= MAXARG)
      return -1;
    uint64 len = strlen(argv[argc]) + 1;
    s = (s - len) & ~(uint64)15;   // RISC-V wants sp 16-byte aligned
    if (s < stackbase || copyout(pt, s, argv[argc], len) < 0)
      return -1;
    ptrs[argc] = s;
  }
  ptrs[argc] = 0;

  uint64 len = (argc + 1) * sizeof(uint64);
  s = (s - len) & ~(uint64)15;
  if (s < stackbase || copyout(pt, s, (char *)ptrs, len) < 0)
    return -1;

  *sp = s;
  *uargv = s;
  return argc;
}

// The last element of path, for the process name.
static char *
last_elem(char *path)
{
  char *last = path;
  for (char *s = path; *s; s++)
    if (*s == '/')
      last = s + 1;
  return last;
}

// Replace the calling process's image with the program at path.
// Returns argc (user code receives it in a0) or -1 with the old image
// untouched.  Caller holds no lock; may sleep.
int
kexec(char *path, char **argv)
{
  struct proc *p = myproc();
  pagetable_t pt;
  uint64 sz = 0, entry = 0, sp = 0, uargv = 0;
  int argc;

  if ((pt = proc_pagetable(p)) == 0)
    return -1;
  if (load_program(path, pt, &sz, &entry) < 0 ||
      (argc = setup_stack(pt, &sz, argv, &sp, &uargv)) < 0) {
    proc_freepagetable(pt, sz);
    return -1;
  }

  // Point of no return: commit to the new image.
  safestrcpy(p->name, last_elem(path), sizeof(p->name));
  pagetable_t oldpt = p->pagetable;
  uint64 oldsz = p->sz;
  p->pagetable = pt;
  p->sz = sz;
  p->trapframe->epc = entry;
  p->trapframe->sp = sp;
  p->trapframe->a1 = uargv;
  proc_freepagetable(oldpt, oldsz);
  return argc;
}
