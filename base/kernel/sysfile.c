// File-system system calls: argument checking on top of file.c and
// fs.c.
//
// Each sys_NAME takes its arguments from the trapframe through
// argint/argaddr/argstr and returns the value user space sees in a0,
// -1 for any failure.  File descriptors index myproc()->ofile, which
// only the process itself touches, so it needs no lock.  Every call
// that may change the disk runs its file-system work between
// begin_op and end_op; create() (fs.c) expects its caller to have
// done so.
#include "types.h"
#include "riscv.h"
#include "defs.h"
#include "param.h"
#include "stat.h"
#include "spinlock.h"
#include "proc.h"
#include "fs.h"
#include "sleeplock.h"
#include "file.h"
#include "fcntl.h"

// Fetch argument n as a descriptor of an open file.  Returns -1 if
// it is not one.
static int
argfd(int n, int *pfd, struct file **pf)
{
  int fd;
  struct file *f;

  argint(n, &fd);
  if (fd < 0 || fd >= NOFILE || (f = myproc()->ofile[fd]) == 0)
    return -1;
  if (pfd)
    *pfd = fd;
  if (pf)
    *pf = f;
  return 0;
}

// Give f the lowest free descriptor of this process; the descriptor
// takes over the caller's reference.  Returns -1 if none is free.
static int
fdalloc(struct file *f)
{
  struct proc *p = myproc();

  for (int fd = 0; fd < NOFILE; fd++) {
    if (p->ofile[fd] == 0) {
      p->ofile[fd] = f;
      return fd;
    }
  }
  return -1;
}

// dup(fd): a second descriptor for the same open file.  Caller holds
// no lock; does not sleep.
uint64
sys_dup(void)
{
  struct file *f;
  int fd;

  if (argfd(0, 0, &f) < 0)
    return -1;
  if ((fd = fdalloc(f)) < 0)
    return -1;
  filedup(f);
  return fd;
}

// read(fd, buf, n).  Caller holds no lock; may sleep.
uint64
sys_read(void)
{
  struct file *f;
  uint64 buf;
  int n;

  argaddr(1, &buf);
  argint(2, &n);
  if (argfd(0, 0, &f) < 0)
    return -1;
  return fileread(f, buf, n);
}

// write(fd, buf, n).  Caller holds no lock; may sleep.
uint64
sys_write(void)
{
  struct file *f;
  uint64 buf;
  int n;

  argaddr(1, &buf);
  argint(2, &n);
  if (argfd(0, 0, &f) < 0)
    return -1;
  return filewrite(f, buf, n);
}

// close(fd).  Caller holds no lock; may sleep (the last close of a file).
uint64
sys_close(void)
{
  struct file *f;
  int fd;

  if (argfd(0, &fd, &f) < 0)
    return -1;
  myproc()->ofile[fd] = 0;
  fileclose(f);
  return 0;
}

// fstat(fd, st).  Caller holds no lock; may sleep.
uint64
sys_fstat(void)
{
  struct file *f;
  uint64 st;

  argaddr(1, &st);
  if (argfd(0, 0, &f) < 0)
    return -1;
  return filestat(f, st);
}

// Enter ip, which has a reference and is unlocked, into the directory
// of path newpath.  Caller is inside a transaction; may sleep.
static int
enter_link(struct inode *ip, char *newpath)
{
  char name[DIRSIZ];
  struct inode *dp;

  if ((dp = nameiparent(newpath, name)) == 0)
    return -1;
  ilock(dp);
  // A directory entry can only name an inode on its own device, and a
  // removed directory takes no new entries (see fs.c): the name would
  // be lost with it, and its link counted for ever.
  if (dp->dev != ip->dev || dp->nlink == 0 ||
      dirlink(dp, name, ip->inum) < 0) {
    iunlockput(dp);
    return -1;
  }
  iunlockput(dp);
  return 0;
}

