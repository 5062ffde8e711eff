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

  /// A client whose every stream hears one `source`: the source runs while at least one stream is listened to
  /// (so three screens listening poll the database once, not three times), reports each change it notices by
  /// calling `report`, and is cancelled when the last stream ends; when it returns on its own, the streams end.
  ///
  /// ```swift
  /// let client = DataChangesClient.shared { report in
  ///   while (try? await Task.sleep(for: .milliseconds(250))) != nil { if changed() { report() } }
  /// }
  /// ```
  public static func shared(
    source: @escaping @Sendable (_ report: @escaping @Sendable () -> Void) async -> Void
  ) -> DataChangesClient {
    let shared = SharedChangeSource(source: source)
    return DataChangesClient {
      AsyncStream { continuation in
        let id = shared.listen(continuation)
        continuation.onTermination = { _ in shared.stop(id) }
      }
    }
  }

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
