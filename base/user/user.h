// The interface of user programs: system calls and the user library.
// Prototypes match xv6's user/user.h, so its programs compile here.
struct stat;
struct prof;

// system calls (user/usys.S)
int fork(void);
int exit(int status) __attribute__((noreturn));
int wait(int *status);
int pipe(int *fds);
int write(int fd, const void *buf, int n);
int read(int fd, void *buf, int n);
int close(int fd);
int kill(int pid);
int exec(const char *path, char **argv);
int open(const char *path, int flags);
int mknod(const char *path, short major, short minor);
int unlink(const char *path);
int fstat(int fd, struct stat *st);
int link(const char *old, const char *new);
int mkdir(const char *path);
int chdir(const char *path);
int dup(int fd);
int getpid(void);
char *sbrk(int n);
int sleep(int ticks);
int uptime(void);
int profile(uint64 lo, uint64 hi, int shift);
int profget(struct prof *buf);

// user library (user/ulib.c, user/printf.c, user/umalloc.c)
int stat(const char *path, struct stat *st);
char *strcpy(char *dst, const char *src);
void *memmove(void *dst, const void *src, int n);
char *strchr(const char *s, char c);
int strcmp(const char *a, const char *b);
void fprintf(int fd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
char *gets(char *buf, int max);
uint strlen(const char *s);
void *memset(void *dst, int c, uint n);
int atoi(const char *s);
int freepagecount(void);
int memcmp(const void *a, const void *b, uint n);
void *memcpy(void *dst, const void *src, uint n);
void *malloc(uint n);
void free(void *p);
