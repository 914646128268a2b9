// mkdir: create each named directory.
#include "kernel/types.h"
#include "kernel/stat.h"
#include "user/user.h"

int
main(int argc, char *argv[])
{
  if (argc < 2) {
    fprintf(2, "usage: mkdir dir...\n");
    exit(1);
  }
  for (int i = 1; i < argc; i++) {
    if (mkdir(argv[i]) < 0) {
      fprintf(2, "mkdir: cannot create %s\n", argv[i]);
      exit(1);
    }
  }
  exit(0);
}
