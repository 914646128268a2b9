#ifndef FILE_H
#define FILE_H
#include "fs.h"
#include "sleeplock.h"

// An open file: what a file descriptor points to.
struct file {
  enum { FD_NONE, FD_PIPE, FD_INODE, FD_DEVICE } type;
  int ref;            // descriptors sharing it; guarded by the file table's lock
  char readable;
  char writable;
  struct pipe *pipe;  // FD_PIPE
  struct inode *ip;   // FD_INODE and FD_DEVICE
  uint off;           // FD_INODE; guarded by ip's sleep lock
  short major;        // FD_DEVICE
};

#define major(dev) ((dev) >> 16 & 0xFFFF)
#define minor(dev) ((dev) & 0xFFFF)
#define mkdev(m, n) ((uint)((m) << 16 | (n)))

// An inode in memory.  ref, dev and inum are guarded by the inode
// table's spinlock; everything below `lock` by the sleep lock.
struct inode {
  uint dev;
  uint inum;
  int ref;
  struct sleeplock lock;
  int valid;           // the fields below have been read from disk

  short type;          // a copy of struct dinode
  short major;
  short minor;
  short nlink;
  uint size;
  uint addrs[NDIRECT + 1];
};

// Read and write functions of a device, indexed by major number.
// user_addr is 1 if addr is a user virtual address, 0 if kernel.
struct devsw {
  int (*read)(int user_addr, uint64 addr, int n);
  int (*write)(int user_addr, uint64 addr, int n);
};

extern struct devsw devsw[];

#define CONSOLE 1   // major number of the console

#endif
