import DataLayer
import Foundation
import GRDB
import Models

extension FavoritesDatabase {
  /// The favorites in this database, as the client features use.
  public var favorites: FavoritesClient {
    let queries = FavoritesQueries(pool: pool, path: url.path, now: now, closed: closed)
    return FavoritesClient(
      add: { photo in try await queries.add(photo) },
      remove: { id in try await queries.remove(id) },
      toggle: { photo in try await queries.toggle(photo) },
      isFavorite: { id in try await queries.isFavorite(id) },
      favoriteIDs: { try await queries.favoriteIDs() },
      list: { try await queries.list() }
    )
  }
}

/// The SQL behind ``FavoritesDatabase/favorites``. Every write is one IMMEDIATE transaction, so it waits for
/// another process's write instead of failing, and `toggle` is atomic.
struct FavoritesQueries: Sendable {
  let pool: DatabasePool
  let path: String
  let now: @Sendable () -> Date
  let closed: ClosedFlag

  func add(_ photo: Photo) async throws {
    let snapshot = try Snapshot.encode(photo)
    let addedAt = now()
    try await write { db in try Self.insert(photo.id, snapshot: snapshot, addedAt: addedAt, db) }
  }

  func remove(_ id: String) async throws -> Bool {
    try await write { db in try Self.delete(id, db) }
  }

  func toggle(_ photo: Photo) async throws -> Bool {
    let snapshot = try Snapshot.encode(photo)
    let addedAt = now()
    return try await write { db in
      if try Self.delete(photo.id, db) { return false }
      try Self.insert(photo.id, snapshot: snapshot, addedAt: addedAt, db)
      return true
    }
  }

  func isFavorite(_ id: String) async throws -> Bool {
    try await read { db in
      try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM favorites WHERE photo_id = ?)", arguments: [id])
        ?? false
    }
  }

  func favoriteIDs() async throws -> Set<String> {
    try await read { db in try String.fetchSet(db, sql: "SELECT photo_id FROM favorites") }
  }

  /// Rows whose snapshot cannot be decoded are skipped, never deleted.
  func list() async throws -> [Favorite] {
    try await read { db in
      let rows = try Row.fetchAll(
        db, sql: "SELECT photo_id, added_at, snapshot FROM favorites ORDER BY added_at DESC, id DESC")
      return rows.compactMap { row -> Favorite? in
        // Read as raw values: GRDB's typed subscripts trap on a value of the wrong type.
        guard let id = String.fromDatabaseValue(row["photo_id"] as DatabaseValue),
          let addedAt = Double.fromDatabaseValue(row["added_at"] as DatabaseValue),
          let snapshot = String.fromDatabaseValue(row["snapshot"] as DatabaseValue),
          let photo = Snapshot.decode(snapshot), photo.id == id
        else { return nil }
        return Favorite(photo: photo, addedAt: Date(timeIntervalSince1970: addedAt))
      }
    }
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

  private func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws -> T {
    guard !closed.isSet else { throw ClosedFlag.error(path: path) }
    do {
      return try await pool.write(updates)
    } catch {
      throw closed.isSet ? ClosedFlag.error(path: path) : DataLayerError.database(error, path: path)
    }
  }

  private func read<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws -> T {
    guard !closed.isSet else { throw ClosedFlag.error(path: path) }
    do {
      return try await pool.read(value)
    } catch {
      throw closed.isSet ? ClosedFlag.error(path: path) : DataLayerError.database(error, path: path)
    }
  }
}
