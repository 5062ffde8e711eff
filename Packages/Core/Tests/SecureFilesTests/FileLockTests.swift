import CoreTestSupport
import Foundation
import SecureFiles
import TestExpectations
import Testing

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// An exclusive lock file: holders take turns (tasks of one process too), a holder that keeps it past the wait is a
/// typed failure, and the lock file is the owner's alone.
@Suite struct FileLockTests {
  @Test func twoTasks_takeTurns_soNoIncrementIsLost() async throws {
    try await withTemporaryDirectory { root in
      let counter = root.appendingPathComponent("counter")
      let lock = root.appendingPathComponent(".counter.lock")
      try Data("0".utf8).write(to: counter)
      try await withThrowingTaskGroup(of: Void.self) { group in
        for _ in 0..<2 {
          group.addTask {
            for _ in 0..<150 {
              try await FileLock.withExclusive(at: lock, waitingAtMost: .seconds(30)) {
                let value = Int(String(decoding: try Data(contentsOf: counter), as: UTF8.self)) ?? -1_000
                try Data("\(value + 1)".utf8).write(to: counter)
              }
              await Task.yield()
            }
          }
        }
        try await group.waitForAll()
      }
      #expect(String(decoding: try Data(contentsOf: counter), as: UTF8.self) == "300")
    }
  }

  @Test func aLockHeldPastTheWait_isATypedFailure_andFreeAgainOnceLetGo() async throws {
    try await withTemporaryDirectory { root in
      let lock = root.appendingPathComponent("a", isDirectory: true).appendingPathComponent(".entry.lock")
      try await FileLock.withExclusive(at: lock, waitingAtMost: .zero) {}
      // Another holder, as another process would be: a descriptor of its own on the lock file.
      let holder = open(lock.path, O_RDWR | O_CLOEXEC)
      try #require(holder >= 0)
      defer { close(holder) }
      try #require(flock(holder, LOCK_EX | LOCK_NB) == 0, "the first call let it go")
      await #expect(throws: FileLock.Failure.timedOut(path: lock.path, wait: .milliseconds(20))) {
        try await FileLock.withExclusive(at: lock, waitingAtMost: .milliseconds(20)) { Issue.record("ran unlocked") }
      }
      #expect(flock(holder, LOCK_UN) == 0)
      try await expectEqual(FileLock.withExclusive(at: lock, waitingAtMost: .zero) { 7 }, 7)
      #expect(try permissions(of: lock) == FilePermissions.privateFile)
      #expect(try permissions(of: lock.deletingLastPathComponent()) == FilePermissions.privateDirectory)
    }
  }

  @Test func aFileInTheWayOfItsDirectory_isUnavailable() async throws {
    try await withTemporaryDirectory { root in
      let blocked = root.appendingPathComponent("blocked")
      try Data().write(to: blocked)
      let lock = blocked.appendingPathComponent(".entry.lock")
      let failure = await #expect(throws: FileLock.Failure.self) {
        try await FileLock.withExclusive(at: lock, waitingAtMost: .zero) {}
      }
      guard case .unavailable(let path, _) = failure else {
        Issue.record("not unavailable: \(String(describing: failure))")
        return
      }
      #expect(path == lock.path)
    }
  }
}
