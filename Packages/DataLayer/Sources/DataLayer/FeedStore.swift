import Core
import Foundation

/// Remembers the last ``GalleryFeed``.
///
/// ```swift
/// let store = FeedStore.file(at: locations.galleryFeedURL)
/// try await store.save(feed)
/// let last = try await store.load()   // nil when none was saved or the file is unreadable JSON
/// ```
public struct FeedStore: Sendable {
  /// The saved feed; `nil` when none was saved. A corrupt file counts as none (it is not an error).
  public var load: @Sendable () async throws -> GalleryFeed?
  /// Replaces the saved feed.
  public var save: @Sendable (_ feed: GalleryFeed) async throws -> Void

  public init(
    load: @escaping @Sendable () async throws -> GalleryFeed?,
    save: @escaping @Sendable (_ feed: GalleryFeed) async throws -> Void
  ) {
    self.load = load
    self.save = save
  }
}

extension FeedStore {
  /// A JSON file at `url`, written with ``SecureFile`` (atomically, 0600). Its directory must exist.
  public static func file(at url: URL) -> FeedStore {
    FeedStore(
      load: {
        guard let data = try SecureFile.read(url) else { return nil }
        return try? JSONDecoder().decode(GalleryFeed.self, from: data)
      },
      save: { feed in
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data: Data
        do {
          data = try encoder.encode(feed)
        } catch {
          throw DataLayerError(
            .fileWriteFailed, "Mosaic could not encode the gallery feed for '\(url.path)' (\(error)); report this bug.")
        }
        try SecureFile.write(data, to: url)
      }
    )
  }

  /// A feed kept in memory; for tests and previews.
  public static func inMemory() -> FeedStore {
    let box = FeedBox()
    return FeedStore(load: { await box.feed }, save: { feed in await box.set(feed) })
  }

  /// Remembers nothing: `load` is always `nil`, `save` drops the feed.
  public static let noop = FeedStore(load: { nil }, save: { _ in })

  /// Both closures throw a ``DataLayerError`` with code `unexpectedCall` naming them.
  public static let failing = FeedStore(
    load: { throw DataLayerError.unexpectedCall("FeedStore.load") },
    save: { _ in throw DataLayerError.unexpectedCall("FeedStore.save") }
  )
}

/// The state behind ``FeedStore/inMemory()``.
private actor FeedBox {
  private(set) var feed: GalleryFeed?

  func set(_ feed: GalleryFeed) {
    self.feed = feed
  }
}
