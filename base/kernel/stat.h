#ifndef STAT_H
#define STAT_H

// Inode types, on disk and in struct stat.
#define T_DIR    1
#define T_FILE   2
#define T_DEVICE 3

struct stat {
  int dev;       // device number of the file system
  uint ino;      // inode number
  short type;    // T_DIR, T_FILE or T_DEVICE
  short nlink;   // directory entries naming it
  uint64 size;   // bytes
};

#endif
