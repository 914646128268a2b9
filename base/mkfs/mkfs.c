// mkfs: build a file-system image for the kernel, on the host.
//
// Usage: mkfs fs.img file...
//
// The image has FSSIZE blocks laid out as kernel/fs.h describes:
//   [ unused | superblock | log (LOGBLOCKS+1) | inodes | bitmap | data ]
// It holds a root directory (inode ROOTINO, with "." and "..") and
// one regular file per argument, named by the argument's last path
// element less a leading '_' (user/_grep becomes "grep", README stays
// "README").  All multi-byte fields are stored little-endian, the
// kernel's byte order, whatever the host's.
//
// The whole image is built in memory and written out at the end.
// Blocks and inodes are handed out in increasing order, so the bitmap
// is just "everything below the first free block is used".
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel/types.h"
#include "kernel/fs.h"
#include "kernel/stat.h"
#include "kernel/param.h"

#define NINODES 200

_Static_assert(sizeof(int) == 4, "the on-disk format needs 4-byte ints");
_Static_assert(BSIZE % sizeof(struct dinode) == 0, "inodes must tile a block");
_Static_assert(BSIZE % sizeof(struct dirent) == 0, "entries must tile a block");

static uchar image[FSSIZE][BSIZE];
static struct superblock layout;   // host byte order
static uint next_block;            // first data block not yet handed out
static uint next_inum = ROOTINO;   // first inode not yet handed out

static void
die(const char *what, const char *detail)
{
  if (detail)
    fprintf(stderr, "mkfs: %s: %s\n", what, detail);
  else
    fprintf(stderr, "mkfs: %s\n", what);
  exit(1);
}

// Little-endian stores and loads, independent of the host's order.
static void
put16(uchar *p, ushort v)
{
  p[0] = v;
  p[1] = v >> 8;
}

static void
put32(uchar *p, uint v)
{
  for (int i = 0; i < 4; i++)
    p[i] = v >> (8 * i);
}

static uint
get32(const uchar *p)
{
  return p[0] | p[1] << 8 | p[2] << 16 | (uint)p[3] << 24;
}

// An inode as mkfs keeps it while filling it: host byte order.
struct hinode {
  uint inum;
  short type;
  short nlink;
  uint size;
  uint addrs[NDIRECT + 1];
};

// Where inode inum's struct dinode sits in the image.
static uchar *
dinode_at(uint inum)
{
  return image[IBLOCK(inum, layout)] + (inum % IPB) * sizeof(struct dinode);
}

// Encode ip into its on-disk struct dinode.
static void
store_inode(const struct hinode *ip)
{
  uchar *d = dinode_at(ip->inum);
  memset(d, 0, sizeof(struct dinode));
  put16(d + offsetof(struct dinode, type), ip->type);
  put16(d + offsetof(struct dinode, nlink), ip->nlink);
  put32(d + offsetof(struct dinode, size), ip->size);
  for (int i = 0; i < NDIRECT + 1; i++)
    put32(d + offsetof(struct dinode, addrs) + 4 * i, ip->addrs[i]);
}

static uint
new_block(void)
{
  if (next_block >= FSSIZE)
    die("image full", "raise FSSIZE in kernel/param.h");
  return next_block++;
}

static struct hinode
new_inode(short type)
{
  struct hinode ino;

  if (next_inum >= NINODES)
    die("out of inodes", 0);
  memset(&ino, 0, sizeof(ino));
  ino.inum = next_inum++;
  ino.type = type;
  ino.nlink = 1;
  return ino;
}

// The disk block holding block fbn of the file, allocated if new.
static uint
file_block(struct hinode *ip, uint fbn)
{
  if (fbn < NDIRECT) {
    if (ip->addrs[fbn] == 0)
      ip->addrs[fbn] = new_block();
    return ip->addrs[fbn];
  }
  fbn -= NDIRECT;
  if (fbn >= NINDIRECT)
    die("file too large", 0);   // callers check first; this is a backstop
  if (ip->addrs[NDIRECT] == 0)
    ip->addrs[NDIRECT] = new_block();
  uchar *slot = image[ip->addrs[NDIRECT]] + 4 * fbn;
  if (get32(slot) == 0)
    put32(slot, new_block());
  return get32(slot);
}

// Add n bytes at the end of the file.
static void
append(struct hinode *ip, const void *data, uint n)
{
  const uchar *src = data;

  while (n > 0) {
    uint at = ip->size % BSIZE;
    uint m = BSIZE - at < n ? BSIZE - at : n;
    memcpy(image[file_block(ip, ip->size / BSIZE)] + at, src, m);
    ip->size += m;
    src += m;
    n -= m;
  }
}

static void
add_entry(struct hinode *dir, const char *name, uint inum)
{
  uchar de[sizeof(struct dirent)];

  memset(de, 0, sizeof(de));
  put16(de + offsetof(struct dirent, inum), inum);
  // A name of exactly DIRSIZ bytes is stored without a NUL.
  memcpy(de + offsetof(struct dirent, name), name, strlen(name));
  append(dir, de, sizeof(de));
}

