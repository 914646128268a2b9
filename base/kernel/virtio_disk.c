// Driver for the virtio block device that QEMU's virt machine offers
// at VIRTIO0, over modern (version 2) virtio-mmio; virtio.h has the
// register layout.
//
// Interface: virtio_disk_init once at boot; virtio_disk_rw(b, write)
// reads or writes one file-system block, sleeping until the disk is
// done; virtio_disk_intr from the trap handler on VIRTIO0_IRQ.
//
// There is one queue of QSIZE descriptors.  A request is a chain of
// three: a header (operation and sector), the block's data, and a
// status byte the device writes.  The driver puts the head of a chain
// in the available ring and notifies the device; the device puts it in
// the used ring when finished and interrupts.  The rings and
// descriptors live in pages shared with the device, which reads them
// by physical address; kernel addresses are physical addresses.
//
// Locking: disk.lock (a spinlock) guards the queue and all driver
// state.  A requester sleeps on its buf, releasing disk.lock, until
// the interrupt handler clears b->disk; one waiting for descriptors
// sleeps on &disk.idle[0].
#include "types.h"
#include "riscv.h"
#include "defs.h"
#include "param.h"
#include "memlayout.h"
#include "spinlock.h"
#include "sleeplock.h"
#include "fs.h"
#include "buf.h"
#include "virtio.h"

#define QSIZE 8   // descriptors: room for two requests of three

static struct {
  struct spinlock lock;

  // Shared with the device; each in its own page.
  struct virtq_desc *desc;          // QSIZE descriptors
  struct virtq_avail *avail;        // ring of QSIZE entries
  volatile struct virtq_used *used; // ring of QSIZE entries

  char idle[QSIZE];     // descriptor i is not in any request
  uint16 used_seen;     // used-ring entries already handled

  // Per request, indexed by its head descriptor.
  struct {
    struct buf *b;
    volatile uchar status;   // written by the device: 0 is success
  } info[QSIZE];
  struct virtio_blk_req hdr[QSIZE];
} disk;

static uint32
reg_read(int off)
{
  return *(volatile uint32 *)(VIRTIO0 + off);
}

static void
reg_write(int off, uint32 v)
{
  *(volatile uint32 *)(VIRTIO0 + off) = v;
}

// Write a 64-bit physical address to a LOW/HIGH register pair.
static void
reg_write_addr(int low, uint64 pa)
{
  reg_write(low, (uint32)pa);
  reg_write(low + 4, (uint32)(pa >> 32));
}

// Accept the features this driver can live with; the rest it turns
// down, either because it cannot use them or because they would change
// the ring or request format.
static void
negotiate_features(void)
{
  reg_write(VIRTIO_MMIO_DEVICE_FEATURES_SEL, 0);
  uint32 low = reg_read(VIRTIO_MMIO_DEVICE_FEATURES);
  low &= ~(1U << VIRTIO_BLK_F_RO);
  low &= ~(1U << VIRTIO_BLK_F_SCSI);
  low &= ~(1U << VIRTIO_BLK_F_CONFIG_WCE);
  low &= ~(1U << VIRTIO_BLK_F_MQ);
  low &= ~(1U << VIRTIO_F_ANY_LAYOUT);
  low &= ~(1U << VIRTIO_F_EVENT_IDX);
  low &= ~(1U << VIRTIO_F_INDIRECT_DESC);
  reg_write(VIRTIO_MMIO_DRIVER_FEATURES_SEL, 0);
  reg_write(VIRTIO_MMIO_DRIVER_FEATURES, low);

  // Of the upper word only VERSION_1, which a modern device insists on.
  uint32 version1 = 1U << (VIRTIO_F_VERSION_1 - 32);
  reg_write(VIRTIO_MMIO_DEVICE_FEATURES_SEL, 1);
  if ((reg_read(VIRTIO_MMIO_DEVICE_FEATURES) & version1) == 0)
    panic("negotiate_features: device does not offer VERSION_1");
  reg_write(VIRTIO_MMIO_DRIVER_FEATURES_SEL, 1);
  reg_write(VIRTIO_MMIO_DRIVER_FEATURES, version1);
}

