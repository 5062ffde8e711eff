import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// An exclusive lock on a file of its own (`flock(2)` on an owner-only lock file beside what it guards), for a
/// read-modify-write of a file that other processes write too. Each call opens the lock file again, so two tasks of
/// one process exclude each other as two processes do; the lock goes with the descriptor, also when a process dies.
///
/// ```swift
/// let lock = cache.appendingPathComponent("news-watch.json.lock")
/// try await FileLock.withExclusive(at: lock, waitingAtMost: .seconds(5)) {
///   let memory = try SecureFile.read(file)
///   try SecureFile.write(updated(memory), to: file)
/// }
/// ```
public enum FileLock {
  /// Why the lock was not had.
  public enum Failure: Error, Equatable, Sendable {
    /// The lock file at `path` cannot be created or opened, or its directory cannot be.
    case unavailable(path: String, reason: String)
    /// Another holder kept the lock at `path` for longer than `wait`.
    case timedOut(path: String, wait: Duration)
  }

  /// How long a waiter sleeps between two tries.
  static let retryInterval = Duration.milliseconds(5)

  /// Runs `body` holding the lock file at `url` (created 0600, with its missing directories 0700), waiting at most
  /// `wait` for another holder to let it go.
  ///
  /// - Throws: ``Failure`` when the lock is not had; whatever `body` throws.
  public static func withExclusive<T>(
    at url: URL, waitingAtMost wait: Duration, clock: any Clock<Duration> = ContinuousClock(),
    _ body: () throws -> T
  ) async throws -> T {
    let path = url.path
    let descriptor = try openLockFile(path, directory: url.deletingLastPathComponent())
    defer { close(descriptor) }
    var waited = Duration.zero
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      if code == EINTR { continue }
      guard code == EWOULDBLOCK else { throw Failure.unavailable(path: path, reason: SystemFailure(code: code).reason) }
      guard waited < wait else { throw Failure.timedOut(path: path, wait: wait) }
      try await clock.sleep(for: retryInterval)
      waited += retryInterval
    }
    defer { _ = flock(descriptor, LOCK_UN) }
    return try body()
  }

  private static func openLockFile(_ path: String, directory: URL) throws(Failure) -> Int32 {
    do {
      try PrivateDirectory.prepare(directory)
    } catch {
      switch error {
      case .fileInTheWay(let blocked):
        throw .unavailable(path: path, reason: "'\(blocked)' is a file, not a directory")
      case .cannotCreate(_, let reason), .cannotRestrict(_, let reason):
        throw .unavailable(path: path, reason: reason)
      }
    }
    while true {
      let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, mode_t(FilePermissions.privateFile))
      if descriptor >= 0 { return descriptor }
      if errno == EINTR { continue }
      throw .unavailable(path: path, reason: SystemFailure.current().reason)
    }
  }
}
