// forktest: fork children until the kernel runs out of process slots,
// then check that wait collects every one of them and no more.
#include "kernel/types.h"
#include "kernel/stat.h"
#include "user/user.h"

#define MAXFORK 1000

int
main(void)
{
  int n;

  printf("fork test\n");
  for (n = 0; n < MAXFORK; n++) {
    int pid = fork();
    if (pid < 0)
      break;
    if (pid == 0)
      exit(0);
  }
  if (n == MAXFORK) {
    printf("forktest: fork never failed in %d tries\n", MAXFORK);
    exit(1);
  }

  for (int i = 0; i < n; i++) {
    if (wait(0) < 0) {
      printf("forktest: wait failed after %d of %d children\n", i, n);
      exit(1);
    }
  }
  if (wait(0) != -1) {
    printf("forktest: wait found a child too many\n");
    exit(1);
  }
  printf("fork test OK\n");
  exit(0);
}
