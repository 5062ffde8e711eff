// Starts a plugin with the user's rights reduced: resource limits, and on Linux a Landlock ruleset (file system:
// read/write only in the plugin's folder, read/execute in the system's library folders; no TCP bind or connect;
// from ABI 6 no abstract UNIX sockets or signals outside its own domain). The ruleset is built in the parent;
// between vfork and exec the child only makes system calls (no allocation, no writes to memory it shares with the
// parent), as a child of a threaded parent must.
#define _GNU_SOURCE
#include "mosaic_sandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#ifdef __linux__
#include <sys/prctl.h>
#include <sys/syscall.h>

#ifndef __NR_landlock_create_ruleset
#define __NR_landlock_create_ruleset 444
#define __NR_landlock_add_rule 445
#define __NR_landlock_restrict_self 446
#endif
#ifndef __NR_close_range
#define __NR_close_range 436
#endif
#ifndef AT_EMPTY_PATH
#define AT_EMPTY_PATH 0x1000
#endif

// The kernel's structures, spelled out so that an older header does not limit what a newer kernel can enforce.
struct mosaic_ruleset_attr {
  uint64_t handled_access_fs;
  uint64_t handled_access_net;
  uint64_t scoped;
};
struct __attribute__((packed)) mosaic_path_beneath_attr {
  uint64_t allowed_access;
  int32_t parent_fd;
};
#define MOSAIC_RULE_PATH_BENEATH 1
#define MOSAIC_CREATE_RULESET_VERSION (1U << 0)
#define FS_EXECUTE (1ULL << 0)
#define FS_WRITE_FILE (1ULL << 1)
#define FS_READ_FILE (1ULL << 2)
#define FS_READ_DIR (1ULL << 3)
#define FS_REFER (1ULL << 13)
#define FS_TRUNCATE (1ULL << 14)
#define FS_IOCTL_DEV (1ULL << 15)
#define NET_BIND_TCP (1ULL << 0)
#define NET_CONNECT_TCP (1ULL << 1)
#define SCOPE_ABSTRACT_UNIX_SOCKET (1ULL << 0)
#define SCOPE_SIGNAL (1ULL << 1)

int mosaic_landlock_abi(void) {
  long abi = syscall(__NR_landlock_create_ruleset, NULL, 0, MOSAIC_CREATE_RULESET_VERSION);
  return abi < 0 ? 0 : (int)abi;
}

static uint64_t handled_fs(int abi) {
  uint64_t access = (1ULL << 13) - 1;  // ABI 1: execute … make_sym
  if (abi >= 2) access |= FS_REFER;
  if (abi >= 3) access |= FS_TRUNCATE;
  if (abi >= 5) access |= FS_IOCTL_DEV;
  return access;
}

static int add_path(int ruleset, const char *path, uint64_t access, uint64_t handled) {
  int fd = open(path, O_PATH | O_CLOEXEC);
  if (fd < 0) return errno == ENOENT ? 0 : -errno;
  struct stat info;
  if (fstat(fd, &info) != 0) {
    int failure = -errno;
    close(fd);
    return failure;
  }
  if (!S_ISDIR(info.st_mode)) access &= FS_EXECUTE | FS_WRITE_FILE | FS_READ_FILE | FS_TRUNCATE | FS_IOCTL_DEV;
  struct mosaic_path_beneath_attr rule = {.allowed_access = access & handled, .parent_fd = fd};
  long status = syscall(__NR_landlock_add_rule, ruleset, MOSAIC_RULE_PATH_BENEATH, &rule, 0);
  int failure = status < 0 ? -errno : 0;
  close(fd);
  return failure;
}