// A zeroed page for a ring, or panic.
static void *
ring_page(void)
{
  void *pa = kalloc();
  if (pa == 0)
    panic("ring_page: out of memory");
  memset(pa, 0, PGSIZE);
  return pa;
}

// Set up queue 0 with QSIZE descriptors and tell the device where it is.
static void
setup_queue(void)
{
  reg_write(VIRTIO_MMIO_QUEUE_SEL, 0);
  if (reg_read(VIRTIO_MMIO_QUEUE_READY))
    panic("setup_queue: queue 0 already in use");
  uint32 max = reg_read(VIRTIO_MMIO_QUEUE_NUM_MAX);
  if (max < QSIZE)
    panic("setup_queue: queue too short");

  disk.desc = ring_page();
  disk.avail = ring_page();
  disk.used = ring_page();

  reg_write(VIRTIO_MMIO_QUEUE_NUM, QSIZE);
  reg_write_addr(VIRTIO_MMIO_QUEUE_DESC_LOW, (uint64)disk.desc);
  reg_write_addr(VIRTIO_MMIO_QUEUE_DRIVER_LOW, (uint64)disk.avail);
  reg_write_addr(VIRTIO_MMIO_QUEUE_DEVICE_LOW, (uint64)disk.used);
  reg_write(VIRTIO_MMIO_QUEUE_READY, 1);

  for (int i = 0; i < QSIZE; i++)
    disk.idle[i] = 1;
}

// Called once by hart 0 at boot, before interrupts are on.
void
virtio_disk_init(void)
{
  uint32 status = 0;

  initlock(&disk.lock, "virtio_disk");

  if (reg_read(VIRTIO_MMIO_MAGIC_VALUE) != VIRTIO_MAGIC ||
      reg_read(VIRTIO_MMIO_VERSION) != 2 ||
      reg_read(VIRTIO_MMIO_DEVICE_ID) != VIRTIO_DEV_BLOCK ||
      reg_read(VIRTIO_MMIO_VENDOR_ID) != VIRTIO_VENDOR_QEMU)
    panic("virtio_disk_init: no modern virtio disk found");

  reg_write(VIRTIO_MMIO_STATUS, status);   // 0 resets the device
  status |= VIRTIO_STATUS_ACKNOWLEDGE;
  reg_write(VIRTIO_MMIO_STATUS, status);
  status |= VIRTIO_STATUS_DRIVER;
  reg_write(VIRTIO_MMIO_STATUS, status);

  negotiate_features();
  status |= VIRTIO_STATUS_FEATURES_OK;
  reg_write(VIRTIO_MMIO_STATUS, status);
  // The device clears FEATURES_OK if it rejects our choice.
  if ((reg_read(VIRTIO_MMIO_STATUS) & VIRTIO_STATUS_FEATURES_OK) == 0)
    panic("virtio_disk_init: features refused");

  setup_queue();

  status |= VIRTIO_STATUS_DRIVER_OK;
  reg_write(VIRTIO_MMIO_STATUS, status);
}

// Take an idle descriptor, or return -1.  Caller holds disk.lock.
static int
alloc_desc(void)
{
  for (int i = 0; i < QSIZE; i++) {
    if (disk.idle[i]) {
      disk.idle[i] = 0;
      return i;
    }
  }
  return -1;
}

// Caller holds disk.lock.
static void
free_desc(int i)
{
  if (i < 0 || i >= QSIZE || disk.idle[i])
    panic("free_desc: bad descriptor");
  memset(&disk.desc[i], 0, sizeof(disk.desc[i]));
  disk.idle[i] = 1;
  wakeup(&disk.idle[0]);
}

