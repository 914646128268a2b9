// The on-disk format of the file system, shared by the kernel and mkfs.
//
// The disk is an array of BSIZE-byte blocks:
//
//   [ 0: unused | 1: superblock | log | inodes | free bitmap | data ... ]
//
// The superblock says where each region starts.  The log holds a
// header block then up to LOGBLOCKS copies of blocks being written.
// Inodes are packed IPB to a block; inode 0 is never used and the root
// directory is inode ROOTINO.  The bitmap has one bit per block, 1 for
// in use.  A directory is a file of struct dirent records.
#ifndef FS_H
#define FS_H
#include "types.h"

#define BSIZE   1024        // bytes per block
#define ROOTINO 1           // inode number of "/"
#define FSMAGIC 0x50524f46  // "FORP" little-endian: marks a valid superblock

struct superblock {
  uint magic;       // FSMAGIC
  uint size;        // blocks in the image
  uint nblocks;     // data blocks
  uint ninodes;     // inodes
  uint nlog;        // log blocks, header included
  uint logstart;    // first log block
  uint inodestart;  // first inode block
  uint bmapstart;   // first bitmap block
};

#define NDIRECT   12
#define NINDIRECT (BSIZE / sizeof(uint))
#define MAXFILE   (NDIRECT + NINDIRECT)   // largest file, in blocks

// An inode as stored on disk: 64 bytes.
struct dinode {
  short type;               // 0 for a free inode, else T_DIR/T_FILE/T_DEVICE
  short major;              // for T_DEVICE
  short minor;
  short nlink;              // directory entries that name it
  uint size;                // bytes
  uint addrs[NDIRECT + 1];  // data blocks; the last is the indirect block
};

#define IPB (BSIZE / sizeof(struct dinode))             // inodes per block
#define IBLOCK(i, sb) ((i) / IPB + (sb).inodestart)     // block holding inode i
#define BPB (BSIZE * 8)                                 // bitmap bits per block
#define BBLOCK(b, sb) ((b) / BPB + (sb).bmapstart)      // bitmap block for block b

#define DIRSIZ 14   // longest name in a directory entry (not NUL-terminated if full)

struct dirent {
  ushort inum;      // 0 marks a free entry
  char name[DIRSIZ];
};

#endif
