// The buffer cache: NBUF in-memory copies of disk blocks.
//
// It saves disk reads of popular blocks, and it is the one place a
// block lives in memory, so everyone who locks a block sees the same
// copy.  Interface: bread(dev, blockno) returns a buf, locked, whose
// data holds the block; the holder may change data and bwrite() it,
// and must brelse() it when done.  bpin/bunpin take and drop an extra
// reference so that the log can keep a dirty block cached until it is
// installed.
//
// Locking: bcache.lock (a spinlock) guards the list links, the
// dev/blockno identity and refcnt of every buf.  A buf's sleeplock
// guards valid and data; it is held from bread to brelse, disk I/O
// included.  The list is in order of release: lru.next is the buf
// released most recently, lru.prev the one idle longest, so a search
// for a block to recycle starts from lru.prev.
//
// When every buf is in use, bget sleeps until one is released; a
// user can get there, since each process reading the disk holds a
// buf and NPROC > NBUF.  Why that wait cannot deadlock: a buf stays
// in use for long only if it is pinned by the log (at most LOGBLOCKS,
// freed by the commit) or held by a thread that is itself waiting in
// bget.  Holding one buf while asking for another happens only inside
// a transaction (bmap and itrunc hold the indirect block while the
// bitmap or a new block is read), and at most LOGBLOCKS/MAXOPBLOCKS
// operations are in a transaction at once; the commit runs alone and
// holds only pinned bufs while it reads.  Every other holder is
// reading or writing the disk or copying, and releases without
// waiting for anything but the disk.  So with NBUF above LOGBLOCKS +
// LOGBLOCKS/MAXOPBLOCKS (asserted below), some buf is always free or
// about to be.
#include "types.h"
#include "param.h"
#include "spinlock.h"
#include "sleeplock.h"
#include "riscv.h"
#include "defs.h"
#include "fs.h"
#include "buf.h"

_Static_assert(NBUF > LOGBLOCKS + LOGBLOCKS / MAXOPBLOCKS,
               "NBUF too small: bget's wait for a free buf could deadlock");

static struct {
  struct spinlock lock;
  struct buf bufs[NBUF];
  struct buf lru;   // list sentinel; holds no block
  int waiting;      // threads asleep in bget for a free buf
} bcache;

// Caller holds bcache.lock.
static void
unlink_buf(struct buf *b)
{
  b->prev->next = b->next;
  b->next->prev = b->prev;
}

// Caller holds bcache.lock.
static void
push_newest(struct buf *b)
{
  b->prev = &bcache.lru;
  b->next = bcache.lru.next;
  bcache.lru.next->prev = b;
  bcache.lru.next = b;
}

void
binit(void)
{
  initlock(&bcache.lock, "bcache");
  bcache.lru.next = &bcache.lru;
  bcache.lru.prev = &bcache.lru;
  for (struct buf *b = bcache.bufs; b < bcache.bufs + NBUF; b++) {
    initsleeplock(&b->lock, "buf");
    push_newest(b);
  }
}

// The buf already caching (dev, blockno), or 0.  Caller holds bcache.lock.
static struct buf *
find_cached(uint dev, uint blockno)
{
  for (struct buf *b = bcache.lru.next; b != &bcache.lru; b = b->next)
    if (b->dev == dev && b->blockno == blockno)
      return b;
  return 0;
}

// Take over the idle buf unused for longest, or return 0 if every
// buf is in use.  Caller holds bcache.lock.
static struct buf *
recycle(uint dev, uint blockno)
{
  for (struct buf *b = bcache.lru.prev; b != &bcache.lru; b = b->prev) {
    if (b->refcnt == 0) {
      b->dev = dev;
      b->blockno = blockno;
      b->valid = 0;   // its data belongs to some other block
      return b;
    }
  }
  return 0;
}

// Caller holds bcache.lock and has just dropped b->refcnt.
static void
wake_if_idle(struct buf *b)
{
  if (b->refcnt == 0 && bcache.waiting > 0)
    wakeup(&bcache);
}

// Claim the buf for (dev, blockno) and lock it.  Caller holds no
// spinlock; may sleep waiting for a free buf (see the top of this
// file) and for the current holder of the block.
static struct buf *
bget(uint dev, uint blockno)
{
  struct buf *b;

  acquire(&bcache.lock);
  // Look for the block again after each wait: while we slept someone
  // else may have brought it in.
  while ((b = find_cached(dev, blockno)) == 0 &&
        (b = recycle(dev, blockno)) == 0) {
    bcache.waiting++;
    sleep(&bcache, &bcache.lock);
    bcache.waiting--;
  }
  b->refcnt++;
  release(&bcache.lock);
  acquiresleep(&b->lock);
  return b;
}

// Return a locked buf holding the block.  May sleep (disk read).
struct buf *
bread(uint dev, uint blockno)
{
  struct buf *b = bget(dev, blockno);
  if (!b->valid) {
    virtio_disk_rw(b, 0);
    b->valid = 1;
  }
  return b;
}

// Caller holds b->lock; sleeps until the disk has the data.
void
bwrite(struct buf *b)
{
  if (!holdingsleep(&b->lock))
    panic("bwrite: buffer not locked");
  virtio_disk_rw(b, 1);
}

// Caller holds b->lock and gives it up here.
void
brelse(struct buf *b)
{
  if (!holdingsleep(&b->lock))
    panic("brelse: buffer not locked");
  releasesleep(&b->lock);

  acquire(&bcache.lock);
  b->refcnt--;
  if (b->refcnt == 0) {
    // Now idle: move it to the newest end so it is recycled last.
    unlink_buf(b);
    push_newest(b);
  }
  wake_if_idle(b);
  release(&bcache.lock);
}

// Caller may hold b->lock or not; does not sleep.
void
bpin(struct buf *b)
{
  acquire(&bcache.lock);
  b->refcnt++;
  release(&bcache.lock);
}

// Caller may hold b->lock or not; does not sleep.
void
bunpin(struct buf *b)
{
  acquire(&bcache.lock);
  if (b->refcnt == 0)
    panic("bunpin: buffer not pinned");
  b->refcnt--;
  wake_if_idle(b);
  release(&bcache.lock);
}
