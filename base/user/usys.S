/*
 * System call stubs.  Each one puts its call number in a7 and traps into
 * the kernel with ecall; the arguments are already in a0..a5, where the C
 * calling convention left them, and the result comes back in a0.
 */
#include "kernel/syscall.h"

#define STUB(fn)          \
        .global fn;       \
        .type fn, @function; \
fn:                       \
        li a7, SYS_##fn;  \
        ecall;            \
        ret;              \
        .size fn, .-fn

.text
STUB(fork)
STUB(exit)
STUB(wait)
STUB(pipe)
STUB(read)
STUB(write)
STUB(close)
STUB(kill)
STUB(exec)
STUB(open)
STUB(mknod)
STUB(unlink)
STUB(fstat)
STUB(link)
STUB(mkdir)
STUB(chdir)
STUB(dup)
STUB(getpid)
STUB(sbrk)
STUB(sleep)
STUB(uptime)
STUB(profile)
STUB(profget)
