// The first user process.  It sets up the console as fds 0, 1 and 2,
// then keeps a shell running: whenever the shell exits, it starts
// another.  Meanwhile it collects every orphaned process that exits.
//
// init must never exit: the kernel panics if it does.  So a failed
// fork or wait is waited out and tried again, never fatal; the kernel
// already refuses to kill init.
#include "kernel/types.h"
#include "kernel/stat.h"
#include "kernel/fcntl.h"
#include "user/user.h"

#define CONSOLE 1   // device major number of the console
#define RETRY  10   // ticks (a second) before trying a failed call again

static char *shargv[] = { "sh", 0 };

int
main(void)
{
  // The console device file may not exist yet on a fresh disk.
  if (open("console", O_RDWR) < 0) {
    mknod("console", CONSOLE, 0);
    if (open("console", O_RDWR) < 0)
      exit(1);
  }
  dup(0);   // standard output
  dup(0);   // standard error

  for (;;) {
    printf("init: starting sh\n");
    int sh = fork();
    if (sh < 0) {
      // Likely a full process table: wait for some process to exit.
      printf("init: fork failed; trying again\n");
      sleep(RETRY);
      continue;
    }
    if (sh == 0) {
      exec("sh", shargv);
      printf("init: exec sh failed\n");
      exit(1);
    }
    // Reap children until the shell itself is the one that exits.
    for (;;) {
      int pid = wait(0);
      if (pid == sh)
        break;
      if (pid < 0) {
        // init cannot be killed, and passes no status address, so
        // wait fails only when init has no children left: the shell
        // is gone without a trace.  Start another.
        printf("init: wait failed; starting another sh\n");
        sleep(RETRY);
        break;
      }
    }
  }
}