// link(old, new): give the file old the extra name new.  Caller holds
// no lock; may sleep.
uint64
sys_link(void)
{
  char old[MAXPATH], new[MAXPATH];
  struct inode *ip;

  if (argstr(0, old, MAXPATH) < 0 || argstr(1, new, MAXPATH) < 0)
    return -1;

  begin_op();
  if ((ip = namei(old)) == 0) {
    end_op();
    return -1;
  }
  ilock(ip);
  // Hard links to directories would allow cycles.  The cap keeps
  // nlink, a short, from wrapping to a negative count.
  if (ip->type == T_DIR || ip->nlink >= MAXLINK) {
    iunlockput(ip);
    end_op();
    return -1;
  }
  // Count the new link first: a crash between the two steps then
  // leaves a count too high, which wastes an inode, rather than too
  // low, which would free a file still named.
  ip->nlink++;
  iupdate(ip);
  iunlock(ip);

  int r = enter_link(ip, new);
  ilock(ip);
  if (r < 0) {
    ip->nlink--;
    iupdate(ip);
  }
  iunlockput(ip);
  end_op();
  return r;
}

// Does directory dp hold nothing but "." and ".."?  Caller holds
// dp->lock; may sleep.
static int
isdirempty(struct inode *dp)
{
  struct dirent de;

  for (uint off = 2 * sizeof(de); off < dp->size; off += sizeof(de)) {
    if (readi(dp, 0, (uint64)&de, off, sizeof(de)) != sizeof(de))
      panic("isdirempty: short directory read");
    if (de.inum != 0)
      return 0;
  }
  return 1;
}

// Remove the entry name from dp, which is locked, and drop the link
// count of what it names.  Caller is inside a transaction; may sleep.
static int
remove_entry(struct inode *dp, char *name)
{
  struct dirent de;
  struct inode *ip;
  uint off;

  if (namecmp(name, ".") == 0 || namecmp(name, "..") == 0)
    return -1;
  if ((ip = dirlookup(dp, name, &off)) == 0)
    return -1;
  ilock(ip);
  if (ip->nlink < 1)
    panic("remove_entry: inode with no links");
  if (ip->type == T_DIR && !isdirempty(ip)) {
    iunlockput(ip);
    return -1;
  }

  memset(&de, 0, sizeof(de));
  if (writei(dp, 0, (uint64)&de, off, sizeof(de)) != sizeof(de))
    panic("remove_entry: clearing directory entry");
  if (ip->type == T_DIR) {
    dp->nlink--;   // the child's ".." no longer points at dp
    iupdate(dp);
  }
  ip->nlink--;
  iupdate(ip);
  iunlockput(ip);   // frees it if that was the last name and reference
  return 0;
}

// unlink(path): remove a name; the file goes when no name or open
// file refers to it.  Caller holds no lock; may sleep.
uint64
sys_unlink(void)
{
  char path[MAXPATH], name[DIRSIZ];
  struct inode *dp;

  if (argstr(0, path, MAXPATH) < 0)
    return -1;

  begin_op();
  if ((dp = nameiparent(path, name)) == 0) {
    end_op();
    return -1;
  }
  ilock(dp);
  int r = remove_entry(dp, name);
  iunlockput(dp);
  end_op();
  return r;
}

// Find or create the inode open() names; returns it locked or 0.
// Caller is inside a transaction; may sleep.
static struct inode *
open_inode(char *path, int omode)
{
  struct inode *ip;

  if (omode & O_CREATE)
    return create(path, T_FILE, 0, 0);
  if ((ip = namei(path)) == 0)
    return 0;
  ilock(ip);
  if (ip->type == T_DIR && omode != O_RDONLY) {
    iunlockput(ip);
    return 0;
  }
  return ip;
}

// open(path, omode): returns a new file descriptor.  Caller holds no
// lock; may sleep.
uint64
sys_open(void)
{
  char path[MAXPATH];
  int omode, fd = -1;
  struct file *f = 0;
  struct inode *ip;

  argint(1, &omode);
  if (argstr(0, path, MAXPATH) < 0)
    return -1;

  begin_op();
  if ((ip = open_inode(path, omode)) == 0) {
    end_op();
    return -1;
  }
  if ((ip->type == T_DEVICE && (ip->major < 0 || ip->major >= NDEV)) ||
      (f = filealloc()) == 0 || (fd = fdalloc(f)) < 0) {
    if (f)
      fileclose(f);
    iunlockput(ip);
    end_op();
    return -1;
  }

  if (ip->type == T_DEVICE) {
    f->type = FD_DEVICE;
    f->major = ip->major;
  } else {
    f->type = FD_INODE;
    f->off = 0;
  }
  f->ip = ip;
  f->readable = !(omode & O_WRONLY);
  f->writable = (omode & O_WRONLY) || (omode & O_RDWR);

  if ((omode & O_TRUNC) && ip->type == T_FILE)
    itrunc(ip);

  iunlock(ip);
  end_op();
  return fd;
}

