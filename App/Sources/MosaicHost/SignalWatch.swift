import CoreUI
import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signals the app answers, turned into terminal events: `SIGWINCH` → resized, `SIGTERM` and
/// `SIGINT` → terminate, `SIGHUP` → hang-up, `SIGTSTP` from outside → suspend, `SIGCONT` → back in the
/// foreground (the driver re-enters raw mode first).
final class SignalWatch: @unchecked Sendable {
  private static let watched = [SIGWINCH, SIGTERM, SIGINT, SIGHUP, SIGTSTP, SIGCONT]
  private let queue = DispatchQueue(label: "mosaic.signals")
  private let sources: [any DispatchSourceSignal]
  private let continuation: AsyncStream<TerminalEvent>.Continuation
  // Set once, by the driver's initializer, before any signal source is resumed; read on `queue` only.
  var onContinue: (@Sendable () -> Void)?

  init(continuation: AsyncStream<TerminalEvent>.Continuation) {
    self.continuation = continuation
    var sources: [any DispatchSourceSignal] = []
    for number in Self.watched {
      // Dispatch sees a signal only when its default action is off.
      signal(number, SIG_IGN)
      sources.append(DispatchSource.makeSignalSource(signal: number, queue: queue))
    }
    self.sources = sources
    for (number, source) in zip(Self.watched, sources) {
      source.setEventHandler { [weak self] in self?.received(number) }
      source.resume()
    }
  }

  private func received(_ number: Int32) {
    switch number {
    case SIGWINCH: continuation.yield(.resized(TerminalDriver.size()))
    case SIGTERM, SIGINT: continuation.yield(.terminate)
    case SIGHUP: continuation.yield(.hangup)
    case SIGTSTP: continuation.yield(.suspendRequested)
    case SIGCONT:
      onContinue?()
      continuation.yield(.resumed)
      continuation.yield(.resized(TerminalDriver.size()))
    default: break
    }
  }

  /// Runs `body` with `SIGTSTP` at its default action, so raising it stops the process as Ctrl-Z would.
  func stopping(_ body: () -> Void) {
    signal(SIGTSTP, SIG_DFL)
    body()
    signal(SIGTSTP, SIG_IGN)
  }

  /// Stops watching and gives every signal its default action back.
  func stop() {
    for source in sources { source.cancel() }
    for number in Self.watched { signal(number, SIG_DFL) }
  }
}
