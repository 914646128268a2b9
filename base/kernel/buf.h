#ifndef BUF_H
#define BUF_H
#include "fs.h"
#include "sleeplock.h"

// A block in the buffer cache.
struct buf {
  int valid;           // data holds the disk's contents
  int disk;            // set by the disk driver while the request is in flight
  uint dev;
  uint blockno;
  struct sleeplock lock;  // held by whoever uses data
  uint refcnt;            // guarded by the cache's lock
  struct buf *prev;       // least-recently-used list, guarded by the cache's lock
  struct buf *next;
  uchar data[BSIZE];
};

#endif
