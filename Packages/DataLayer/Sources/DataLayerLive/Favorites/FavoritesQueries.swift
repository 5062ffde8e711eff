import DataLayer
import Foundation
import GRDB
import Models

/// The SQL behind ``FavoritesStore/client``.
struct FavoritesQueries: Sendable {
  let database: AppDatabase
  let now: @Sendable () -> Date

  func add(_ photo: Photo) async throws(DataLayerError) {
    let snapshot = try Snapshot.encode(photo)
    let addedAt = now()
    try await database.write { db in try Self.insert(photo.id, snapshot: snapshot, addedAt: addedAt, db) }
  }

  func remove(_ id: String) async throws(DataLayerError) -> Bool {
    try await database.write { db in try Self.delete(id, db) }
  }

  /// Reads and writes in one IMMEDIATE transaction, so two processes toggling at once never both add.
  func toggle(_ photo: Photo) async throws(DataLayerError) -> Bool {
    let snapshot = try Snapshot.encode(photo)
    let addedAt = now()
    return try await database.write { db in
      if try Self.delete(photo.id, db) { return false }
      try Self.insert(photo.id, snapshot: snapshot, addedAt: addedAt, db)
      return true
    }
  }

  func isFavorite(_ id: String) async throws(DataLayerError) -> Bool {
    try await database.read { db in
      try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM favorites WHERE photo_id = ?)", arguments: [id])
        ?? false
    }
  }

  func favoriteIDs() async throws(DataLayerError) -> Set<String> {
    try await database.read { db in try String.fetchSet(db, sql: "SELECT photo_id FROM favorites") }
  }

  /// Rows whose snapshot cannot be decoded are skipped, never deleted.
  func list() async throws(DataLayerError) -> [Favorite] {
    try await database.read { db in
      let rows = try Row.fetchAll(
        db, sql: "SELECT photo_id, added_at, snapshot FROM favorites ORDER BY added_at DESC, id DESC")
      return rows.compactMap(Self.favorite)
    }
  }

  /// One favorite by photo id, read through the unique index; `nil` when absent or unreadable.
  func favorite(_ id: String) async throws(DataLayerError) -> Favorite? {
    try await database.read { db in
      try Row.fetchOne(
        db, sql: "SELECT photo_id, added_at, snapshot FROM favorites WHERE photo_id = ?", arguments: [id]
      ).flatMap(Self.favorite)
    }
  }

  /// The favorite in `row`, or `nil` when a value is of the wrong type or the snapshot is unreadable.
  static func favorite(_ row: Row) -> Favorite? {
    // Read as raw values: GRDB's typed subscripts trap on a value of the wrong type.
    guard let id = String.fromDatabaseValue(row["photo_id"] as DatabaseValue),
      let addedAt = Double.fromDatabaseValue(row["added_at"] as DatabaseValue),
      let snapshot = String.fromDatabaseValue(row["snapshot"] as DatabaseValue),
      let photo = Snapshot.decode(snapshot), photo.id == id
    else { return nil }
    return Favorite(photo: photo, addedAt: Date(timeIntervalSince1970: addedAt))
  }

  /// Adds the row, or refreshes the snapshot of an existing one and keeps its `added_at` and `id`.
  private static func insert(_ id: String, snapshot: String, addedAt: Date, _ db: Database) throws {
    try db.execute(
      sql: """
        INSERT INTO favorites (photo_id, added_at, snapshot) VALUES (?, ?, ?)
        ON CONFLICT (photo_id) DO UPDATE SET snapshot = excluded.snapshot
        """,
      arguments: [id, addedAt.timeIntervalSince1970, snapshot])
  }

  private static func delete(_ id: String, _ db: Database) throws -> Bool {
    try db.execute(sql: "DELETE FROM favorites WHERE photo_id = ?", arguments: [id])
    return db.changesCount > 0
  }
}
