import CoreUI
import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signals the app answers, turned into terminal events: `SIGWINCH` → resized, `SIGTERM` and
/// `SIGINT` → terminate, `SIGQUIT` → abort (the terminal restored, exit 131), `SIGHUP` → hang-up, `SIGTSTP`
/// from outside → suspend, `SIGCONT` → back in the foreground (the driver re-enters raw mode first).
final class SignalWatch: @unchecked Sendable {
  private static let watched = [SIGWINCH, SIGTERM, SIGINT, SIGQUIT, SIGHUP, SIGTSTP, SIGCONT]
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
    case SIGQUIT: continuation.yield(.abort)
    case SIGHUP: continuation.yield(.hangup)
    case SIGTSTP: continuation.yield(.suspendRequested)
    case SIGCONT:
      onContinue?()
      continuation.yield(.resumed)
      continuation.yield(.resized(TerminalDriver.size()))
    default: break
    }
  }

  /// Stops the process as Ctrl-Z would, and returns once `fg` (`SIGCONT`) lets it run again.
  ///
  /// The watch catches `SIGTSTP` (so `kill -TSTP` asks the app to hand the terminal back first), and the
  /// thread that runs this may block it, as Swift's worker threads do. So for the moment of the stop the
  /// default action comes back, the signal is unblocked on this thread and raised at it, which stops the whole
  /// process before `raise` returns; afterwards the watch's own handler and this thread's mask are put back
  /// exactly as they were. Where no shell does job control (an orphaned process group) the kernel discards
  /// the stop and this returns at once.
  func stopInForeground() {
    var watching = sigaction()
    sigaction(SIGTSTP, nil, &watching)
    var stop = sigset_t()
    sigemptyset(&stop)
    sigaddset(&stop, SIGTSTP)
    var mask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &stop, &mask)
    signal(SIGTSTP, SIG_DFL)
    raise(SIGTSTP)
    sigaction(SIGTSTP, &watching, nil)
    pthread_sigmask(SIG_SETMASK, &mask, nil)
  }

  /// Stops watching and gives every signal its default action back.
  func stop() {
    for source in sources { source.cancel() }
    for number in Self.watched { signal(number, SIG_DFL) }
  }
}
