// kill: ask the kernel to end each process whose pid is given.
#include "kernel/types.h"
#include "kernel/stat.h"
#include "user/user.h"

int
main(int argc, char *argv[])
{
  if (argc < 2) {
    fprintf(2, "usage: kill pid...\n");
    exit(1);
  }
  for (int i = 1; i < argc; i++) {
    if (kill(atoi(argv[i])) < 0)
      fprintf(2, "kill: no process %s\n", argv[i]);
  }
  exit(0);
}
