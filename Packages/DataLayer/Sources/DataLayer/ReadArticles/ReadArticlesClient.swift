import Foundation

/// The articles the person opened in the reader, known by short id, as a value of closures: lists mark them, and
/// `--json` says `"isRead"`.
///
/// The App hands out the live one (a table of the one database); tests use ``inMemory(now:)`` or ``failing``.
///
/// ```swift
/// let read = ReadArticlesClient.inMemory()
/// try await read.markRead(article.shortID)   // true: read for the first time
/// try await read.readIDs().contains(article.shortID)
/// ```
public struct ReadArticlesClient: Sendable {
  /// Marks the article with this short id read; `false` when it was read already (the first time is kept).
  public var markRead: @Sendable (_ id: String) async throws -> Bool
  /// The short ids of every article read.
  public var readIDs: @Sendable () async throws -> Set<String>

  public init(
    markRead: @escaping @Sendable (_ id: String) async throws -> Bool,
    readIDs: @escaping @Sendable () async throws -> Set<String>
  ) {
    self.markRead = markRead
    self.readIDs = readIDs
  }

  /// Every closure throws a ``DataLayerError`` with code `unexpectedCall` naming it.
  public static let failing = ReadArticlesClient(
    markRead: { _ in throw DataLayerError.unexpectedCall("ReadArticlesClient.markRead") },
    readIDs: { throw DataLayerError.unexpectedCall("ReadArticlesClient.readIDs") }
  )

  /// Read marks kept in memory by an actor; for tests and previews.
  public static func inMemory(now: @escaping @Sendable () -> Date = Date.init) -> ReadArticlesClient {
    let store = InMemoryReadArticles(now: now)
    return ReadArticlesClient(
      markRead: { id in await store.markRead(id) },
      readIDs: { await store.ids() }
    )
  }
}

/// The state behind ``ReadArticlesClient/inMemory(now:)``.
private actor InMemoryReadArticles {
  private var readAt: [String: Date] = [:]
  private let now: @Sendable () -> Date

  init(now: @escaping @Sendable () -> Date) {
    self.now = now
  }

  func markRead(_ id: String) -> Bool {
    guard readAt[id] == nil else { return false }
    readAt[id] = now()
    return true
  }

  func ids() -> Set<String> { Set(readAt.keys) }
}
