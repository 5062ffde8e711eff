/// The terminal as the app sees it: its size, a way to write, the events it reports, and a way to hand it
/// back to the shell for a while. The App's driver implements it over a real terminal; tests use an
/// in-memory one.
///
/// ```swift
/// let port = TerminalPort(size: { Size(width: 80, height: 24) }, write: { bytes in … }, events: stream,
///   suspend: {})
/// ```
public struct TerminalPort: Sendable {
  public var size: @Sendable () -> Size
  public var write: @Sendable ([UInt8]) -> Void
  public var events: AsyncStream<TerminalEvent>
  /// Gives the terminal back to the shell (Ctrl-Z) and returns once the app is in the foreground again.
  public var suspend: @Sendable () async -> Void

  public init(
    size: @escaping @Sendable () -> Size, write: @escaping @Sendable ([UInt8]) -> Void,
    events: AsyncStream<TerminalEvent>, suspend: @escaping @Sendable () async -> Void
  ) {
    self.size = size
    self.write = write
    self.events = events
    self.suspend = suspend
  }
}

/// What the terminal reports.
public enum TerminalEvent: Hashable, Sendable {
  /// Bytes typed (or a mouse report).
  case input([UInt8])
  /// No input came for a moment after the last bytes: a pending lone Esc is the Escape key.
  case inputIdle
  /// The window's new size.
  case resized(Size)
  /// Back in the foreground after a suspend: everything must be drawn again.
  case resumed
  /// `SIGTSTP` from outside: suspend as Ctrl-Z would.
  case suspendRequested
  /// `SIGTERM`: finish what is being written and quit.
  case terminate
  /// `SIGQUIT`: quit at once, without waiting for writes in flight; the terminal is still restored.
  case abort
  /// `SIGHUP` or the end of input: the terminal is gone; finish what is being written and quit.
  case hangup
}
