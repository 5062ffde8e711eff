import Foundation
import Synchronization

/// A clock the test moves by hand.
///
/// ```swift
/// let clock = TestClock()
/// let favorites = FavoritesClient.inMemory(now: clock.now)
/// clock.advance(by: 60)
/// ```
public final class TestClock: Sendable {
  private let current: Mutex<Date>

  public init(_ start: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
    current = Mutex(start)
  }

  /// Reads the clock; hand this to the code under test.
  public var now: @Sendable () -> Date {
    { [self] in self.current.withLock { $0 } }
  }

  /// Moves the clock forward by `seconds`.
  public func advance(by seconds: TimeInterval) {
    current.withLock { $0 = $0.addingTimeInterval(seconds) }
  }
}
