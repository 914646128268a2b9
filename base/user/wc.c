// wc: count the lines, words and bytes of each named file (or of the
// standard input) and print them with the file's name.
#include "kernel/types.h"
#include "kernel/stat.h"
#include "kernel/fcntl.h"
#include "user/user.h"

static char buf[512];

static void
count(int fd, char *name)
{
  int lines = 0, words = 0, bytes = 0;
  int inword = 0;
  int n;

  while ((n = read(fd, buf, sizeof(buf))) > 0) {
    bytes += n;
    for (int i = 0; i < n; i++) {
      char c = buf[i];
      if (c == '\n')
        lines++;
      if (strchr(" \t\r\n\v", c)) {
        inword = 0;
      } else if (!inword) {
        inword = 1;
        words++;
      }
    }
  }
  if (n < 0) {
    fprintf(2, "wc: read error\n");
    exit(1);
  }
  printf("%d %d %d %s\n", lines, words, bytes, name);
}

int
main(int argc, char *argv[])
{
  if (argc < 2) {
    count(0, "");
    exit(0);
  }
  for (int i = 1; i < argc; i++) {
    int fd = open(argv[i], O_RDONLY);
    if (fd < 0) {
      fprintf(2, "wc: cannot open %s\n", argv[i]);
      exit(1);
    }
    count(fd, argv[i]);
    close(fd);
  }
  exit(0);
}