/// The ruleset for `spec`, or minus an errno; 0 in `*abi` when Landlock is absent (then -1 is returned).
static int build_ruleset(const struct mosaic_sandbox_spec *spec, int *abi) {
  *abi = mosaic_landlock_abi();
  if (*abi <= 0) return -1;
  uint64_t fs = handled_fs(*abi);
  struct mosaic_ruleset_attr attr = {.handled_access_fs = fs};
  size_t size = sizeof(uint64_t);
  if (*abi >= 4) {
    attr.handled_access_net = NET_BIND_TCP | NET_CONNECT_TCP;
    size = 2 * sizeof(uint64_t);
  }
  if (*abi >= 6) {
    attr.scoped = SCOPE_ABSTRACT_UNIX_SOCKET | SCOPE_SIGNAL;
    size = sizeof(attr);
  }
  int ruleset = (int)syscall(__NR_landlock_create_ruleset, &attr, size, 0);
  if (ruleset < 0) return -errno;
  int failure = add_path(ruleset, spec->own_folder, fs, fs);
  for (int index = 0; failure == 0 && index < spec->read_count; index++) {
    failure = add_path(ruleset, spec->read_paths[index], FS_EXECUTE | FS_READ_FILE | FS_READ_DIR, fs);
  }
  for (int index = 0; failure == 0 && index < spec->device_count; index++) {
    failure = add_path(ruleset, spec->device_paths[index], FS_READ_FILE | FS_WRITE_FILE | FS_IOCTL_DEV, fs);
  }
  if (failure != 0) {
    close(ruleset);
    return failure;
  }
  return ruleset;
}
#else
int mosaic_landlock_abi(void) { return 0; }
#endif

int mosaic_wait_exit(int pid, int milliseconds) {
#if defined(__linux__) && defined(SYS_pidfd_open)
  int descriptor = (int)syscall(SYS_pidfd_open, pid, 0);
  if (descriptor < 0) return -errno;
  struct pollfd entry = {.fd = descriptor, .events = POLLIN, .revents = 0};
  int ready;
  do { ready = poll(&entry, 1, milliseconds); } while (ready < 0 && errno == EINTR);
  int failure = ready < 0 ? -errno : 0;
  close(descriptor);
  return failure != 0 ? failure : (ready > 0 ? 1 : 0);
#else
  (void)pid;
  (void)milliseconds;
  return -ENOSYS;
#endif
}

int mosaic_pipe_cloexec(int descriptors[2]) {
#ifdef __linux__
  return pipe2(descriptors, O_CLOEXEC) == 0 ? 0 : -errno;
#else
  if (pipe(descriptors) != 0) return -errno;
  fcntl(descriptors[0], F_SETFD, FD_CLOEXEC);
  fcntl(descriptors[1], F_SETFD, FD_CLOEXEC);
  return 0;
#endif
}

static void set_limit(int resource, unsigned long long value) {
  if (value == 0) return;
  struct rlimit limit = {.rlim_cur = (rlim_t)value, .rlim_max = (rlim_t)value};
  setrlimit(resource, &limit);
}

/// The child's side, first: every signal the host catches set back to its default action.
static void default_handlers(void) {
  for (int number = 1; number < NSIG; number++) {
    if (number == SIGKILL || number == SIGSTOP) continue;
    struct sigaction current;
    if (sigaction(number, NULL, &current) != 0) continue;
    if (current.sa_handler == SIG_DFL || current.sa_handler == SIG_IGN) continue;
    struct sigaction fallback;
    memset(&fallback, 0, sizeof(fallback));
    fallback.sa_handler = SIG_DFL;
    sigaction(number, &fallback, NULL);
  }
}

/// The child's side: descriptors, limits, confinement, exec. Reports an errno through `report` on failure.
static void become_plugin(const struct mosaic_sandbox_spec *spec, int ruleset, int report) {
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  signal(SIGPIPE, SIG_DFL);
  int failure = 0;
  if (dup2(spec->stdin_fd, 0) < 0 || dup2(spec->stdout_fd, 1) < 0 || dup2(spec->stderr_fd, 2) < 0) failure = errno;
  set_limit(RLIMIT_AS, spec->memory_bytes);
  set_limit(RLIMIT_CPU, spec->cpu_seconds);
  set_limit(RLIMIT_NOFILE, spec->open_files);
  set_limit(RLIMIT_FSIZE, spec->file_bytes);
  struct rlimit no_core = {0, 0};
  setrlimit(RLIMIT_CORE, &no_core);
#ifdef __linux__
  // Every inherited descriptor but the three closes at exec (the ruleset and the report pipe too).
  syscall(__NR_close_range, 3, ~0U, 4 /* CLOSE_RANGE_CLOEXEC */);
  if (failure == 0 && spec->executable_fd >= 3 && fcntl(spec->executable_fd, F_SETFD, 0) != 0) failure = errno;
  if (failure == 0 && ruleset >= 0) {
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 || syscall(__NR_landlock_restrict_self, ruleset, 0) != 0) {
      failure = errno;
    }
  }
