import CoreTestSupport
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A program the tests start with `ChildSpawn` (`posix_spawn`, CoreTestSupport) and reap themselves, instead of
/// Foundation's `Process`.
///
/// `Process.run()` on Linux (swift-corelibs-foundation up to Swift 6.3) lists `/proc/self/fd` to close every
/// inherited descriptor and copies each directory entry's whole 256-byte name, reading past glibc's buffer: the
/// end-to-end suite, which starts thousands of processes, died of it now and then inside `memmove`. Here the child
/// closes what it should not inherit in the spawn itself, and a process that ends within moments of starting is
/// never missed, since `waitid` waits for exactly this pid.
public final class ChildProcess: Sendable {
  /// Where one of the child's standard streams goes.
  public enum Stream: Sendable {
    /// `/dev/null`.
    case null
    /// A file opened for the child (`/dev/full` for a stream whose every write fails).
    case file(String, flags: Int32)
    /// A pipe whose other end the parent reads from ``ChildProcess/output(_:)``.
    case pipe
    /// A pipe whose reading end is closed before the child starts: its first write gets EPIPE.
    case pipeWithoutReader
    /// Not open at all (`>&-`).
    case closed
  }

  public let pid: pid_t
  /// The reading ends of the piped streams, by descriptor number in the child (1 or 2).
  private let readers: [Int32: FileHandle]
  /// Set, under the lock, once the child is reaped: signals are sent under the same lock, so never to a reused pid.
  private let reaped = Mutex(false)

  private init(pid: pid_t, readers: [Int32: FileHandle]) {
    self.pid = pid
    self.readers = readers
  }

  /// Starts `executable` with `arguments` and exactly `environment`; standard input, output and error go where
  /// `input`, `output` and `errors` say.
  public static func start(
    _ executable: URL, _ arguments: [String], environment: [String: String], currentDirectory: URL? = nil,
    input: Stream = .null, output: Stream = .pipe, errors: Stream = .pipe
  ) throws -> ChildProcess {
    var parentEnds: [Int32: Int32] = [:]
    var childEnds: [Int32] = []
    defer { for fd in childEnds { close(fd) } }
    do {
      var streams: [ChildSpawn.Stream] = []
      for (target, stream) in [(Int32(0), input), (1, output), (2, errors)] {
        switch stream {
        case .null: streams.append(.null)
        case .file(let path, let flags): streams.append(.file(path, flags: flags))
        case .closed: streams.append(.closed)
        case .pipe, .pipeWithoutReader:
          // Every child closes what it does not need, so no other child inherits this pipe.
          var fds: [Int32] = [-1, -1]
          guard pipe(&fds) == 0 else { throw TestSupportError("pipe failed: errno \(errno).") }
          let (parentEnd, childEnd) = target == 0 ? (fds[1], fds[0]) : (fds[0], fds[1])
          childEnds.append(childEnd)
          // A pipe whose reader is gone loses its reading end before the spawn: were it closed after, a child
          // quick enough would write into the pipe's buffer while the parent still held it, and see no EPIPE.
          if case .pipe = stream { parentEnds[target] = parentEnd } else { close(parentEnd) }
          streams.append(.descriptor(childEnd))
        }
      }
      let pid: pid_t
      do {
        pid = try ChildSpawn.start(
          executable.path, arguments, environment: environment, currentDirectory: currentDirectory?.path,
          input: streams[0], output: streams[1], errors: streams[2])
      } catch {
        throw TestSupportError(error.description)
      }
      return ChildProcess(
        pid: pid, readers: parentEnds.mapValues { FileHandle(fileDescriptor: $0, closeOnDealloc: true) })
    } catch {
      for fd in parentEnds.values { close(fd) }
      throw error
    }
  }

  /// The parent's end of the piped stream `fd` (1 or 2; 0 gives the writing end of standard input).
  public func stream(_ fd: Int32) -> FileHandle? { readers[fd] }

  /// Everything the child writes to the piped stream `fd` until it closes it, read on a thread of its own so a
  /// full pipe never blocks the child; empty when the stream is not piped.
  public func output(_ fd: Int32) async -> String {
    guard let handle = readers[fd] else { return "" }
    return await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        let data = handle.readDataToEndOfFile()
        continuation.resume(returning: String(decoding: data, as: UTF8.self))
      }
    }
  }

  /// Sends `signal` (SIGTERM unless told) while the child has not been reaped.
  public func terminate(_ signal: Int32 = SIGTERM) {
    reaped.withLock { reaped in
      if !reaped { _ = kill(pid, signal) }
    }
  }

  /// Whether the child has been reaped by ``waitForExit()``.
  public var hasExited: Bool { reaped.withLock { $0 } }

  /// Waits for the child to end, on a thread of its own, and reaps it: the exit status, and the signal that
  /// ended it when one did.
  public func waitForExit() async -> (status: Int32, signal: Int32?) {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread { [self] in
        var info = siginfo_t()
        // WNOWAIT leaves a zombie, so the pid is not reused before `reaped` is set.
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) == -1 && errno == EINTR {}
        var status: Int32 = 0
        reaped.withLock { reaped in
          while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
          reaped = true
        }
        let ending = ChildSpawn.Ending(waitStatus: status)
        continuation.resume(returning: (ending.code, ending.signal))
      }
    }
  }
}