// mkdir(path).  Caller holds no lock; may sleep.
uint64
sys_mkdir(void)
{
  char path[MAXPATH];
  struct inode *ip;

  if (argstr(0, path, MAXPATH) < 0)
    return -1;
  begin_op();
  if ((ip = create(path, T_DIR, 0, 0)) == 0) {
    end_op();
    return -1;
  }
  iunlockput(ip);
  end_op();
  return 0;
}

// mknod(path, major, minor): make a device file.  Caller holds no
// lock; may sleep.
uint64
sys_mknod(void)
{
  char path[MAXPATH];
  struct inode *ip;
  int major, minor;

  argint(1, &major);
  argint(2, &minor);
  if (argstr(0, path, MAXPATH) < 0)
    return -1;
  begin_op();
  if ((ip = create(path, T_DEVICE, major, minor)) == 0) {
    end_op();
    return -1;
  }
  iunlockput(ip);
  end_op();
  return 0;
}

// chdir(path).  Caller holds no lock; may sleep.
uint64
sys_chdir(void)
{
  char path[MAXPATH];
  struct inode *ip;
  struct proc *p = myproc();

  if (argstr(0, path, MAXPATH) < 0)
    return -1;
  begin_op();
  if ((ip = namei(path)) == 0) {
    end_op();
    return -1;
  }
  ilock(ip);
  if (ip->type != T_DIR) {
    iunlockput(ip);
    end_op();
    return -1;
  }
  iunlock(ip);
  iput(p->cwd);   // may free an unlinked old directory: needs the transaction
  end_op();
  p->cwd = ip;
  return 0;
}

// Copy the user's argv (a 0-terminated array of string pointers at
// uargv) into kalloc'd pages, one per string, with a 0 after the last.
// Returns -1 if it is unreadable, has more than MAXARG strings, or
// memory runs out; argv then holds what must still be freed.
static int
fetch_argv(uint64 uargv, char **argv)
{
  for (int i = 0; ; i++) {
    uint64 uarg;
    if (fetchaddr(uargv + i * sizeof(uint64), &uarg) < 0)
      return -1;
    if (uarg == 0)
      return 0;
    if (i >= MAXARG)
      return -1;
    if ((argv[i] = kalloc()) == 0)
      return -1;
    if (fetchstr(uarg, argv[i], PGSIZE) < 0)
      return -1;
  }
}

// exec(path, argv): replace this process's image.  Caller holds no
// lock; may sleep.
uint64
sys_exec(void)
{
  char path[MAXPATH];
  char *argv[MAXARG + 1];
  uint64 uargv;
  int r = -1;

  argaddr(1, &uargv);
  if (argstr(0, path, MAXPATH) < 0)
    return -1;

  memset(argv, 0, sizeof(argv));
  if (fetch_argv(uargv, argv) == 0)
    r = kexec(path, argv);

  for (int i = 0; i < NELEM(argv) && argv[i] != 0; i++)
    kfree(argv[i]);
  return r;
}

// pipe(fds): store the read and write descriptors at user address fds.
// Caller holds no lock; may sleep (closing on failure).
uint64
sys_pipe(void)
{
  uint64 fds;
  struct file *rf, *wf;
  int fd0 = -1, fd1 = -1;
  struct proc *p = myproc();

  argaddr(0, &fds);
  if (pipealloc(&rf, &wf) < 0)
    return -1;
  if ((fd0 = fdalloc(rf)) < 0 || (fd1 = fdalloc(wf)) < 0 ||
      copyout(p->pagetable, fds, (char *)&fd0, sizeof(fd0)) < 0 ||
      copyout(p->pagetable, fds + sizeof(fd0), (char *)&fd1, sizeof(fd1)) < 0) {
    if (fd0 >= 0)
      p->ofile[fd0] = 0;
    if (fd1 >= 0)
      p->ofile[fd1] = 0;
    fileclose(rf);
    fileclose(wf);
    return -1;
  }
  return 0;
}
