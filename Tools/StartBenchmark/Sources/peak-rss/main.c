// peak-rss COMMAND [ARGUMENT...]: runs the command with its output on /dev/null and prints its peak resident
// memory in KiB (the kernel's `ru_maxrss` of that child alone), then exits with the command's status.
//
// Why a C program: Linux keeps, as a process's peak, the resident size of the memory it had before `exec` too.
// Python's `posix_spawn` and `subprocess` start children with `vfork`, whose memory before `exec` is Python's
// own (15 MB and more), so every child would seem to peak at least there. This launcher is a few hundred KiB.
#include <fcntl.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: peak-rss COMMAND [ARGUMENT...]\n");
    return 64;
  }
  pid_t child = fork();
  if (child < 0) {
    perror("peak-rss: fork");
    return 71;
  }
  if (child == 0) {
    int null = open("/dev/null", O_WRONLY);
    if (null >= 0) {
      dup2(null, STDOUT_FILENO);
      dup2(null, STDERR_FILENO);
    }
    execvp(argv[1], argv + 1);
    _exit(127);
  }
  int status = 0;
  struct rusage usage;
  while (wait4(child, &status, 0, &usage) < 0) {
  }
  printf("%ld\n", usage.ru_maxrss);
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  return 128 + WTERMSIG(status);
}
