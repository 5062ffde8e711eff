// Makes Swift's `Synchronization.Mutex` visible to ThreadSanitizer on Linux, for `make sanitize-thread`.
//
// `Mutex.withLock` is inlined into Mosaic's code, and its fast path (an atomic compare-and-swap) is
// instrumented there; but a contended lock or unlock goes through `_MutexHandle._lockSlow`,
// `_tryLockSlow` and `_unlockSlow` in libswiftSynchronization.so, which is not instrumented (a spin and a
// futex). ThreadSanitizer then sees no ordering between the thread that unlocked and the one that locked,
// and reports every access to the value a mutex protects as a "Swift access race" (reproduced with four
// threads incrementing one `Mutex<Int>`, nothing else). Tools/scripts/sanitize.sh preloads this library:
// each function forwards to the real one and tells ThreadSanitizer what it did, on the mutex's address,
// the same address the inlined fast path's atomics use.
//
// The three functions are methods of a non-copyable struct: Swift passes `self` (the address of the
// mutex's atomic word) in the `swiftself` register, which clang spells `swift_context`.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdbool.h>
#include <stdint.h>

// Weak: the library is preloaded into every process the run starts (SwiftPM, the compiler, the mock API),
// and only the sanitized ones define these.
void __tsan_acquire(void *address) __attribute__((weak));
void __tsan_release(void *address) __attribute__((weak));

#define SWIFTCALL __attribute__((swiftcall))
#define SELF __attribute__((swift_context))

typedef SWIFTCALL void (*LockSlow)(uint32_t owner, void *SELF handle);
typedef SWIFTCALL bool (*TryLockSlow)(void *SELF handle);
typedef SWIFTCALL void (*UnlockSlow)(void *SELF handle);

#define LOCK_SLOW "$s15Synchronization12_MutexHandleV9_lockSlowyys6UInt32VF"
#define TRY_LOCK_SLOW "$s15Synchronization12_MutexHandleV12_tryLockSlowSbyF"
#define UNLOCK_SLOW "$s15Synchronization12_MutexHandleV11_unlockSlowyyF"

SWIFTCALL void mosaic_lock_slow(uint32_t owner, void *SELF handle) __asm__(LOCK_SLOW);
SWIFTCALL bool mosaic_try_lock_slow(void *SELF handle) __asm__(TRY_LOCK_SLOW);
SWIFTCALL void mosaic_unlock_slow(void *SELF handle) __asm__(UNLOCK_SLOW);

SWIFTCALL void mosaic_lock_slow(uint32_t owner, void *SELF handle) {
  static LockSlow real;
  if (!real) real = (LockSlow)dlsym(RTLD_NEXT, LOCK_SLOW);
  real(owner, handle);
  if (__tsan_acquire) __tsan_acquire(handle);
}

SWIFTCALL bool mosaic_try_lock_slow(void *SELF handle) {
  static TryLockSlow real;
  if (!real) real = (TryLockSlow)dlsym(RTLD_NEXT, TRY_LOCK_SLOW);
  bool locked = real(handle);
  if (locked && __tsan_acquire) __tsan_acquire(handle);
  return locked;
}

SWIFTCALL void mosaic_unlock_slow(void *SELF handle) {
  static UnlockSlow real;
  if (!real) real = (UnlockSlow)dlsym(RTLD_NEXT, UNLOCK_SLOW);
  if (__tsan_release) __tsan_release(handle);
  real(handle);
}
