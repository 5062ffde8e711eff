// The private, sealed copy of a plugin's executable that one start runs (see mosaic_sandbox.h): the host
// hashes the bytes as it copies them, seals the copy, and the child executes the copy, so a rewrite of the
// installed file in place after the check changes nothing that runs.
#define _GNU_SOURCE
#include "mosaic_sandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

#ifdef __linux__
#include <sys/mman.h>
#include <sys/syscall.h>

#ifndef MFD_CLOEXEC
#define MFD_CLOEXEC 0x0001U
#endif
#ifndef MFD_ALLOW_SEALING
#define MFD_ALLOW_SEALING 0x0002U
#endif
#ifndef MFD_EXEC
#define MFD_EXEC 0x0010U
#endif
#ifndef F_ADD_SEALS
#define F_ADD_SEALS 1033
#define F_GET_SEALS 1034
#define F_SEAL_SEAL 0x0001
#define F_SEAL_SHRINK 0x0002
#define F_SEAL_GROW 0x0004
#define F_SEAL_WRITE 0x0008
#endif

int mosaic_sealed_copy_create(void) {
  // MFD_EXEC asks for an executable memfd where vm.memfd_noexec would otherwise seal it non-executable (Linux 6.3+);
  // older kernels do not know the flag (EINVAL) and make every memfd executable.
  int descriptor = (int)syscall(__NR_memfd_create, "mosaic-plugin", MFD_CLOEXEC | MFD_ALLOW_SEALING | MFD_EXEC);
  if (descriptor < 0 && errno == EINVAL) {
    descriptor = (int)syscall(__NR_memfd_create, "mosaic-plugin", MFD_CLOEXEC | MFD_ALLOW_SEALING);
  }
  return descriptor >= 0 ? descriptor : -errno;
}

int mosaic_sealed_copy_seal(int descriptor) {
  int seals = F_SEAL_SEAL | F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE;
  return fcntl(descriptor, F_ADD_SEALS, seals) == 0 ? 0 : -errno;
}

int mosaic_sealed_copy_seals(int descriptor) {
  int seals = fcntl(descriptor, F_GET_SEALS);
  return seals >= 0 ? seals : -errno;
}
#else
int mosaic_sealed_copy_create(void) { return -ENOSYS; }
int mosaic_sealed_copy_seal(int descriptor) {
  (void)descriptor;
  return -ENOSYS;
}
int mosaic_sealed_copy_seals(int descriptor) {
  (void)descriptor;
  return -ENOSYS;
}
#endif
