// Sizes of the kernel's static tables and of the file system.
#ifndef PARAM_H
#define PARAM_H

#define NPROC        64   // slots in proc[]
#define NCPU          8   // most harts the kernel can run on
#define TICK_INTERVAL 1000000  // timebase cycles a tick: 1/10 s at QEMU's 10 MHz
#define NOFILE       16   // open files per process
#define NFILE       100   // open files in the whole system
#define NINODE       50   // in-memory inodes
#define NDEV         10   // device major numbers
#define ROOTDEV       1   // device number of the root disk
#define MAXARG       32   // exec arguments
#define MAXOPBLOCKS  10   // blocks one file-system operation may write
#define LOGBLOCKS    (MAXOPBLOCKS*3)  // data blocks in the on-disk log
// Buffer cache blocks.  bio.c's bget waits for a free one, which is
// safe only with more than the log can pin plus one held by each
// operation that may wait for a second: see bio.c.
#define NBUF         (LOGBLOCKS+MAXOPBLOCKS)
#define FSSIZE     2000   // blocks in fs.img
#define MAXPATH     128   // longest path name
#define USERSTACK     1   // pages of user stack
// Most names (hard links) one inode may have; a directory's count is
// 1 + its subdirectories.  nlink is a short, so the cap must be far
// below 32767, where it would wrap negative and the next unlink would
// panic; usertests needs 101 names for one file.  1000 is well
// between, and costs nothing a real program needs.
#define MAXLINK    1000

#endif
