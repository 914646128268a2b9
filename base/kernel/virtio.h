// Virtio over memory-mapped I/O, version 2 ("modern"), as far as the
// block driver needs it.  Register offsets, status and feature bits
// and the split virtqueue layout follow the Virtio 1.1 specification
// (sections 2.6, 4.2.2 and 5.2); QEMU's virt machine puts the first
// device at VIRTIO0.  All registers are 32 bits wide.
#ifndef VIRTIO_H
#define VIRTIO_H
#include "types.h"

// MMIO registers: byte offsets from the device's base address.
#define VIRTIO_MMIO_MAGIC_VALUE         0x000   // reads VIRTIO_MAGIC
#define VIRTIO_MMIO_VERSION             0x004   // 2 for modern devices
#define VIRTIO_MMIO_DEVICE_ID           0x008   // VIRTIO_DEV_BLOCK for a disk
#define VIRTIO_MMIO_VENDOR_ID           0x00c
#define VIRTIO_MMIO_DEVICE_FEATURES     0x010   // 32 bits of the offer ...
#define VIRTIO_MMIO_DEVICE_FEATURES_SEL 0x014   // ... chosen by this word index
#define VIRTIO_MMIO_DRIVER_FEATURES     0x020   // 32 bits of the acceptance ...
#define VIRTIO_MMIO_DRIVER_FEATURES_SEL 0x024   // ... chosen by this word index
#define VIRTIO_MMIO_QUEUE_SEL           0x030   // selects the queue for QUEUE_*
#define VIRTIO_MMIO_QUEUE_NUM_MAX       0x034   // largest queue size supported
#define VIRTIO_MMIO_QUEUE_NUM           0x038   // queue size the driver uses
#define VIRTIO_MMIO_QUEUE_READY         0x044
#define VIRTIO_MMIO_QUEUE_NOTIFY        0x050   // write a queue number: news
#define VIRTIO_MMIO_INTERRUPT_STATUS    0x060
#define VIRTIO_MMIO_INTERRUPT_ACK       0x064
#define VIRTIO_MMIO_STATUS              0x070
#define VIRTIO_MMIO_QUEUE_DESC_LOW      0x080   // physical address of the
#define VIRTIO_MMIO_QUEUE_DESC_HIGH     0x084   //   descriptor table
#define VIRTIO_MMIO_QUEUE_DRIVER_LOW    0x090   //   available (driver) ring
#define VIRTIO_MMIO_QUEUE_DRIVER_HIGH   0x094
#define VIRTIO_MMIO_QUEUE_DEVICE_LOW    0x0a0   //   used (device) ring
#define VIRTIO_MMIO_QUEUE_DEVICE_HIGH   0x0a4

#define VIRTIO_MAGIC       0x74726976   // "virt" little-endian
#define VIRTIO_VENDOR_QEMU 0x554d4551   // "QEMU" little-endian
#define VIRTIO_DEV_BLOCK   2

// Bits of the status register, set by the driver in this order.
#define VIRTIO_STATUS_ACKNOWLEDGE 1   // a driver has noticed the device
#define VIRTIO_STATUS_DRIVER      2   // and knows how to drive it
#define VIRTIO_STATUS_DRIVER_OK   4   // and is ready
#define VIRTIO_STATUS_FEATURES_OK 8   // feature negotiation is over
#define VIRTIO_STATUS_FAILED      128

// Feature bit numbers.
#define VIRTIO_BLK_F_RO         5    // read-only disk
#define VIRTIO_BLK_F_SCSI       7    // SCSI command passthrough
#define VIRTIO_BLK_F_CONFIG_WCE 11   // writeback cache mode in config
#define VIRTIO_BLK_F_MQ         12   // several request queues
#define VIRTIO_F_ANY_LAYOUT     27
#define VIRTIO_F_INDIRECT_DESC  28   // descriptors naming descriptor tables
#define VIRTIO_F_EVENT_IDX      29   // interrupt suppression by index
#define VIRTIO_F_VERSION_1      32   // modern device: required for version 2

// A descriptor: one buffer of a request, chained through next.
struct virtq_desc {
  uint64 addr;    // physical address
  uint32 len;
  uint16 flags;   // VIRTQ_DESC_F_*
  uint16 next;    // following descriptor, if flags has NEXT
};
#define VIRTQ_DESC_F_NEXT  1   // the chain continues at next
#define VIRTQ_DESC_F_WRITE 2   // the device writes this buffer (else reads it)

// The available ring, written by the driver: heads of chains to do.
// The queue size is a parameter, so the ring is declared open-ended.
struct virtq_avail {
  uint16 flags;
  uint16 idx;      // where the driver will put the next entry (mod size)
  uint16 ring[];
};

// The used ring, written by the device: chains it has finished.
struct virtq_used_elem {
  uint32 id;    // head descriptor of the finished chain
  uint32 len;   // bytes the device wrote
};
struct virtq_used {
  uint16 flags;
  uint16 idx;   // where the device will put the next entry (mod size)
  struct virtq_used_elem ring[];
};

// The first buffer of every block request.
struct virtio_blk_req {
  uint32 type;       // VIRTIO_BLK_T_*
  uint32 reserved;
  uint64 sector;     // in 512-byte sectors
};
#define VIRTIO_BLK_T_IN  0   // read from the disk
#define VIRTIO_BLK_T_OUT 1   // write to the disk

#endif
