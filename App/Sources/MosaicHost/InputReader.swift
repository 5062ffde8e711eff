import CoreUI
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads standard input on a thread of its own and reports what it read; after bytes, a pause of
/// ``TerminalDriver/escapeDelayMilliseconds`` is reported as `inputIdle`, so a lone Esc becomes the
/// Escape key. The end of input is a hang-up.
final class InputReader: Sendable {
  private let continuation: AsyncStream<TerminalEvent>.Continuation
  private let running = Mutex(false)

  init(continuation: AsyncStream<TerminalEvent>.Continuation) {
    self.continuation = continuation
  }

  func start() {
    running.withLock { $0 = true }
    let thread = Thread { [self] in loop() }
    thread.name = "mosaic.input"
    thread.start()
  }

  func stop() {
    running.withLock { $0 = false }
  }

  private func loop() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    var idlePending = false
    while running.withLock({ $0 }) {
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, TerminalDriver.escapeDelayMilliseconds)
      if ready < 0 {
        if errno == EINTR { continue }
        continuation.yield(.hangup)
        return
      }
      if ready == 0 {
        if idlePending {
          idlePending = false
          continuation.yield(.inputIdle)
        }
        continue
      }
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count > 0 {
        continuation.yield(.input(Array(buffer[0..<count])))
        idlePending = true
      } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
        continuation.yield(.hangup)
        return
      }
    }
  }
}
