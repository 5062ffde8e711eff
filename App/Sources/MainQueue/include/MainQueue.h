#ifndef MOSAIC_MAIN_QUEUE_H
#define MOSAIC_MAIN_QUEUE_H

/// Serves the main dispatch queue (the main actor's jobs) on the calling thread, which must be the process's
/// main thread, and never returns: the process ends when a job calls `exit`.
///
/// What an `async` top-level `main` ends in, `dispatch_main()`, leaves the main thread with `pthread_exit`, and
/// glibc's `pthread_exit` unwinds the thread's stack through the unwind tables of every frame on it: in the
/// static `mosaic`, a binary search of its 0.9 MB `.eh_frame_hdr` and reads of `.eh_frame` for each frame,
/// ≈ 0.6 MB of the binary made resident for nothing (PROJECT_PLAN.md, "Issue 23 — peak memory: unwinding,
/// read-only data, arenas (sixth part)"). On Linux this loop does what CoreFoundation's run loop does for the
/// main queue instead: it waits on the queue's wake-up descriptor and drains it. Elsewhere it calls
/// `dispatch_main()`.
_Noreturn void mosaic_serve_main_queue(void);

#endif
