// rm: remove each named file (an empty directory may be removed too).
#include "kernel/types.h"
#include "kernel/stat.h"
#include "user/user.h"

int
main(int argc, char *argv[])
{
  if (argc < 2) {
    fprintf(2, "usage: rm file...\n");
    exit(1);
  }
  for (int i = 1; i < argc; i++) {
    if (unlink(argv[i]) < 0) {
      fprintf(2, "rm: cannot remove %s\n", argv[i]);
      exit(1);
    }
  }
  exit(0);
}
