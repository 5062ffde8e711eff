import Foundation
import GRDB

/// Tries an open again while SQLite answers "busy" at once. Several processes opening a new file together
/// can get that without SQLite waiting out the busy timeout: switching the file to WAL needs it alone, and
/// two connections doing so at the same moment would otherwise wait for each other for ever.
///
/// ```swift
/// let pool = try BusyRetry.run(for: AppDatabase.busyTimeout) { try DatabasePool(path: path) }
/// ```
enum BusyRetry {
  /// `body`'s result, trying again after pauses of 5 to 200 ms while it throws `SQLITE_BUSY` and `seconds`
  /// have not passed; any other error, or "busy" after that, is thrown.
  static func run<T>(for seconds: TimeInterval, _ body: () throws -> T) throws -> T {
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(Int(seconds * 1000))
    var pause = 0.005
    while true {
      do {
        return try body()
      } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && clock.now < deadline {
        Thread.sleep(forTimeInterval: pause * Double.random(in: 0.5...1))
        pause = min(pause * 2, 0.2)
      }
    }
  }
}
