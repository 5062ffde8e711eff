#include "MainQueue.h"

#if defined(__linux__)
#include <errno.h>
#include <poll.h>
#include <sys/eventfd.h>

// libdispatch's hooks for a run loop on the main thread (CoreFoundation's, on Linux): the main queue's wake-up
// descriptor, an eventfd written whenever a job is added to the queue, and the call that runs the jobs queued.
// Both are in the libdispatch the binary links (statically, or the toolchain's shared one for sanitizer builds).
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

void mosaic_serve_main_queue(void) {
  int wakeup = _dispatch_get_main_queue_handle_4CF();
  for (;;) {
    // Jobs queued before the descriptor was first read are run here too: the queue is drained before each wait.
    _dispatch_main_queue_callback_4CF(0);
    struct pollfd waiting = {.fd = wakeup, .events = POLLIN, .revents = 0};
    while (poll(&waiting, 1, -1) < 0 && errno == EINTR) {
    }
    eventfd_t count;
    (void)eventfd_read(wakeup, &count);
  }
}
#else
#include <dispatch/dispatch.h>

void mosaic_serve_main_queue(void) { dispatch_main(); }
#endif
