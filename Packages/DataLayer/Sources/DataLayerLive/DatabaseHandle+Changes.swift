import DataLayer
import Foundation

extension DatabaseHandle {
  /// How often the live ``DataLayer/DataChangesClient`` looks at the database: often enough that a change
  /// from another shell shows within a second.
  public static let changePollInterval = Duration.milliseconds(250)

  /// A client that reports every commit to this handle's database file from any connection or process,
  /// polling `PRAGMA data_version` every `interval` while someone listens: one poll, on one read-only connection,
  /// however many streams listen (``DataLayer/DataChangesClient/shared(source:)``). Before the database file exists
  /// it reports nothing, and it never creates the file; the file appearing (another process saved the first
  /// thing) is reported as a change.
  ///
  /// - Parameter sleep: How the poll waits; tests pass one they release by hand.
  public func changes(
    every interval: Duration = changePollInterval,
    sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
  ) -> DataChangesClient {
    let url = locations.databaseURL
    return DataChangesClient.shared { report in
      var watcher: DataVersionWatcher?
      var wasMissing = false
      while !Task.isCancelled {
        if watcher == nil {
          if FileManager.default.fileExists(atPath: url.path) {
            watcher = try? DataVersionWatcher(url: url)
            if wasMissing, watcher != nil { report() }
          } else {
            wasMissing = true
          }
        } else if let watcher, (try? watcher.changed()) == true {
          report()
        }
        do { try await sleep(interval) } catch { break }
      }
    }
  }
}