// The name a file gets in /: its last path element, less one leading '_'.
static const char *
target_name(const char *path)
{
  const char *slash = strrchr(path, '/');
  const char *name = slash ? slash + 1 : path;
  if (name[0] == '_')
    name++;
  return name;
}

// Read all of path; refuse anything longer than the largest file.
static uchar *
read_host_file(const char *path, uint *len)
{
  static uchar contents[MAXFILE * BSIZE + 1];
  FILE *fp = fopen(path, "rb");
  if (fp == 0)
    die("cannot open", path);
  size_t n = fread(contents, 1, sizeof(contents), fp);
  if (ferror(fp))
    die("cannot read", path);
  fclose(fp);
  if (n > MAXFILE * BSIZE) {
    fprintf(stderr, "mkfs: %s: larger than the largest file "
            "(%d blocks of %d bytes)\n", path, (int)MAXFILE, BSIZE);
    exit(1);
  }
  *len = n;
  return contents;
}

static void
add_file(struct hinode *root, const char *path)
{
  const char *name = target_name(path);

  if (name[0] == 0)
    die("empty file name", path);
  if (strlen(name) > DIRSIZ) {
    fprintf(stderr, "mkfs: %s: name \"%s\" is longer than DIRSIZ (%d)\n",
            path, name, DIRSIZ);
    exit(1);
  }

  // The kernel would find only the first of two equal names.
  static const char *taken[NINODES];
  for (int i = 0; i < NINODES && taken[i]; i++)
    if (strcmp(taken[i], name) == 0)
      die("two files would be named", name);
  for (int i = 0; i < NINODES; i++)
    if (taken[i] == 0) {
      taken[i] = name;
      break;
    }

  uint len;
  uchar *contents = read_host_file(path, &len);
  struct hinode ino = new_inode(T_FILE);
  append(&ino, contents, len);
  store_inode(&ino);
  add_entry(root, name, ino.inum);
}

// Decide where each region goes; data starts right after the bitmap.
static void
plan_layout(void)
{
  uint ninodeblocks = NINODES / IPB + 1;
  uint nbitmap = FSSIZE / BPB + 1;
  uint nlog = LOGBLOCKS + 1;   // a header and LOGBLOCKS blocks
  uint nmeta = 2 + nlog + ninodeblocks + nbitmap;

  layout.magic = FSMAGIC;
  layout.size = FSSIZE;
  layout.nblocks = FSSIZE - nmeta;
  layout.ninodes = NINODES;
  layout.nlog = nlog;
  layout.logstart = 2;
  layout.inodestart = layout.logstart + nlog;
  layout.bmapstart = layout.inodestart + ninodeblocks;
  next_block = nmeta;

  printf("mkfs: %u meta blocks (boot, super, log %u, inodes %u, bitmap %u), "
         "%u data blocks, %u total\n",
         nmeta, nlog, ninodeblocks, nbitmap, layout.nblocks, FSSIZE);
}

static void
write_superblock(void)
{
  uchar *p = image[1];
  put32(p + offsetof(struct superblock, magic), layout.magic);
  put32(p + offsetof(struct superblock, size), layout.size);
  put32(p + offsetof(struct superblock, nblocks), layout.nblocks);
  put32(p + offsetof(struct superblock, ninodes), layout.ninodes);
  put32(p + offsetof(struct superblock, nlog), layout.nlog);
  put32(p + offsetof(struct superblock, logstart), layout.logstart);
  put32(p + offsetof(struct superblock, inodestart), layout.inodestart);
  put32(p + offsetof(struct superblock, bmapstart), layout.bmapstart);
}

// Mark blocks 0 .. next_block-1 in use.
static void
write_bitmap(void)
{
  for (uint b = 0; b < next_block; b++)
    image[BBLOCK(b, layout)][(b % BPB) / 8] |= 1 << (b % 8);
}

static void
write_image(const char *path)
{
  FILE *fp = fopen(path, "wb");
  if (fp == 0)
    die("cannot create", path);
  if (fwrite(image, BSIZE, FSSIZE, fp) != FSSIZE || fclose(fp) != 0)
    die("cannot write", path);
}

int
main(int argc, char *argv[])
{
  if (argc < 2) {
    fprintf(stderr, "usage: mkfs fs.img file...\n");
    exit(1);
  }

  plan_layout();

  struct hinode root = new_inode(T_DIR);
  if (root.inum != ROOTINO)
    die("root directory did not get ROOTINO", 0);
  add_entry(&root, ".", root.inum);
  add_entry(&root, "..", root.inum);   // the root is its own parent

  for (int i = 2; i < argc; i++)
    add_file(&root, argv[i]);

  store_inode(&root);
  write_superblock();
  write_bitmap();
  write_image(argv[1]);
  printf("mkfs: %s: %u inodes, %u blocks used\n",
         argv[1], next_inum - 1, next_block);
  return 0;
}
