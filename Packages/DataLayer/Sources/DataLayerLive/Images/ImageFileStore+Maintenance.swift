import DataLayer
import Foundation
import GRDB
import SecureFiles

/// How much the store holds.
public struct ImageStoreUsage: Sendable, Equatable, Codable {
  /// Bytes of pictures, in the index and in files, reservations under way included.
  public let bytes: Int
  /// Pictures ready to be read.
  public let entries: Int
  /// Bytes of the index's files: the pictures kept in it (counted in ``bytes`` too) and the rows and free pages
  /// beside them (not counted against the limit).
  public let indexBytes: Int
  public let limit: Int
}

extension ImageFileStore {
  /// What the store holds now; zeros when it cannot be opened.
  public func usage() -> ImageStoreUsage {
    let indexPath = directory.appendingPathComponent(Self.indexName).path
    let indexBytes = [indexPath, indexPath + "-wal", indexPath + "-shm"].reduce(0) {
      $0 + (FilePermissions.regularFileSize(atPath: $1) ?? 0)
    }
    guard FilePermissions.regularFileSize(atPath: indexPath) != nil, let index = lease() else {
      return ImageStoreUsage(bytes: 0, entries: 0, indexBytes: indexBytes, limit: limit)
    }
    defer { index.end() }
    guard
      let row = try? index.pool.read({ db in
        try Row.fetchOne(
          db, sql: "SELECT COALESCE(SUM(size), 0) AS bytes, COALESCE(SUM(ready), 0) AS entries FROM images")
      })
    else {
      return ImageStoreUsage(bytes: 0, entries: 0, indexBytes: indexBytes, limit: limit)
    }
    return ImageStoreUsage(bytes: row["bytes"], entries: row["entries"], indexBytes: indexBytes, limit: limit)
  }

  /// Forgets every ready picture (reservations of running processes stay theirs).
  public func clear() async {
    await flush()
    guard let index = lease() else { return }
    defer { index.end() }
    _ = try? await index.pool.writeWithoutTransaction { [self] db in
      try db.inTransaction(.immediate) {
        try reclaimAbandoned(db)
        for id in try Int64.fetchAll(db, sql: "SELECT id FROM images WHERE ready = 1") { unlinkEntry(db, id) }
        return .commit
      }
    }
    // The pictures kept in the index left free pages: give them back to the disk (best effort; another
    // process reading or writing the index at this moment leaves them for the next clear).
    _ = try? await index.pool.vacuum()
  }

  /// Drops reservations whose process is gone, files no row accounts for, and kept bytes no row owns.
  func recover(_ pool: DatabasePool) throws {
    // List the folder before reading the rows: a file written after the listing has its row already.
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    try pool.writeWithoutTransaction { db in
      try db.inTransaction(.immediate) {
        try reclaimAbandoned(db)
        try evict(db, toFit: 0)
        try db.execute(sql: "DELETE FROM image_data WHERE id NOT IN (SELECT id FROM images)")
        let known = Set(try Int64.fetchAll(db, sql: "SELECT id FROM images"))
        for name in names {
          guard let id = Self.entryID(in: name), !known.contains(id) else { continue }
          FilePermissions.removeQuietly(atPath: directory.appendingPathComponent(name).path)
        }
        return .commit
      }
    }
  }

  /// Evicts the least recently used ready entries until `size` more bytes fit under the limit (a limit
  /// lowered since the last run included).
  ///
  /// - Returns: whether `size` fits now; only other writers' reservations can prevent it.
  @discardableResult
  func evict(_ db: Database, toFit size: Int) throws -> Bool {
    var used = try Self.usedBytes(db)
    while used + size > limit {
      guard
        let victim = try Row.fetchOne(
          db.cachedStatement(sql: "SELECT id, size FROM images WHERE ready = 1 ORDER BY last_access, id LIMIT 1"))
      else { return false }
      unlinkEntry(db, victim["id"])
      used -= victim["size"] as Int
    }
    return true
  }

  /// Deletes the reservations (not yet ready) whose owning process no longer runs, with their files.
  func reclaimAbandoned(_ db: Database) throws {
    let rows = try Row.fetchAll(db, sql: "SELECT id, owner FROM images WHERE ready = 0")
    for row in rows {
      let owner: Int = row["owner"]
      guard owner != Int(processID), !isAlive(Int32(truncatingIfNeeded: owner)) else { continue }
      unlinkEntry(db, row["id"])
    }
  }

  /// The entry id a file name in the folder stands for: `12.img` or `.12.tmp`.
  static func entryID(in name: String) -> Int64? {
    if name.hasSuffix(".img") { return Int64(name.dropLast(4)) }
    if name.hasPrefix("."), name.hasSuffix(".tmp") { return Int64(name.dropFirst().dropLast(4)) }
    return nil
  }
}

extension ImageFileStore {
  /// Reserves `size` bytes for `key` and stops there, as a writer killed before writing its file would:
  /// for tests of what the next run does with the leftovers.
  public func reserveForTesting(size: Int, key: String) -> Int64? {
    guard let index = lease() else { return nil }
    defer { index.end() }
    return try? index.pool.write { db in
      try evict(db, toFit: size)
      try db.execute(
        sql: """
          INSERT INTO images (key, size, etag, expires_at, last_access, ready, owner, reserved_at)
          VALUES (?, ?, NULL, 0, \(Self.nextAccess), 0, ?, 0)
          """,
        arguments: [key, size, Int(processID)])
      return db.lastInsertedRowID
    }
  }
}
