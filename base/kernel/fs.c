// The file system proper: blocks, inodes, directories and path names,
// built on the buffer cache (bio.c) and the log (log.c).  fs.h has
// the on-disk layout.
//
// Layers, bottom up:
//   blocks       balloc/bfree hand out data blocks using the bitmap.
//   inodes       an in-memory table of NINODE inodes caches the disk's.
//                iget finds or makes an entry and counts a reference
//                (ref), without reading the disk; ilock reads the
//                dinode on first use and locks it; iunlock unlocks;
//                iput drops a reference and frees the inode on disk
//                when it was the last reference to an unlinked inode.
//                readi/writei move bytes through bmap, which maps a
//                file's block index to a disk block, allocating.
//   directories  a directory is an inode of type T_DIR whose content
//                is an array of struct dirent (dirlookup, dirlink).
//   path names   namex walks a path one directory at a time; create
//                makes a new name at the end of one.
//
// Limits reach user space as errors, never as panics: iget returns 0
// when the inode table is full, and every caller passes that up, so
// the system call fails.  An inode has at most MAXLINK names.
//
// A removed directory (link count 0) stays in memory while a process
// holds it, typically as its current directory, but no directory
// names it any more and its ".." may name an inode already freed.
// Rule: nothing is looked up or created in a directory whose nlink is
// 0.  namex refuses to search it, and create (and link, in sysfile.c)
// check again under the directory's lock, which the unlink that
// removes it also holds.  So a removed cwd gives errors instead of
// reaching a freed inode or hiding a new, unreachable file.  (The
// other way, refusing to unlink a directory that is some process's
// cwd, would make the file system scan the process table at every
// unlink, racing with chdir, for the same effect.)
//
// Locking: itable.lock (a spinlock) guards each inode's ref, dev and
// inum; the inode's sleeplock guards valid and the copy of the dinode,
// and must be held to read or write its content.  Code that changes
// the disk must run inside begin_op/end_op, since balloc, bfree,
// iupdate, writei, itrunc and the last iput all call log_write.
#include "types.h"
#include "riscv.h"
#include "defs.h"
#include "param.h"
#include "stat.h"
#include "spinlock.h"
#include "proc.h"
#include "sleeplock.h"
#include "fs.h"
#include "buf.h"
#include "file.h"

#define MIN(a, b) ((a) < (b) ? (a) : (b))

struct inode *namex(char *path, int nameiparent, char *name);

// Read from the disk once, in fsinit, and constant afterwards.
static struct superblock sb;

// May sleep.
static void
readsb(int dev, struct superblock *out)
{
  struct buf *b = bread(dev, 1);
  memmove(out, b->data, sizeof(*out));
  brelse(b);
}

// Run by the first process, which can sleep, before any file access.
void
fsinit(int dev)
{
  readsb(dev, &sb);
  if (sb.magic != FSMAGIC)
    panic("fsinit: bad superblock magic");
  initlog(dev, &sb);
}

// Inside a transaction; may sleep.
static void
bzero(int dev, uint blockno)
{
  struct buf *b = bread(dev, blockno);
  memset(b->data, 0, BSIZE);
  log_write(b);
  brelse(b);
}

// Inside a transaction; may sleep.  Returns a zeroed block, or 0 when
// the disk is full.
static uint
balloc(uint dev)
{
  for (uint base = 0; base < sb.size; base += BPB) {
    struct buf *b = bread(dev, BBLOCK(base, sb));
    for (uint bit = 0; bit < BPB && base + bit < sb.size; bit++) {
      uchar mask = 1 << (bit % 8);
      if ((b->data[bit / 8] & mask) == 0) {
        b->data[bit / 8] |= mask;
        log_write(b);
        brelse(b);
        bzero(dev, base + bit);
        return base + bit;
      }
    }
    brelse(b);
  }
  printf("balloc: out of blocks\n");
  return 0;
}

// Inside a transaction; may sleep.
static void
bfree(int dev, uint blockno)
{
  struct buf *b = bread(dev, BBLOCK(blockno, sb));
  uint bit = blockno % BPB;
  uchar mask = 1 << (bit % 8);
  if ((b->data[bit / 8] & mask) == 0)
    panic("bfree: block already free");
  b->data[bit / 8] &= ~mask;
  log_write(b);
  brelse(b);
}

