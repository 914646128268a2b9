// stressfs: exercise the file system from several processes at once.
// Each child writes its own file block by block, reads it back and
// checks every byte, then removes it.  The parent reports how many
// children succeeded.
#include "kernel/types.h"
#include "kernel/stat.h"
#include "kernel/fcntl.h"
#include "user/user.h"

#define NCHILD 4
#define NCHUNK 20
#define CHUNK  512

static char buf[CHUNK];

// The byte at offset i of chunk k in child id's file.
static char
pattern(int id, int k, int i)
{
  return 'a' + (id * 7 + k * 3 + i) % 26;
}

// The body of child id: 0 on success.
static int
work(int id)
{
  char name[] = "stressfs0";
  name[8] = '0' + id;

  int fd = open(name, O_CREATE | O_RDWR | O_TRUNC);
  if (fd < 0) {
    printf("stressfs %d: cannot create %s\n", id, name);
    return 1;
  }
  for (int k = 0; k < NCHUNK; k++) {
    for (int i = 0; i < CHUNK; i++)
      buf[i] = pattern(id, k, i);
    if (write(fd, buf, CHUNK) != CHUNK) {
      printf("stressfs %d: write failed\n", id);
      return 1;
    }
  }
  close(fd);

  fd = open(name, O_RDONLY);
  if (fd < 0) {
    printf("stressfs %d: cannot reopen %s\n", id, name);
    return 1;
  }
  for (int k = 0; k < NCHUNK; k++) {
    if (read(fd, buf, CHUNK) != CHUNK) {
      printf("stressfs %d: short read\n", id);
      return 1;
    }
    for (int i = 0; i < CHUNK; i++) {
      if (buf[i] != pattern(id, k, i)) {
        printf("stressfs %d: wrong data in block %d\n", id, k);
        return 1;
      }
    }
  }
  close(fd);
  unlink(name);
  return 0;
}

int
main(void)
{
  printf("stressfs starting: %d processes, %d bytes each\n",
         NCHILD, NCHUNK * CHUNK);
  for (int id = 0; id < NCHILD; id++) {
    int pid = fork();
    if (pid < 0) {
      printf("stressfs: fork failed\n");
      exit(1);
    }
    if (pid == 0)
      exit(work(id));
  }

  int good = 0;
  for (int id = 0; id < NCHILD; id++) {
    int status = -1;
    wait(&status);
    if (status == 0)
      good++;
  }
  printf("stressfs done: %d of %d processes ok\n", good, NCHILD);
  exit(good == NCHILD ? 0 : 1);
}
