import DataLayer
import Synchronization

/// Whether a ``FavoritesDatabase`` was closed, shared with the clients it handed out.
final class ClosedFlag: Sendable {
  private let value = Mutex(false)

  var isSet: Bool { value.withLock { $0 } }

  func set() {
    value.withLock { $0 = true }
  }

  /// The error for using the database at `path` after it was closed.
  static func error(path: String) -> DataLayerError {
    DataLayerError(.databaseUnavailable, "The favorites database '\(path)' was closed; open it again to use it.")
  }
}
