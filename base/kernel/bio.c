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
#include "types.h"
#include "param.h"
#include "spinlock.h"
#include "sleeplock.h"
#include "riscv.h"
#include "defs.h"
#include "fs.h"
#include "buf.h"

static struct {
  struct spinlock lock;
  struct buf bufs[NBUF];
  struct buf lru;   // list sentinel; holds no block
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

// Take over the idle buf unused for longest.  Caller holds bcache.lock.
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
  panic("recycle: every buffer is in use");
}

// Claim the buf for (dev, blockno) and lock it.  Caller holds no
// spinlock; may sleep waiting for the current holder of the block.
static struct buf *
bget(uint dev, uint blockno)
{
  acquire(&bcache.lock);
  struct buf *b = find_cached(dev, blockno);
  if (b == 0)
    b = recycle(dev, blockno);
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
  release(&bcache.lock);
}
