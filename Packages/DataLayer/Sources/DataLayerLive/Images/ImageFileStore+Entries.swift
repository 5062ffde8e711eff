import DataLayer
import Foundation
import GRDB
import SecureFiles

/// A picture as the store keeps it.
public struct StoredImage: Sendable, Equatable {
  public let data: Data
  public let etag: String?
  public let expiresAt: Date
}

/// What a write did.
public enum ImageStoreOutcome: Sendable, Equatable {
  case stored
  /// Not kept: larger than the limit, no room left beside other writers' reservations, a full disk, or an
  /// unusable folder.
  case skipped(String)
}

extension ImageFileStore {
  /// The kept copy for `key`, now the most recently used; `nil` when there is none, or its file is missing
  /// or of another size (then the entry is dropped).
  public func entry(for key: String) async -> StoredImage? {
    guard let index = lease() else { return nil }
    defer { index.end() }
    let row = try? index.pool.read { db in
      try Row.fetchOne(
        db, sql: "SELECT id, size, etag, expires_at FROM images WHERE key = ? AND ready = 1 ORDER BY id DESC LIMIT 1",
        arguments: [key])
    }
    guard let row else { return nil }
    let id: Int64 = row["id"]
    let size: Int = row["size"]
    let file = fileURL(id)
    // Read without following a link: a picture file is always one this store wrote.
    guard let data = try? FilePermissions.readRegularFile(atPath: file.path, limit: max(size, 1)), data.count == size
    else {
      await drop(id, from: index.pool)
      return nil
    }
    _ = try? await index.pool.write { db in
      try db.execute(
        sql: "UPDATE images SET last_access = (SELECT COALESCE(MAX(last_access), 0) + 1 FROM images) WHERE id = ?",
        arguments: [id])
    }
    return StoredImage(data: data, etag: row["etag"], expiresAt: Date(timeIntervalSince1970: row["expires_at"]))
  }

  /// Keeps `data` for `key`, replacing an older copy, evicting the least recently used until it fits.
  @discardableResult
  public func store(_ data: Data, for key: String, etag: String?, expiresAt: Date) async -> ImageStoreOutcome {
    guard data.count <= limit else { return .skipped("larger than the limit") }
    guard let index = lease() else { return .skipped("the folder cannot be used") }
    defer { index.end() }
    let reservation: Int64?
    do {
      reservation = try await reserve(index.pool, size: data.count, key: key, etag: etag, expiresAt: expiresAt)
    } catch {
      return .skipped("the index could not be written")
    }
    guard let id = reservation else { return .skipped("no room beside other writers") }
    let temporary = temporaryURL(id).path
    do {
      try FilePermissions.writeNewPrivateFile(data, atPath: temporary, flush: false)
      try FilePermissions.move(temporary, replacing: fileURL(id).path)
    } catch {
      FilePermissions.removeQuietly(atPath: temporary)
      await drop(id, from: index.pool)
      return .skipped(error.reason)
    }
    do {
      try await commit(index.pool, id: id, key: key)
      return .stored
    } catch {
      await drop(id, from: index.pool)
      return .skipped("the index could not be written")
    }
  }

  /// Marks the copy of `key` fresh until `expiresAt`.
  public func refresh(_ key: String, expiresAt: Date) async {
    guard let index = lease() else { return }
    defer { index.end() }
    _ = try? await index.pool.write { db in
      try db.execute(
        sql: "UPDATE images SET expires_at = ? WHERE key = ? AND ready = 1",
        arguments: [expiresAt.timeIntervalSince1970, key])
    }
  }

  /// Forgets the copy of `key`.
  public func remove(_ key: String) async {
    guard let index = lease() else { return }
    defer { index.end() }
    _ = try? await index.pool.write { [self] db in
      let ids = try Int64.fetchAll(db, sql: "SELECT id FROM images WHERE key = ? AND ready = 1", arguments: [key])
      for id in ids { unlinkEntry(db, id) }
    }
  }

  /// Reserves `size` bytes, evicting least recently used ready entries first; `nil` when only other
  /// writers' reservations are left and they leave no room.
  private func reserve(
    _ pool: DatabasePool, size: Int, key: String, etag: String?, expiresAt: Date
  ) async throws -> Int64? {
    try await pool.writeWithoutTransaction { [self] db in
      var id: Int64?
      try db.inTransaction(.immediate) {
        let used = try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(size), 0) FROM images") ?? 0
        if used + size > limit { try reclaimAbandoned(db) }
        guard try evict(db, toFit: size) else { return .commit }
        try db.execute(
          sql: """
            INSERT INTO images (key, size, etag, expires_at, last_access, ready, owner, reserved_at)
            VALUES (?, ?, ?, ?, (SELECT COALESCE(MAX(last_access), 0) + 1 FROM images), 0, ?, ?)
            """,
          arguments: [
            key, size, etag, expiresAt.timeIntervalSince1970, Int(processID), now().timeIntervalSince1970,
          ])
        id = db.lastInsertedRowID
        return .commit
      }
      return id
    }
  }

  /// Makes reservation `id` the copy of `key`, dropping the older copy.
  private func commit(_ pool: DatabasePool, id: Int64, key: String) async throws {
    try await pool.writeWithoutTransaction { [self] db in
      try db.inTransaction(.immediate) {
        let older = try Int64.fetchAll(
          db, sql: "SELECT id FROM images WHERE key = ? AND ready = 1 AND id <> ?", arguments: [key, id])
        for old in older { unlinkEntry(db, old) }
        try db.execute(
          sql: """
            UPDATE images SET ready = 1, last_access = (SELECT COALESCE(MAX(last_access), 0) + 1 FROM images)
            WHERE id = ?
            """,
          arguments: [id])
        if db.changesCount == 0 {
          // Reclaimed meanwhile (this process looked dead to another): the file is nobody's.
          FilePermissions.removeQuietly(atPath: fileURL(id).path)
        }
        return .commit
      }
    }
  }

  /// Removes entry `id` and its files, through the caller's leased index.
  func drop(_ id: Int64, from pool: DatabasePool) async {
    _ = try? await pool.write { [self] db in unlinkEntry(db, id) }
  }

  /// Unlinks entry `id`'s files, then deletes its row, inside the caller's transaction: the bytes go
  /// before the space is given to anyone else.
  func unlinkEntry(_ db: Database, _ id: Int64) {
    FilePermissions.removeQuietly(atPath: fileURL(id).path)
    FilePermissions.removeQuietly(atPath: temporaryURL(id).path)
    try? db.execute(sql: "DELETE FROM images WHERE id = ?", arguments: [id])
  }
}
