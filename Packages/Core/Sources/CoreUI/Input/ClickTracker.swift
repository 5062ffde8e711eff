/// Tells a click from a double click: a second press of the left button on the same cell within
/// ``interval`` of the first. Time comes from outside, so tests need no clock.
///
/// ```swift
/// var clicks = ClickTracker()
/// clicks.press(at: point, time: .zero)                   // .single
/// clicks.press(at: point, time: .milliseconds(200))      // .double
/// ```
public struct ClickTracker: Sendable {
  public enum Click: Hashable, Sendable {
    case single
    case double
  }

  /// The longest pause between the two presses of a double click.
  public var interval: Duration
  private var last: (point: Point, time: Duration)?

  public init(interval: Duration = .milliseconds(400)) {
    self.interval = interval
  }

  /// Records a press at `point` at `time` (any monotonic origin) and says which click it completes.
  public mutating func press(at point: Point, time: Duration) -> Click {
    if let last, last.point == point, time - last.time <= interval, time >= last.time {
      self.last = nil
      return .double
    }
    last = (point, time)
    return .single
  }
}
