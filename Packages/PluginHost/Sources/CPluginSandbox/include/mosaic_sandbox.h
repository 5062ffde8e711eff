#ifndef MOSAIC_SANDBOX_H
#define MOSAIC_SANDBOX_H

/// How to start one plugin: its executable, arguments and environment, the three descriptors that become its
/// standard input, output and error, the folder it owns, the paths it may only read and execute, and its limits.
struct mosaic_sandbox_spec {
  const char *executable;
  char *const *argv;
  char *const *envp;
  int stdin_fd;
  int stdout_fd;
  int stderr_fd;
  /// Read, write and execute beneath it.
  const char *own_folder;
  /// Read and execute beneath each (a folder) or of each (a file); missing paths are skipped.
  const char *const *read_paths;
  int read_count;
  /// Read and write of each file (like /dev/null).
  const char *const *device_paths;
  int device_count;
  unsigned long long memory_bytes;
  unsigned long long cpu_seconds;
  unsigned long long open_files;
  unsigned long long file_bytes;
  /// Non-zero: confine with Landlock where the kernel offers it.
  int confine;
  /// The executable opened (and hashed) by the host, at 3 or above, or -1: on Linux the child executes this
  /// descriptor (execveat), not the path, so what was checked is what runs; it stays open across exec so that a
  /// script's interpreter can read it as /dev/fd/N.
  int executable_fd;
};

/// The Landlock ABI the kernel offers, or 0 when it offers none (not Linux, disabled, too old).
int mosaic_landlock_abi(void);

/// Starts the plugin. Returns its process id, or minus the errno of what failed (building the ruleset, forking,
/// or executing, reported back through a pipe). `*confined` is the Landlock ABI applied, or 0.
int mosaic_sandbox_spawn(const struct mosaic_sandbox_spec *spec, int *confined);

/// Remembers `pid` so that it is killed when the host exits in any way but a signal; forgets it again.
void mosaic_sandbox_track(int pid);
void mosaic_sandbox_untrack(int pid);

/// Waits up to `milliseconds` for the process `pid` (a child not reaped yet) to end, through a pidfd: 1 when it ended,
/// 0 when it did not in time, or minus the errno when the kernel offers no pidfd (before Linux 5.3, not Linux).
int mosaic_wait_exit(int pid, int milliseconds);

/// A pipe whose two ends close at exec (pipe2 with O_CLOEXEC): 0, or minus the errno.
int mosaic_pipe_cloexec(int descriptors[2]);

/// An empty anonymous file (memfd) that may be executed and sealed, closed at exec: the private copy of a plugin's
/// executable that one start runs. Returns its descriptor, or minus the errno (ENOSYS where there are no memfds,
/// EACCES where vm.memfd_noexec forbids executable ones).
int mosaic_sealed_copy_create(void);
/// Seals the copy: from now on nobody can write, grow or shrink it, nor remove the seals. 0, or minus the errno.
int mosaic_sealed_copy_seal(int descriptor);
/// The seals on `descriptor` (F_GET_SEALS), or minus the errno.
int mosaic_sealed_copy_seals(int descriptor);
#endif
