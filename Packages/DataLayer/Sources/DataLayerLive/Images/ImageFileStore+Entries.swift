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
    if let queued = queuedEntry(for: key) { return queued }
    guard let index = lease() else { return nil }
    defer { index.end() }
    let row = try? index.pool.read { db in
      try Row.fetchOne(
        db.cachedStatement(
          sql: """
            SELECT images.id, size, etag, expires_at, image_data.data FROM images
            LEFT JOIN image_data ON image_data.id = images.id
            WHERE key = ? AND ready = 1 ORDER BY images.id DESC LIMIT 1
            """),
        arguments: [key])
    }
    guard let row else { return nil }
    let id: Int64 = row["id"]
    let size: Int = row["size"]
    // Kept in the index, or (larger, or kept by an older version) in its file, read without following a link:
    // a picture file is always one this store wrote.
    let kept: Data? =
      row["data"] as Data?
      ?? (try? FilePermissions.readRegularFile(atPath: fileURL(id).path, limit: max(size, 1)))
    guard let data = kept, data.count == size else {
      await drop(id, from: index.pool)
      return nil
    }
    _ = try? await index.pool.write { db in
      try db.cachedStatement(sql: "UPDATE images SET last_access = \(Self.nextAccess) WHERE id = ?").execute(
        arguments: [id])
    }
    return StoredImage(data: data, etag: row["etag"], expiresAt: Date(timeIntervalSince1970: row["expires_at"]))
  }

  /// Marks the copy of `key` fresh until `expiresAt`.
  public func refresh(_ key: String, expiresAt: Date) async {
    await flush()
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
    await flush()
    guard let index = lease() else { return }
    defer { index.end() }
    _ = try? await index.pool.write { [self] db in
      let ids = try Int64.fetchAll(db, sql: "SELECT id FROM images WHERE key = ? AND ready = 1", arguments: [key])
      for id in ids { unlinkEntry(db, id) }
    }
  }

  /// Removes entry `id` and its files, through the caller's leased index.
  func drop(_ id: Int64, from pool: DatabasePool) async {
    _ = try? await pool.write { [self] db in unlinkEntry(db, id) }
  }

  /// Unlinks entry `id`'s files, then deletes its row (a trigger deletes its bytes kept in the index), inside the
  /// caller's transaction: the bytes go before the space is given to anyone else.
  func unlinkEntry(_ db: Database, _ id: Int64) {
    FilePermissions.removeQuietly(atPath: fileURL(id).path)
    FilePermissions.removeQuietly(atPath: temporaryURL(id).path)
    try? db.cachedStatement(sql: "DELETE FROM images WHERE id = ?").execute(arguments: [id])
  }
}