#else
  (void)ruleset;
#endif
  if (failure == 0) {
#ifdef __linux__
    if (spec->executable_fd >= 3) {
      syscall(__NR_execveat, spec->executable_fd, "", spec->argv, spec->envp, AT_EMPTY_PATH);
    } else {
      execve(spec->executable, spec->argv, spec->envp);
    }
#else
    execve(spec->executable, spec->argv, spec->envp);
#endif
    failure = errno;
  }
  ssize_t ignored = write(report, &failure, sizeof(failure));
  (void)ignored;
  _exit(127);
}

int mosaic_sandbox_spawn(const struct mosaic_sandbox_spec *spec, int *confined) {
  *confined = 0;
  int ruleset = -1;
#ifdef __linux__
  if (spec->confine) {
    int abi = 0;
    ruleset = build_ruleset(spec, &abi);
    if (ruleset < -1) return ruleset;
    if (ruleset >= 0) *confined = abi;
  }
#endif
  int report[2];
  if (pipe(report) != 0) {
    int failure = -errno;
    if (ruleset >= 0) close(ruleset);
    return failure;
  }
  fcntl(report[0], F_SETFD, FD_CLOEXEC);
  fcntl(report[1], F_SETFD, FD_CLOEXEC);
  // vfork: the child borrows the parent's memory until its exec instead of copying the page tables of a 100 MB
  // process (and the parent then paying a copy-on-write fault for every page it touches). The parent waits for the
  // exec. Every signal stays blocked across it, and the child sets caught ones back to their default before it
  // unblocks them, so no handler of the host ever runs in the child on the memory they share.
  sigset_t all, previous;
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, &previous);
#ifdef __linux__
  pid_t pid = vfork();
#else
  pid_t pid = fork();
#endif
  if (pid == 0) {
    default_handlers();
    become_plugin(spec, ruleset, report[1]);
  }
  int failure = pid < 0 ? -errno : 0;
  pthread_sigmask(SIG_SETMASK, &previous, NULL);
  close(report[1]);
  if (ruleset >= 0) close(ruleset);
  if (pid > 0) {
    int child_errno = 0;
    ssize_t count;
    do { count = read(report[0], &child_errno, sizeof(child_errno)); } while (count < 0 && errno == EINTR);
    if (count == sizeof(child_errno)) {
      int status;
      waitpid(pid, &status, 0);
      failure = -child_errno;
    }
  }
  close(report[0]);
  return failure != 0 ? failure : pid;
}

// The plugins still running, killed by an exit handler: a host that ends by `exit` never leaves one behind.
#define MOSAIC_TRACKED 64
static _Atomic int tracked[MOSAIC_TRACKED];
static atomic_flag registered = ATOMIC_FLAG_INIT;

static void kill_tracked(void) {
  for (int index = 0; index < MOSAIC_TRACKED; index++) {
    int pid = atomic_exchange(&tracked[index], 0);
    if (pid > 0) kill(pid, SIGKILL);
  }
}

void mosaic_sandbox_track(int pid) {
  if (!atomic_flag_test_and_set(&registered)) atexit(kill_tracked);
  for (int index = 0; index < MOSAIC_TRACKED; index++) {
    int empty = 0;
    if (atomic_compare_exchange_strong(&tracked[index], &empty, pid)) return;
  }
}

void mosaic_sandbox_untrack(int pid) {
  for (int index = 0; index < MOSAIC_TRACKED; index++) {
    int expected = pid;
    if (atomic_compare_exchange_strong(&tracked[index], &expected, 0)) return;
  }
}