static struct {
  struct spinlock lock;
  struct inode inode[NINODE];
} itable;

void
iinit(void)
{
  initlock(&itable.lock, "itable");
  for (int i = 0; i < NINODE; i++)
    initsleeplock(&itable.inode[i].lock, "inode");
}

// Find or make the table entry for (dev, inum) and take a reference.
// Returns 0 if every entry is in use: user programs can fill the
// table (open files, current directories), so that is an error for
// the system call, not a panic.  Caller may hold inode sleeplocks and
// buffers but not itable.lock; does not sleep.
static struct inode *
iget(uint dev, uint inum)
{
  struct inode *ip, *spare = 0;

  acquire(&itable.lock);
  for (ip = itable.inode; ip < itable.inode + NINODE; ip++) {
    if (ip->ref > 0 && ip->dev == dev && ip->inum == inum) {
      ip->ref++;
      release(&itable.lock);
      return ip;
    }
    if (spare == 0 && ip->ref == 0)
      spare = ip;
  }
  if (spare == 0) {
    release(&itable.lock);
    return 0;
  }
  spare->dev = dev;
  spare->inum = inum;
  spare->ref = 1;
  spare->valid = 0;   // ilock will read it
  release(&itable.lock);
  return spare;
}

// Inside a transaction; may sleep.  Returns an unlocked, referenced
// inode marked with the type, or 0 if every inode is taken, on disk
// or in the table.
struct inode *
ialloc(uint dev, short type)
{
  for (uint inum = 1; inum < sb.ninodes; inum++) {
    struct buf *b = bread(dev, IBLOCK(inum, sb));
    struct dinode *dip = (struct dinode *)b->data + inum % IPB;
    if (dip->type == 0) {
      // Take the table entry before claiming the dinode, so that a
      // full table leaves the disk as it was, with no inode lost.
      struct inode *ip = iget(dev, inum);
      if (ip == 0) {
        brelse(b);
        return 0;
      }
      memset(dip, 0, sizeof(*dip));
      dip->type = type;   // claims it on disk
      log_write(b);
      brelse(b);
      return ip;
    }
    brelse(b);
  }
  printf("ialloc: out of inodes\n");
  return 0;
}

// Caller holds ip->lock, inside a transaction; may sleep.  Call after
// changing any field that lives on disk.
void
iupdate(struct inode *ip)
{
  struct buf *b = bread(ip->dev, IBLOCK(ip->inum, sb));
  struct dinode *dip = (struct dinode *)b->data + ip->inum % IPB;
  dip->type = ip->type;
  dip->major = ip->major;
  dip->minor = ip->minor;
  dip->nlink = ip->nlink;
  dip->size = ip->size;
  memmove(dip->addrs, ip->addrs, sizeof(ip->addrs));
  log_write(b);
  brelse(b);
}

// Caller holds no spinlock; does not sleep.
struct inode *
idup(struct inode *ip)
{
  acquire(&itable.lock);
  ip->ref++;
  release(&itable.lock);
  return ip;
}

// Caller holds a reference; may sleep (lock wait, disk read).
void
ilock(struct inode *ip)
{
  if (ip == 0 || ip->ref < 1)
    panic("ilock: no reference");
  acquiresleep(&ip->lock);
  if (ip->valid)
    return;

  struct buf *b = bread(ip->dev, IBLOCK(ip->inum, sb));
  struct dinode *dip = (struct dinode *)b->data + ip->inum % IPB;
  ip->type = dip->type;
  ip->major = dip->major;
  ip->minor = dip->minor;
  ip->nlink = dip->nlink;
  ip->size = dip->size;
  memmove(ip->addrs, dip->addrs, sizeof(ip->addrs));
  brelse(b);
  ip->valid = 1;
  if (ip->type == 0)
    panic("ilock: inode is free on disk");
}

