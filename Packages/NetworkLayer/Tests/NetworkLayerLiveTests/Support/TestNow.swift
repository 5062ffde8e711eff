import Foundation
import Synchronization

/// A settable wall clock for rate-limit windows.
final class TestNow: Sendable {
  private let date: Mutex<Date>
  init(_ date: Date = Date(timeIntervalSince1970: 1_800_000_000)) { self.date = Mutex(date) }
  var value: Date { date.withLock { $0 } }
  func advance(by seconds: TimeInterval) { date.withLock { $0 = $0.addingTimeInterval(seconds) } }
  var closure: @Sendable () -> Date { { self.value } }
}
