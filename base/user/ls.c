// ls: list files.  For a directory, one line per entry; for anything
// else, one line for the file itself.  Each line gives the name padded
// to DIRSIZ, then the type, inode number and size.
#include "kernel/types.h"
#include "kernel/stat.h"
#include "kernel/fcntl.h"
#include "kernel/fs.h"
#include "kernel/param.h"
#include "user/user.h"

// Print one line for the file at path, shown under name.
static void
show(const char *name, struct stat *st)
{
  char padded[DIRSIZ + 1];
  int n = strlen(name);
  if (n > DIRSIZ)
    n = DIRSIZ;
  memmove(padded, name, n);
  memset(padded + n, ' ', DIRSIZ - n);
  padded[DIRSIZ] = 0;
  printf("%s %d %d %d\n", padded, st->type, st->ino, (int)st->size);
}

// The last component of a path.
static const char *
basename(const char *path)
{
  const char *b = path;
  for (const char *p = path; *p; p++) {
    if (*p == '/' && p[1] != 0)
      b = p + 1;
  }
  return b;
}

static void
ls(const char *path)
{
  int fd = open(path, O_RDONLY);
  if (fd < 0) {
    fprintf(2, "ls: cannot open %s\n", path);
    return;
  }
  struct stat st;
  if (fstat(fd, &st) < 0) {
    fprintf(2, "ls: cannot stat %s\n", path);
    close(fd);
    return;
  }
  if (st.type != T_DIR) {
    show(basename(path), &st);
    close(fd);
    return;
  }

  // Entry paths are path/name; make sure they fit.
  char full[MAXPATH];
  int len = strlen(path);
  if (len + 1 + DIRSIZ + 1 > (int)sizeof(full)) {
    fprintf(2, "ls: path too long\n");
    close(fd);
    return;
  }
  strcpy(full, path);
  full[len++] = '/';

  struct dirent de;
  while (read(fd, &de, sizeof(de)) == sizeof(de)) {
    if (de.inum == 0)
      continue;
    char name[DIRSIZ + 1];
    memmove(name, de.name, DIRSIZ);
    name[DIRSIZ] = 0;
    strcpy(full + len, name);
    struct stat est;
    if (stat(full, &est) < 0) {
      fprintf(2, "ls: cannot stat %s\n", full);
      continue;
    }
    show(name, &est);
  }
  close(fd);
}

int
main(int argc, char *argv[])
{
  if (argc < 2)
    ls(".");
  for (int i = 1; i < argc; i++)
    ls(argv[i]);
  exit(0);
}
