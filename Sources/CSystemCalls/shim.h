// The Linux system calls SnackbarFiles needs that Swift's Glibc module does not declare. Header
// only: the calls are in the C library itself, so nothing is linked beyond it.
#ifndef C_SYSTEM_CALLS_SHIM_H
#define C_SYSTEM_CALLS_SHIM_H

#include <errno.h>

/// syncfs(2) is declared by <unistd.h> only under _GNU_SOURCE, which Swift's Glibc module is not
/// built with; glibc has had it since 2.14. The output transaction's deferred flush calls it.
#if defined(__linux__)
int syncfs(int fd);
static inline int snackbar_syncfs(int fd) { return syncfs(fd); }

/// renameat2(2) with RENAME_EXCHANGE swaps two paths in one step (glibc 2.28, Linux 3.15), so a
/// folder of outputs (`play --frames`) is replaced as a unit: no moment shows no folder, or a mix.
/// Declared here for the same reason as syncfs. Fails with EINVAL where the file system cannot.
int renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags);
static inline int snackbar_exchange_paths(const char *first, const char *second) {
  return renameat2(-100 /* AT_FDCWD */, first, -100 /* AT_FDCWD */, second, 1u << 1 /* RENAME_EXCHANGE */);
}
#else
static inline int snackbar_exchange_paths(const char *first, const char *second) {
  (void)first;
  (void)second;
  errno = ENOSYS;
  return -1;
}
#endif

#endif