// Caller holds ip->lock and gives it up; does not sleep.
void
iunlock(struct inode *ip)
{
  if (ip == 0 || ip->ref < 1 || !holdingsleep(&ip->lock))
    panic("iunlock: not locked");
  releasesleep(&ip->lock);
}

// Caller does not hold ip->lock; inside a transaction, since the last
// reference to an unlinked inode frees it on disk.  May sleep.
void
iput(struct inode *ip)
{
  acquire(&itable.lock);
  if (ip->ref == 1 && ip->valid && ip->nlink == 0) {
    // No directory names it and no one else holds it, so nobody can be
    // holding or waiting for its sleeplock: taking it cannot block.
    acquiresleep(&ip->lock);
    release(&itable.lock);

    itrunc(ip);
    ip->type = 0;
    iupdate(ip);
    ip->valid = 0;

    releasesleep(&ip->lock);
    acquire(&itable.lock);
  }
  ip->ref--;
  release(&itable.lock);
}

// Caller holds ip->lock; same conditions as iput.
void
iunlockput(struct inode *ip)
{
  iunlock(ip);
  iput(ip);
}

// The disk block holding block bn of the file, allocated if it has
// none yet; 0 when the disk is full.  Caller holds ip->lock, inside a
// transaction if the block may be new; may sleep.
static uint
bmap(struct inode *ip, uint bn)
{
  if (bn < NDIRECT) {
    if (ip->addrs[bn] == 0)
      ip->addrs[bn] = balloc(ip->dev);   // the caller's iupdate saves it
    return ip->addrs[bn];
  }

  bn -= NDIRECT;
  if (bn >= NINDIRECT)
    panic("bmap: block beyond largest file");
  if (ip->addrs[NDIRECT] == 0)
    ip->addrs[NDIRECT] = balloc(ip->dev);
  if (ip->addrs[NDIRECT] == 0)
    return 0;

  struct buf *b = bread(ip->dev, ip->addrs[NDIRECT]);
  uint *table = (uint *)b->data;
  uint addr = table[bn];
  if (addr == 0) {
    addr = balloc(ip->dev);
    if (addr != 0) {
      table[bn] = addr;
      log_write(b);
    }
  }
  brelse(b);
  return addr;
}

// Free every data block of the file.  Caller holds ip->lock, inside a
// transaction; may sleep.
void
itrunc(struct inode *ip)
{
  for (int i = 0; i < NDIRECT; i++) {
    if (ip->addrs[i]) {
      bfree(ip->dev, ip->addrs[i]);
      ip->addrs[i] = 0;
    }
  }

  if (ip->addrs[NDIRECT]) {
    struct buf *b = bread(ip->dev, ip->addrs[NDIRECT]);
    uint *table = (uint *)b->data;
    for (int j = 0; j < NINDIRECT; j++)
      if (table[j])
        bfree(ip->dev, table[j]);
    brelse(b);
    bfree(ip->dev, ip->addrs[NDIRECT]);
    ip->addrs[NDIRECT] = 0;
  }

  ip->size = 0;
  iupdate(ip);
}

// Caller holds ip->lock; does not sleep.
void
stati(struct inode *ip, struct stat *st)
{
  // All of it, padding included: st goes out to user space whole, and
  // must not carry old kernel stack bytes with it.
  memset(st, 0, sizeof(*st));
  st->dev = ip->dev;
  st->ino = ip->inum;
  st->type = ip->type;
  st->nlink = ip->nlink;
  st->size = ip->size;
}

// Copy up to n bytes at offset off out to dst, a user address if
// user_dst, else a kernel one.  Returns the count copied, or -1 if a
// copy fails.  Caller holds ip->lock; may sleep.
int
readi(struct inode *ip, int user_dst, uint64 dst, uint off, uint n)
{
  if (off > ip->size || off + n < off)
    return 0;
  n = MIN(n, ip->size - off);

  uint done = 0;
  while (done < n) {
    uint addr = bmap(ip, off / BSIZE);
    if (addr == 0)
      break;
    struct buf *b = bread(ip->dev, addr);
    uint m = MIN(n - done, BSIZE - off % BSIZE);
    int bad = either_copyout(user_dst, dst, b->data + off % BSIZE, m) == -1;
    brelse(b);
    if (bad)
      return -1;
    done += m;
    off += m;
    dst += m;
  }
  return done;
}

