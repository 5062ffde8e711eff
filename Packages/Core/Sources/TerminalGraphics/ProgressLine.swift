import Synchronization

/// A progress line on standard error for work that takes a while: nothing for the first half second, then
/// `Loading pictures 3/30…`, rewritten in place on a terminal (a single line otherwise), and erased when done.
///
/// ```swift
/// let progress = ProgressLine(total: 30, isTerminal: true, write: context.console.note) { done, total in
///   "Loading pictures \(done)/\(total)…"
/// }
/// progress.start()
/// progress.advance()      // after each picture
/// progress.finish()
/// ```
public final class ProgressLine: Sendable {
  private struct State {
    var done = 0
    var shown = false
    var finished = false
    var waiter: Task<Void, Never>?
  }

  private let total: Int
  private let isTerminal: Bool
  private let delay: Duration
  private let clock: any Clock<Duration>
  private let write: @Sendable (String) -> Void
  private let label: @Sendable (Int, Int) -> String
  private let state = Mutex(State())

  /// Moves to the previous line and clears it: what rewriting a line needs when every write ends a line.
  static let rewind = "\u{1B}[1A\u{1B}[2K"

  /// - Parameter write: Writes one line (a newline follows), like `Console.note`.
  public init(
    total: Int, isTerminal: Bool, delay: Duration = .milliseconds(500), clock: any Clock<Duration> = ContinuousClock(),
    write: @escaping @Sendable (String) -> Void, label: @escaping @Sendable (Int, Int) -> String
  ) {
    self.total = total
    self.isTerminal = isTerminal
    self.delay = delay
    self.clock = clock
    self.write = write
    self.label = label
  }

  /// Waits `delay`, then shows the line unless the work finished first.
  public func start() {
    let task = Task { [clock, delay] in
      try? await clock.sleep(for: delay)
      guard !Task.isCancelled else { return }
      self.show()
    }
    state.withLock { $0.waiter = task }
  }

  /// One more item done.
  public func advance() {
    let line: String? = state.withLock { state in
      state.done += 1
      guard state.shown, !state.finished, isTerminal else { return nil }
      return Self.rewind + label(state.done, total)
    }
    if let line { write(line) }
  }

  /// Stops waiting and erases the line on a terminal.
  public func finish() {
    let erase: Bool = state.withLock { state in
      state.waiter?.cancel()
      defer { state.finished = true }
      return state.shown && !state.finished && isTerminal
    }
    if erase { write(Self.rewind + "\u{1B}[1A") }
  }

  /// Whether the line was shown: the work took longer than the delay.
  public var wasShown: Bool { state.withLock { $0.shown } }

  private func show() {
    let line: String? = state.withLock { state in
      guard !state.finished, !state.shown else { return nil }
      state.shown = true
      return label(state.done, total)
    }
    if let line { write(line) }
  }
}
