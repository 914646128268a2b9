// The write-ahead log, which makes each file-system operation atomic
// with respect to crashes.
//
// Interface: a system call that changes the disk brackets its work
// with begin_op() and end_op(), and calls log_write(b) instead of
// bwrite(b) for every block it modifies.  Nothing reaches the blocks'
// home locations until the transaction commits; the modified blocks
// stay pinned in the buffer cache until then.
//
// Several system calls may be inside one transaction at once (group
// commit): the transaction commits when the last of them calls end_op.
// begin_op admits a new one only while the log surely has room for the
// MAXOPBLOCKS blocks each admitted operation may still write.
//
// On-disk format, starting at superblock.logstart:
//   [ header | copy of block 0 | copy of block 1 | ... ]
// The header holds the count n and the home block number of each
// copy.  Writing a header with n > 0 is the commit point; writing one
// with n == 0 retires the transaction.  At boot, initlog replays any
// committed transaction found there.
//
// Locking: wal.lock guards active, committing and the in-memory
// header.  The commit itself runs without it, by the one thread that
// set committing; begin_op keeps everyone else out meanwhile.
#include "types.h"
#include "param.h"
#include "spinlock.h"
#include "sleeplock.h"
#include "riscv.h"
#include "defs.h"
#include "fs.h"
#include "buf.h"

struct logheader {
  int n;                   // blocks in the transaction
  int block[LOGBLOCKS];    // home block number of each
};

_Static_assert(sizeof(struct logheader) <= BSIZE, "log header exceeds a block");

static struct {
  struct spinlock lock;
  int dev;
  int start;        // block number of the header
  int active;       // operations between begin_op and end_op
  int committing;   // a commit is writing the disk
  struct logheader lh;  // blocks of the transaction being built
} wal;

static void recover(void);

// Called once, by the first process, before any file-system operation.
void
initlog(int dev, struct superblock *sb)
{
  if (sb->nlog < LOGBLOCKS + 1)
    panic("initlog: log region too small");
  initlock(&wal.lock, "log");
  wal.dev = dev;
  wal.start = sb->logstart;
  recover();
}

// Load the on-disk header into wal.lh.  Caller holds no spinlock; may sleep.
static void
read_head(void)
{
  struct buf *b = bread(wal.dev, wal.start);
  memmove(&wal.lh, b->data, sizeof(wal.lh));
  brelse(b);
}

// Store wal.lh as the on-disk header.  Caller holds no spinlock; may sleep.
static void
write_head(void)
{
  struct buf *b = bread(wal.dev, wal.start);
  memmove(b->data, &wal.lh, sizeof(wal.lh));
  bwrite(b);
  brelse(b);
}

// Copy each logged block from the cache into its slot in the log.
// Caller holds no spinlock; may sleep.
static void
write_log(void)
{
  for (int i = 0; i < wal.lh.n; i++) {
    struct buf *home = bread(wal.dev, wal.lh.block[i]);
    struct buf *slot = bread(wal.dev, wal.start + 1 + i);
    memmove(slot->data, home->data, BSIZE);
    bwrite(slot);
    brelse(slot);
    brelse(home);
  }
}

// Write each block of the committed transaction to its home location.
// After a commit the pinned cache copies are already up to date; after
// a crash only the log has the data.  Caller holds no spinlock; may sleep.
static void
install(int after_crash)
{
  for (int i = 0; i < wal.lh.n; i++) {
    struct buf *home = bread(wal.dev, wal.lh.block[i]);
    if (after_crash) {
      struct buf *slot = bread(wal.dev, wal.start + 1 + i);
      memmove(home->data, slot->data, BSIZE);
      brelse(slot);
    }
    bwrite(home);
    if (!after_crash)
      bunpin(home);   // the pin from log_write
    brelse(home);
  }
}

// Replay a transaction committed before a crash.  Caller holds no
// spinlock; may sleep.
static void
recover(void)
{
  read_head();
  install(1);
  wal.lh.n = 0;
  write_head();
}

// Called with committing set and wal.lock not held; sleeps on disk I/O.
static void
commit(void)
{
  if (wal.lh.n == 0)
    return;
  write_log();
  write_head();   // from here on the transaction survives a crash
  install(0);
  wal.lh.n = 0;
  write_head();   // the log may now be reused
}

// Would one more operation risk overflowing the log?  Caller holds wal.lock.
static int
log_is_full(void)
{
  int reserved = (wal.active + 1) * MAXOPBLOCKS;
  return wal.lh.n + reserved > LOGBLOCKS;
}

// Caller holds no spinlock; may sleep until the log has room.
void
begin_op(void)
{
  acquire(&wal.lock);
  while (wal.committing || log_is_full())
    sleep(&wal, &wal.lock);
  wal.active++;
  release(&wal.lock);
}

// Caller holds no spinlock; the last operation out commits, sleeping.
void
end_op(void)
{
  int last;

  acquire(&wal.lock);
  if (wal.committing)
    panic("end_op: operation ended during a commit");
  wal.active--;
  last = (wal.active == 0);
  if (last)
    wal.committing = 1;
  else
    wakeup(&wal);   // our unused reservation may let a begin_op in
  release(&wal.lock);

  if (!last)
    return;
  commit();
  acquire(&wal.lock);
  wal.committing = 0;
  wakeup(&wal);
  release(&wal.lock);
}

// Caller holds b->lock, inside begin_op/end_op; does not sleep.
void
log_write(struct buf *b)
{
  int i;

  acquire(&wal.lock);
  if (wal.active < 1)
    panic("log_write: outside a transaction");
  for (i = 0; i < wal.lh.n; i++)
    if (wal.lh.block[i] == b->blockno)
      break;   // already logged: the commit will take its latest data
  if (i == wal.lh.n) {
    if (wal.lh.n >= LOGBLOCKS)
      panic("log_write: transaction too big");
    wal.lh.block[wal.lh.n++] = b->blockno;
    bpin(b);   // keep it cached: its home copy is stale until install
  }
  release(&wal.lock);
}