// Copy n bytes from src (a user address if user_src) into the file at
// offset off, growing it.  Returns the count written, which is short
// if the disk fills or a copy fails, or -1 for a bad offset.  Caller
// holds ip->lock, inside a transaction; may sleep.
int
writei(struct inode *ip, int user_src, uint64 src, uint off, uint n)
{
  if (off > ip->size || off + n < off)
    return -1;
  if (off + n > MAXFILE * BSIZE)
    return -1;

  uint done = 0;
  while (done < n) {
    uint addr = bmap(ip, off / BSIZE);
    if (addr == 0)
      break;
    struct buf *b = bread(ip->dev, addr);
    uint m = MIN(n - done, BSIZE - off % BSIZE);
    if (either_copyin(b->data + off % BSIZE, user_src, src, m) == -1) {
      brelse(b);
      break;
    }
    log_write(b);
    brelse(b);
    done += m;
    off += m;
    src += m;
  }

  if (off > ip->size)
    ip->size = off;
  // Even without growth, bmap may have filled in new block addresses.
  iupdate(ip);
  return done;
}

// Directory names compare over at most DIRSIZ bytes.
int
namecmp(const char *s, const char *t)
{
  return strncmp(s, t, DIRSIZ);
}

// The inode number that name has in directory dp, or 0 if it has
// none; *poff gets the entry's offset if poff is not 0.  Caller holds
// dp->lock; may sleep.
static uint
dirfind(struct inode *dp, char *name, uint *poff)
{
  struct dirent de;

  if (dp->type != T_DIR)
    panic("dirfind: not a directory");
  for (uint off = 0; off < dp->size; off += sizeof(de)) {
    if (readi(dp, 0, (uint64)&de, off, sizeof(de)) != sizeof(de))
      panic("dirfind: short directory read");
    if (de.inum == 0 || namecmp(name, de.name) != 0)
      continue;
    if (poff)
      *poff = off;
    return de.inum;
  }
  return 0;
}

// The inode named name in directory dp, unlocked and referenced, or 0
// if there is no such name or the inode table is full; *poff gets the
// entry's offset if poff is not 0.  Caller holds dp->lock; may sleep.
struct inode *
dirlookup(struct inode *dp, char *name, uint *poff)
{
  uint inum = dirfind(dp, name, poff);

  if (inum == 0)
    return 0;
  return iget(dp->dev, inum);
}

// Add the entry (name, inum) to dp, reusing a free slot if there is
// one.  Returns -1 if the name is taken or the write fails.  Caller
// holds dp->lock, inside a transaction; may sleep.
int
dirlink(struct inode *dp, char *name, uint inum)
{
  struct dirent de;
  uint off;

  // Not dirlookup: a full inode table must not pass for a free name.
  if (dirfind(dp, name, 0) != 0)
    return -1;

  for (off = 0; off < dp->size; off += sizeof(de)) {
    if (readi(dp, 0, (uint64)&de, off, sizeof(de)) != sizeof(de))
      panic("dirlink: short directory read");
    if (de.inum == 0)
      break;
  }

  memset(&de, 0, sizeof(de));
  strncpy(de.name, name, DIRSIZ);
  de.inum = inum;
  if (writei(dp, 0, (uint64)&de, off, sizeof(de)) != sizeof(de))
    return -1;
  return 0;
}

// Split the first element off path.  Copies it into name (DIRSIZ
// bytes; a name that long is cut and left without a NUL, like a
// directory entry) and returns the rest of the path without leading
// slashes, or returns 0 if path holds no element.
//   nextelem("a/bb//c", name) returns "bb//c", name "a"
//   nextelem("/c", name)      returns "",      name "c"
//   nextelem("///", name)     returns 0
static char *
nextelem(char *path, char *name)
{
  while (*path == '/')
    path++;
  if (*path == 0)
    return 0;

  char *start = path;
  while (*path != '/' && *path != 0)
    path++;
  int len = path - start;
  if (len >= DIRSIZ) {
    memmove(name, start, DIRSIZ);
  } else {
    memmove(name, start, len);
    name[len] = 0;
  }

  while (*path == '/')
    path++;
  return path;
}

