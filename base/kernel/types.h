// Fixed-size integer names used everywhere in the kernel and user space.
#ifndef TYPES_H
#define TYPES_H

typedef unsigned char  uchar;
typedef unsigned short ushort;
typedef unsigned int   uint;

typedef unsigned char  uint8;
typedef unsigned short uint16;
typedef unsigned int   uint32;
typedef unsigned long  uint64;

typedef uint64 pte_t;          // one Sv39 page-table entry
typedef uint64 *pagetable_t;   // a page holding 512 PTEs

#endif
