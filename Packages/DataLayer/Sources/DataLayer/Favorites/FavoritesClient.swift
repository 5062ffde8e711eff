import Foundation
import Models

/// The favorites a feature reads and changes, as a value of closures.
///
/// The App hands out the live one from `DataLayerLive.DatabaseHandle` (built once, over the shared SQLite
/// database); tests and previews use ``inMemory(now:)``, ``noop`` or ``failing``.
///
/// ```swift
/// let favorites = FavoritesClient.inMemory()
/// try await favorites.add(photo)
/// let isFavorite = try await favorites.toggle(photo)   // false: toggled off again
/// ```
public struct FavoritesClient: Sendable {
  /// Adds `photo`. Idempotent: adding a favorite again keeps its first `addedAt` and refreshes the snapshot.
  public var add: @Sendable (_ photo: Photo) async throws -> Void
  /// Removes the favorite with this photo id; returns whether it was a favorite.
  public var remove: @Sendable (_ id: String) async throws -> Bool
  /// Adds `photo` if it is not a favorite, removes it if it is, atomically; returns the new state.
  public var toggle: @Sendable (_ photo: Photo) async throws -> Bool
  /// Whether the photo with this id is a favorite.
  public var isFavorite: @Sendable (_ id: String) async throws -> Bool
  /// The ids of every favorite, including ones whose snapshot can no longer be read.
  public var favoriteIDs: @Sendable () async throws -> Set<String>
  /// Every favorite whose snapshot can be read, newest first; ties: the one added last first.
  public var list: @Sendable () async throws -> [Favorite]
  /// The favorite with this photo id, when it is one and its snapshot can be read.
  public var favorite: @Sendable (_ id: String) async throws -> Favorite?

  public init(
    add: @escaping @Sendable (_ photo: Photo) async throws -> Void,
    remove: @escaping @Sendable (_ id: String) async throws -> Bool,
    toggle: @escaping @Sendable (_ photo: Photo) async throws -> Bool,
    isFavorite: @escaping @Sendable (_ id: String) async throws -> Bool,
    favoriteIDs: @escaping @Sendable () async throws -> Set<String>,
    list: @escaping @Sendable () async throws -> [Favorite],
    favorite: (@Sendable (_ id: String) async throws -> Favorite?)? = nil
  ) {
    self.add = add
    self.remove = remove
    self.toggle = toggle
    self.isFavorite = isFavorite
    self.favoriteIDs = favoriteIDs
    self.list = list
    // A client built before the lookup existed finds the favorite in its list.
    self.favorite = favorite ?? { id in try await list().first { $0.id == id } }
  }
}

extension FavoritesClient {
  /// Keeps nothing: adds are dropped, nothing is ever a favorite, toggling reports `false`.
  public static let noop = FavoritesClient(
    add: { _ in },
    remove: { _ in false },
    toggle: { _ in false },
    isFavorite: { _ in false },
    favoriteIDs: { [] },
    list: { [] },
    favorite: { _ in nil }
  )

  /// Every closure throws a ``DataLayerError`` with code `unexpectedCall` naming it; override the closures
  /// a test expects.
  public static let failing = FavoritesClient(
    add: { _ in throw DataLayerError.unexpectedCall("FavoritesClient.add") },
    remove: { _ in throw DataLayerError.unexpectedCall("FavoritesClient.remove") },
    toggle: { _ in throw DataLayerError.unexpectedCall("FavoritesClient.toggle") },
    isFavorite: { _ in throw DataLayerError.unexpectedCall("FavoritesClient.isFavorite") },
    favoriteIDs: { throw DataLayerError.unexpectedCall("FavoritesClient.favoriteIDs") },
    list: { throw DataLayerError.unexpectedCall("FavoritesClient.list") },
    favorite: { _ in throw DataLayerError.unexpectedCall("FavoritesClient.favorite") }
  )
}