// Walk path.  With nameiparent 0, return the inode it names; otherwise
// return the directory holding its last element and leave that element
// in name (DIRSIZ bytes).  The result is referenced and unlocked; 0 if
// some element is missing or not a directory.  Caller holds no inode
// lock (each directory is locked in turn), inside a transaction since
// iput may write; may sleep.
struct inode *
namex(char *path, int nameiparent, char *name)
{
  struct inode *ip, *next;

  if (*path == '/')
    ip = iget(ROOTDEV, ROOTINO);
  else
    ip = idup(myproc()->cwd);
  if (ip == 0)
    return 0;   // the inode table is full

  while ((path = nextelem(path, name)) != 0) {
    ilock(ip);
    // A removed directory is searched no more (see the top of this
    // file): its ".." may name a freed inode.
    if (ip->type != T_DIR || ip->nlink == 0) {
      iunlockput(ip);
      return 0;
    }
    if (nameiparent && *path == 0) {
      // ip holds the last element; the caller wants ip itself.
      iunlock(ip);
      return ip;
    }
    // Look the child up before letting go of ip, but lock it only
    // after: holding both would deadlock on "." and invert the
    // parent-before-child lock order on "..".
    next = dirlookup(ip, name, 0);
    iunlockput(ip);
    if (next == 0)
      return 0;
    ip = next;
  }

  if (nameiparent) {
    // The path had no last element ("/" or ""): it has no parent.
    iput(ip);
    return 0;
  }
  return ip;
}

// See namex; same conditions.
struct inode *
namei(char *path)
{
  char name[DIRSIZ];
  return namex(path, 0, name);
}

// See namex; same conditions.
struct inode *
nameiparent(char *path, char *name)
{
  return namex(path, 1, name);
}

// Make path name a new inode of the given type; for T_FILE an existing
// file or device of that name is returned instead.  Returns the inode
// locked and referenced, or 0: no such parent directory, the parent
// was removed, the name is taken by another kind of inode, the inode
// table or the disk is full, or a new directory would give its parent
// more than MAXLINK links.  Caller is inside a transaction and holds
// no inode lock; may sleep.
struct inode *
create(char *path, short type, short major, short minor)
{
  char name[DIRSIZ];
  struct inode *dp, *ip;
  uint inum;

  if ((dp = nameiparent(path, name)) == 0)
    return 0;
  ilock(dp);
  // namex found dp linked, but an unlink may have removed it since;
  // an entry added now would be lost with dp.
  if (dp->nlink == 0) {
    iunlockput(dp);
    return 0;
  }

  if ((inum = dirfind(dp, name, 0)) != 0) {
    ip = iget(dp->dev, inum);
    iunlockput(dp);
    if (ip == 0)
      return 0;
    ilock(ip);
    if (type == T_FILE && (ip->type == T_FILE || ip->type == T_DEVICE))
      return ip;
    iunlockput(ip);
    return 0;
  }

  // A new directory's ".." is one more link to dp.
  if ((type == T_DIR && dp->nlink >= MAXLINK) ||
     (ip = ialloc(dp->dev, type)) == 0) {
    iunlockput(dp);
    return 0;
  }
  ilock(ip);
  ip->major = major;
  ip->minor = minor;
  ip->nlink = 1;
  iupdate(ip);

  // A new directory's "." is not counted in its own nlink, which would
  // otherwise never reach 0; its ".." is counted in dp's, below.
  if (type == T_DIR &&
      (dirlink(ip, ".", ip->inum) < 0 || dirlink(ip, "..", dp->inum) < 0))
    goto undo;
  if (dirlink(dp, name, ip->inum) < 0)
    goto undo;
  if (type == T_DIR) {
    dp->nlink++;
    iupdate(dp);
  }
  iunlockput(dp);
  return ip;

undo:
  // Unnamed and unlinked: the iput in iunlockput frees it on disk.
  ip->nlink = 0;
  iupdate(ip);
  iunlockput(ip);
  iunlockput(dp);
  return 0;
}
