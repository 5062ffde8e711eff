import Foundation

extension TmuxSession {
  /// Sends `keys`, then waits until what the pane printed after them — scrollback included — contains `text`; fails
  /// after 30 seconds.
  ///
  /// For a session that writes lines (the accessible mode): a page longer than the pane may scroll the line
  /// awaited off the screen between two reads, so ``waitFor(_:timeout:)`` would never see it. Only what came
  /// after the keys counts, from the start of the line the cursor was on, so text an earlier step printed
  /// never answers.
  ///
  /// ```swift
  /// try await tmux.send("Home", "Enter", thenPrinted: "Spiral staircase, Porto")
  /// ```
  @discardableResult
  public func send(_ keys: String..., thenPrinted text: String) async throws -> String {
    let timeout = Duration.seconds(30)
    let earlier = try await printed()
    try await send(keys: keys)
    let deadline = ContinuousClock.now + timeout
    var since = ""
    while ContinuousClock.now < deadline {
      since = Self.printed(try await printed(), after: earlier)
      if since.contains(text) { return since }
      try await Task.sleep(for: .milliseconds(50))
    }
    throw TestSupportError("The pane never printed '\(text)' after \(keys) within \(timeout):\n\(since)")
  }

  /// Everything the pane printed so far, its trailing blank rows left out.
  func printed() async throws -> String {
    var text = try await captureHistory()
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return text
  }

  /// What `now` holds after `earlier`, from the start of `earlier`'s last line (a line still being written
  /// goes on); all of `now` when the scrollback no longer starts with `earlier` (its limit dropped lines).
  static func printed(_ now: String, after earlier: String) -> String {
    guard now.hasPrefix(earlier) else { return now }
    let lastLine = earlier.utf8.lastIndex(of: UInt8(ascii: "\n")).map { earlier.utf8.index(after: $0) }
    let kept = lastLine.map { earlier.utf8.distance(from: earlier.utf8.startIndex, to: $0) } ?? 0
    return String(decoding: now.utf8.dropFirst(kept), as: UTF8.self)
  }
}
