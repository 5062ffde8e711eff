import DataLayer
import Foundation
import GRDB

/// The favorites' part of the one database: the migrations of the `favorites` table, and the live
/// ``DataLayer/FavoritesClient``, built once when the store is made.
///
/// ```swift
/// let database = try AppDatabase(url: locations.databaseURL)
/// let favorites = FavoritesStore(database: database).client
/// let isFavorite = try await favorites.toggle(photo)
/// ```
public final class FavoritesStore: Sendable {
  /// The table the store keeps its rows in.
  public static let table = "favorites"

  /// v1 (mosaic 1.0): `id` gives the insertion order that breaks ties between favorites added at the same
  /// instant; `added_at` is seconds since 1970; `snapshot` is the Photo as Unsplash JSON.
  public static let v1 = DatabaseMigration(store: "favorites", name: "v1", userVersion: 1) { db in
    try db.execute(
      sql: """
        CREATE TABLE favorites (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          photo_id TEXT UNIQUE NOT NULL,
          added_at REAL NOT NULL,
          snapshot TEXT NOT NULL
        )
        """)
  }

  /// Every migration of this store, oldest first, each listed once in the ``SchemaHistory``.
  public static let migrations = [v1]

  /// The database the favorites live in.
  public let database: AppDatabase
  /// The favorites, as features use them. Every write is one IMMEDIATE transaction, so `toggle` is atomic
  /// across connections and processes.
  public let client: FavoritesClient

  /// Builds the client over `database`, whose history must include ``migrations``.
  public init(database: AppDatabase, now: @escaping @Sendable () -> Date = Date.init) {
    let queries = FavoritesQueries(database: database, now: now)
    self.database = database
    self.client = FavoritesClient(
      add: { photo in try await queries.add(photo) },
      remove: { id in try await queries.remove(id) },
      toggle: { photo in try await queries.toggle(photo) },
      isFavorite: { id in try await queries.isFavorite(id) },
      favoriteIDs: { try await queries.favoriteIDs() },
      list: { try await queries.list() },
      favorite: { id in try await queries.favorite(id) }
    )
  }
}

extension DatabaseHealth {
  /// How many favorites the database holds, readable snapshots or not.
  public var favoriteCount: Int { rowCounts[FavoritesStore.table] ?? 0 }
}
