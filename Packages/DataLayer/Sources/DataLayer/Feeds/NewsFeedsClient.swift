import Foundation
import Synchronization

/// The news reader's feeds as the person arranged them — the ones they made, and the built-in ones they hid,
/// moved or viewed — as a value of closures. The App hands out the live one (a table of the one database); tests
/// use ``inMemory(_:)`` or ``failing``.
///
/// ```swift
/// let feeds = NewsFeedsClient.inMemory()
/// try await feeds.save([FeedEntry(name: "Rust", kind: .query, value: "rust", addedAt: Date())])
/// try await feeds.list().map(\.name)   // ["Rust"]
/// ```
public struct NewsFeedsClient: Sendable {
  /// Every entry, in the order they were added.
  public var list: @Sendable () async throws -> [FeedEntry]
  /// Adds or replaces the entries of these names (matched by ``FeedEntry/id``), all in one transaction.
  public var save: @Sendable (_ entries: [FeedEntry]) async throws -> Void
  /// Removes the entry of this id; `false` when there was none.
  public var remove: @Sendable (_ id: String) async throws -> Bool

  public init(
    list: @escaping @Sendable () async throws -> [FeedEntry],
    save: @escaping @Sendable (_ entries: [FeedEntry]) async throws -> Void,
    remove: @escaping @Sendable (_ id: String) async throws -> Bool
  ) {
    self.list = list
    self.save = save
    self.remove = remove
  }

  /// Entries kept in memory, starting with `initial`.
  public static func inMemory(_ initial: [FeedEntry] = []) -> NewsFeedsClient {
    let entries = Mutex(initial)
    return NewsFeedsClient(
      list: { entries.withLock { $0 } },
      save: { new in
        entries.withLock { entries in
          for entry in new {
            if let index = entries.firstIndex(where: { $0.id == entry.id }) {
              entries[index] = entry
            } else {
              entries.append(entry)
            }
          }
        }
      },
      remove: { id in
        entries.withLock { entries in
          let before = entries.count
          entries.removeAll { $0.id == id }
          return entries.count < before
        }
      })
  }

  /// Every closure throws a ``DataLayerError`` with code `unexpectedCall` naming it.
  public static let failing = NewsFeedsClient(
    list: { throw DataLayerError.unexpectedCall("NewsFeedsClient.list") },
    save: { _ in throw DataLayerError.unexpectedCall("NewsFeedsClient.save") },
    remove: { _ in throw DataLayerError.unexpectedCall("NewsFeedsClient.remove") })
}
