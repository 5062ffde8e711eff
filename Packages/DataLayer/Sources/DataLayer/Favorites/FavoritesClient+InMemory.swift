import Foundation
import Models

extension FavoritesClient {
  /// Favorites kept in memory by an actor, with the same semantics as the SQLite database; for tests and
  /// previews.
  ///
  /// ```swift
  /// let favorites = FavoritesClient.inMemory(now: { Date(timeIntervalSince1970: 0) })
  /// ```
  public static func inMemory(now: @escaping @Sendable () -> Date = Date.init) -> FavoritesClient {
    let store = InMemoryFavorites(now: now)
    return FavoritesClient(
      add: { photo in await store.add(photo) },
      remove: { id in await store.remove(id) },
      toggle: { photo in await store.toggle(photo) },
      isFavorite: { id in await store.contains(id) },
      favoriteIDs: { await store.ids() },
      list: { await store.list() },
      favorite: { id in await store.favorite(id) }
    )
  }
}

/// The state behind ``FavoritesClient/inMemory(now:)``.
private actor InMemoryFavorites {
  private struct Entry {
    var favorite: Favorite
    let sequence: Int
  }

  private let now: @Sendable () -> Date
  private var entries: [String: Entry] = [:]
  private var nextSequence = 0

  init(now: @escaping @Sendable () -> Date) {
    self.now = now
  }

  func add(_ photo: Photo) {
    if let entry = entries[photo.id] {
      entries[photo.id]?.favorite = Favorite(photo: photo, addedAt: entry.favorite.addedAt)
      return
    }
    nextSequence += 1
    entries[photo.id] = Entry(favorite: Favorite(photo: photo, addedAt: now()), sequence: nextSequence)
  }

  func remove(_ id: String) -> Bool {
    entries.removeValue(forKey: id) != nil
  }

  func toggle(_ photo: Photo) -> Bool {
    if remove(photo.id) { return false }
    add(photo)
    return true
  }

  func contains(_ id: String) -> Bool {
    entries[id] != nil
  }

  func favorite(_ id: String) -> Favorite? {
    entries[id]?.favorite
  }

  func ids() -> Set<String> {
    Set(entries.keys)
  }

  func list() -> [Favorite] {
    let sequences = entries.mapValues(\.sequence)
    return entries.values.map(\.favorite).sortedNewestFirst { sequences[$0.id] ?? 0 }
  }
}