// Free the chain starting at descriptor head.  Caller holds disk.lock.
static void
free_chain(int head)
{
  for (int i = head; ; ) {
    int more = disk.desc[i].flags & VIRTQ_DESC_F_NEXT;
    int next = disk.desc[i].next;
    free_desc(i);
    if (!more)
      break;
    i = next;
  }
}

// Take three descriptors, all or none.  Caller holds disk.lock.
static int
alloc3(int d[3])
{
  for (int i = 0; i < 3; i++) {
    if ((d[i] = alloc_desc()) < 0) {
      while (--i >= 0)
        free_desc(d[i]);
      return -1;
    }
  }
  return 0;
}

// Caller holds disk.lock.
static void
fill_desc(int i, uint64 addr, uint32 len, uint16 flags, uint16 next)
{
  disk.desc[i].addr = addr;
  disk.desc[i].len = len;
  disk.desc[i].flags = flags;
  disk.desc[i].next = next;
}

// Read (write == 0) or write block b->blockno.  Caller holds b->lock
// and no spinlock; sleeps until the device has finished.
void
virtio_disk_rw(struct buf *b, int write)
{
  int d[3];

  acquire(&disk.lock);
  while (alloc3(d) < 0)
    sleep(&disk.idle[0], &disk.lock);

  struct virtio_blk_req *hdr = &disk.hdr[d[0]];
  hdr->type = write ? VIRTIO_BLK_T_OUT : VIRTIO_BLK_T_IN;
  hdr->reserved = 0;
  hdr->sector = (uint64)b->blockno * (BSIZE / 512);

  // For a read the device fills the data buffer; for a write it only
  // reads it.  It always writes the status byte.
  uint16 dataflags = write ? 0 : VIRTQ_DESC_F_WRITE;
  disk.info[d[0]].status = 0xff;   // anything but 0 until the device says so
  fill_desc(d[0], (uint64)hdr, sizeof(*hdr), VIRTQ_DESC_F_NEXT, d[1]);
  fill_desc(d[1], (uint64)b->data, BSIZE, dataflags | VIRTQ_DESC_F_NEXT, d[2]);
  fill_desc(d[2], (uint64)&disk.info[d[0]].status, 1, VIRTQ_DESC_F_WRITE, 0);

  b->disk = 1;
  disk.info[d[0]].b = b;

  disk.avail->ring[disk.avail->idx % QSIZE] = d[0];
  __sync_synchronize();   // descriptors and ring entry before the index
  disk.avail->idx += 1;
  __sync_synchronize();   // the index before the notification
  reg_write(VIRTIO_MMIO_QUEUE_NOTIFY, 0);

  while (b->disk == 1)
    sleep(b, &disk.lock);

  disk.info[d[0]].b = 0;
  free_chain(d[0]);
  release(&disk.lock);
}

// Called from the trap handler for VIRTIO0_IRQ, in interrupt context.
void
virtio_disk_intr(void)
{
  acquire(&disk.lock);

  // Acknowledge before looking at the ring: a request finishing while
  // we look then raises a fresh interrupt rather than going unnoticed.
  uint32 why = reg_read(VIRTIO_MMIO_INTERRUPT_STATUS);
  reg_write(VIRTIO_MMIO_INTERRUPT_ACK, why & 0x3);
  __sync_synchronize();

  while (disk.used_seen != disk.used->idx) {
    __sync_synchronize();   // read the entry only after seeing the index
    uint32 id = disk.used->ring[disk.used_seen % QSIZE].id;
    if (id >= QSIZE || disk.info[id].b == 0)
      panic("virtio_disk_intr: unknown request finished");
    if (disk.info[id].status != 0)
      panic("virtio_disk_intr: disk reported an error");
    struct buf *b = disk.info[id].b;
    b->disk = 0;   // the request is complete: the block is ours again
    wakeup(b);
    disk.used_seen += 1;
  }

  release(&disk.lock);
}
