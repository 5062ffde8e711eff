import Foundation
import GRDB

/// Reads an image store's index through a connection of its own, as another process would: what the tests check
/// the store's own answers against.
enum ImageIndexProbe {
  struct Facts: Equatable {
    /// The counter row's bytes (`nil` in an index of the old layout).
    var counted: Int?
    /// The sizes of every row, summed.
    var summed: Int
    /// Pictures kept in the index.
    var inlineRows: Int
    /// Ready rows whose bytes are neither in the index nor in a file of their size.
    var readyWithoutBytes: Int
    var version: Int
  }

  static func indexPath(_ directory: URL) -> String { directory.appendingPathComponent("index.sqlite").path }

  static func read<T>(_ directory: URL, _ body: (Database) throws -> T) throws -> T {
    var configuration = Configuration()
    configuration.busyMode = .timeout(10)
    let queue = try DatabaseQueue(path: indexPath(directory), configuration: configuration)
    defer { try? queue.close() }
    return try queue.read(body)
  }

  static func write(_ directory: URL, _ body: (Database) throws -> Void) throws {
    let queue = try DatabaseQueue(path: indexPath(directory))
    defer { try? queue.close() }
    try queue.write(body)
  }

  static func facts(_ directory: URL) throws -> Facts {
    try read(directory) { db in
      let hasData = try db.tableExists("image_data")
      let counted = try db.tableExists("image_usage") ? try Int.fetchOne(db, sql: "SELECT bytes FROM image_usage") : nil
      let summed = try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(size), 0) FROM images") ?? 0
      let inlineRows = hasData ? try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM image_data") ?? 0 : 0
      let ready = try Row.fetchAll(
        db,
        sql: hasData
          ? "SELECT images.id, size, length(data) AS kept FROM images LEFT JOIN image_data USING (id) WHERE ready = 1"
          : "SELECT id, size, NULL AS kept FROM images WHERE ready = 1")
      let missing = ready.filter { row in
        if let kept = row["kept"] as Int? { return kept != row["size"] as Int }
        let file = directory.appendingPathComponent("\(row["id"] as Int64).img").path
        let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size]) as? Int
        return size != row["size"] as Int
      }
      let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
      return Facts(
        counted: counted, summed: summed, inlineRows: inlineRows, readyWithoutBytes: missing.count, version: version)
    }
  }

  /// `body`'s answer, given the bytes of the pictures kept in the index (0 before there is one, or in the old
  /// layout), while this connection holds the index's write lock: no store evicts or keeps a picture meanwhile.
  static func whileWritersWait(_ directory: URL, _ body: (Int) -> Int) -> Int {
    guard FileManager.default.fileExists(atPath: indexPath(directory)) else { return body(0) }
    var configuration = Configuration()
    configuration.busyMode = .timeout(10)
    guard let queue = try? DatabaseQueue(path: indexPath(directory), configuration: configuration) else {
      return body(0)
    }
    defer { try? queue.close() }
    var answer = 0
    _ = try? queue.writeWithoutTransaction { db in
      try db.inTransaction(.immediate) {
        let inline =
          try db.tableExists("image_data")
          ? try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(length(data)), 0) FROM image_data") ?? 0 : 0
        answer = body(inline)
        return .rollback
      }
    }
    return answer
  }

  /// The names of the picture files in `directory`.
  static func files(in directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".img") }
      .sorted()
  }
}
