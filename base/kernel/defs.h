// Every function one kernel file offers the others, grouped by file.
#ifndef DEFS_H
#define DEFS_H
#include "types.h"

struct buf;
struct context;
struct file;
struct inode;
struct pipe;
struct proc;
struct spinlock;
struct sleeplock;
struct stat;
struct superblock;

// bio.c: the buffer cache
void        binit(void);
struct buf *bread(uint dev, uint blockno);
void        bwrite(struct buf *b);
void        brelse(struct buf *b);
void        bpin(struct buf *b);
void        bunpin(struct buf *b);

// console.c: the console device on top of the UART
void consoleinit(void);
void consoleintr(int c);
void consputc(int c);

// exec.c
int  kexec(char *path, char **argv);

// file.c: open files
struct file *filealloc(void);
void         fileclose(struct file *f);
struct file *filedup(struct file *f);
void         fileinit(void);
int          fileread(struct file *f, uint64 addr, int n);
int          filestat(struct file *f, uint64 addr);
int          filewrite(struct file *f, uint64 addr, int n);

// fs.c: inodes, directories, path names
void          fsinit(int dev);
int           dirlink(struct inode *dp, char *name, uint inum);
struct inode *dirlookup(struct inode *dp, char *name, uint *poff);
struct inode *ialloc(uint dev, short type);
struct inode *idup(struct inode *ip);
void          iinit(void);
void          ilock(struct inode *ip);
void          iput(struct inode *ip);
void          iunlock(struct inode *ip);
void          iunlockput(struct inode *ip);
void          iupdate(struct inode *ip);
int           namecmp(const char *s, const char *t);
struct inode *namei(char *path);
struct inode *nameiparent(char *path, char *name);
struct inode *create(char *path, short type, short major, short minor);
int           readi(struct inode *ip, int user_dst, uint64 dst, uint off, uint n);
void          stati(struct inode *ip, struct stat *st);
int           writei(struct inode *ip, int user_src, uint64 src, uint off, uint n);
void          itrunc(struct inode *ip);

// kalloc.c: physical pages
void *kalloc(void);
void  kfree(void *pa);
void  kinit(void);

// log.c: the write-ahead log
void initlog(int dev, struct superblock *sb);
void log_write(struct buf *b);
void begin_op(void);
void end_op(void);

// pipe.c
int  pipealloc(struct file **rf, struct file **wf);
void pipeclose(struct pipe *pi, int writable);
int  piperead(struct pipe *pi, uint64 addr, int n);
int  pipewrite(struct pipe *pi, uint64 addr, int n);

// printk.c: formatted output and panic
void printf(char *fmt, ...) __attribute__((format(printf, 1, 2)));
void panic(char *s) __attribute__((noreturn));
void printfinit(void);
extern volatile int panicked;

// prof.c: the sampling profiler
struct prof;
void profinit(void);
void profsample(struct prof *pr, uint64 pc);
void profkernel(uint64 pc);
void profdetach(struct prof *pr);
void profdump(struct proc *p);

// proc.c: processes and scheduling
int          cpuid(void);
void         kexit(int status) __attribute__((noreturn));
int          kfork(void);
int          growproc(int n);
void         proc_mapstacks(pagetable_t kpgtbl);
pagetable_t  proc_pagetable(struct proc *p);
void         proc_freepagetable(pagetable_t pagetable, uint64 sz);
int          kkill(int pid);
int          killed(struct proc *p);
void         setkilled(struct proc *p);
struct cpu  *mycpu(void);
struct proc *myproc(void);
void         procinit(void);
void         scheduler(void) __attribute__((noreturn));
void         sched(void);
void         sleep(void *chan, struct spinlock *lk);
void         userinit(void);
int          kwait(uint64 addr);
void         wakeup(void *chan);
void         yield(void);
int          either_copyout(int user_dst, uint64 dst, void *src, uint64 len);
int          either_copyin(void *dst, int user_src, uint64 src, uint64 len);
void         procdump(void);

// swtch.S
void swtch(struct context *old, struct context *new);

// spinlock.c
void acquire(struct spinlock *lk);
int  holding(struct spinlock *lk);
void initlock(struct spinlock *lk, char *name);
void release(struct spinlock *lk);
void push_off(void);
void pop_off(void);

// sleeplock.c
void acquiresleep(struct sleeplock *lk);
void releasesleep(struct sleeplock *lk);
int  holdingsleep(struct sleeplock *lk);
void initsleeplock(struct sleeplock *lk, char *name);

// string.c
int   memcmp(const void *a, const void *b, uint n);
void *memmove(void *dst, const void *src, uint n);
void *memset(void *dst, int c, uint n);
char *safestrcpy(char *dst, const char *src, int n);
int   strlen(const char *s);
int   strncmp(const char *a, const char *b, uint n);
char *strncpy(char *dst, const char *src, int n);

// syscall.c: fetching system call arguments
void argint(int n, int *ip);
int  argstr(int n, char *buf, int max);
void argaddr(int n, uint64 *ip);
int  fetchstr(uint64 addr, char *buf, int max);
int  fetchaddr(uint64 addr, uint64 *ip);
void syscall(void);

// trap.c
extern uint ticks;
extern struct spinlock tickslock;
void trapinit(void);
void trapinithart(void);
void usertrapret(void);

// uart.c: the 16550 serial port
void uartinit(void);
void uartintr(void);
void uartputc_sync(int c);

// vm.c: page tables
void        kvminit(void);
void        kvminithart(void);
void        kvmmap(pagetable_t kpgtbl, uint64 va, uint64 pa, uint64 sz, int perm);
int         mappages(pagetable_t pagetable, uint64 va, uint64 size, uint64 pa, int perm);
pagetable_t uvmcreate(void);
uint64      uvmalloc(pagetable_t pagetable, uint64 oldsz, uint64 newsz, int xperm);
uint64      uvmdealloc(pagetable_t pagetable, uint64 oldsz, uint64 newsz);
int         uvmcopy(pagetable_t old, pagetable_t new, uint64 sz);
void        uvmfree(pagetable_t pagetable, uint64 sz);
void        uvmunmap(pagetable_t pagetable, uint64 va, uint64 npages, int do_free);
void        uvmclear(pagetable_t pagetable, uint64 va);
pte_t      *walk(pagetable_t pagetable, uint64 va, int alloc);
uint64      walkaddr(pagetable_t pagetable, uint64 va);
int         copyout(pagetable_t pagetable, uint64 dstva, char *src, uint64 len);
int         copyin(pagetable_t pagetable, char *dst, uint64 srcva, uint64 len);
int         copyinstr(pagetable_t pagetable, char *dst, uint64 srcva, uint64 max);

// plic.c: the interrupt controller
void plicinit(void);
void plicinithart(void);
int  plic_claim(void);
void plic_complete(int irq);

// virtio_disk.c
void virtio_disk_init(void);
void virtio_disk_rw(struct buf *b, int write);
void virtio_disk_intr(void);

// Number of elements of a fixed-size array.
#define NELEM(x) (sizeof(x) / sizeof((x)[0]))

#endif
