/// Tells a screen that the stored data changed outside it — another `mosaic` process added a favorite —
/// so it can read again without a key press.
///
/// The App hands out the live one from `DataLayerLive.DatabaseHandle`, which watches SQLite's
/// `PRAGMA data_version`; tests use ``manual()`` or ``noop``.
///
/// ```swift
/// for await _ in changes.changes() {
///   await model.refreshFavorites()
/// }
/// ```
public struct DataChangesClient: Sendable {
  /// A stream that yields once per change noticed; it ends when the caller stops iterating.
  public var changes: @Sendable () -> AsyncStream<Void>

  public init(changes: @escaping @Sendable () -> AsyncStream<Void>) {
    self.changes = changes
  }

  /// Never reports a change.
  public static let noop = DataChangesClient { AsyncStream { _ in } }

  /// A client whose changes a test reports by hand with the returned closure; every stream made from the
  /// client hears every report.
  public static func manual() -> (client: DataChangesClient, report: @Sendable () -> Void) {
    let subscribers = Subscribers()
    let client = DataChangesClient {
      AsyncStream { continuation in
        let id = subscribers.add(continuation)
        continuation.onTermination = { _ in subscribers.remove(id) }
      }
    }
    return (client, { subscribers.yield() })
  }
}
