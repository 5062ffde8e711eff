import DataLayer
import Foundation
import GRDB

extension FavoritesStore: ExportableStore {
  public var sectionName: String { FavoriteTransferItem.section }
  public var sectionVersion: Int { 1 }

  public func exportItems(_ db: Database) throws -> [TransferValue] {
    let rows = try Row.fetchAll(
      db, sql: "SELECT photo_id, added_at, snapshot FROM favorites ORDER BY added_at DESC, id DESC")
    // Rows whose snapshot cannot be read stay in the database and out of the file, as `list` skips them.
    return try rows.compactMap(FavoritesQueries.favorite).map { try FavoriteTransferItem($0).value() }
  }

  public func importItems(
    _ section: TransferDocument.Section, mode: TransferMode, path: String, _ db: Database
  )
    throws -> TransferCount
  {
    let items = try section.items.enumerated().map { index, value in
      try FavoriteTransferItem.decode(value, index: index, path: path)
    }
    var count = TransferCount(section: sectionName)
    // Ids are compared byte for byte, as the table's UNIQUE column compares them: two ids that differ only in
    // how a letter is written are two favorites, never merged into one.
    let stored = try String.fetchAll(db, sql: "SELECT photo_id FROM favorites")
    let existing = ExactKeys(stored)
    if mode == .replace {
      let keep = ExactKeys(items.map(\.id))
      for id in stored where !keep.contains(id) {
        try db.execute(sql: "DELETE FROM favorites WHERE photo_id = ?", arguments: [id])
        count.removed += 1
      }
    }
    var seen = ExactKeys([])
    // Oldest first, so rows added together keep the file's order among equal dates.
    for item in items.reversed() where seen.insert(item.id) {
      let snapshot = try Snapshot.encode(item.photo)
      if existing.contains(item.id) {
        count.unchanged += 1
        guard mode == .replace else { continue }
        try db.execute(
          sql: "UPDATE favorites SET added_at = ?, snapshot = ? WHERE photo_id = ?",
          arguments: [item.addedAt.timeIntervalSince1970, snapshot, item.id])
      } else {
        count.added += 1
        try db.execute(
          sql: "INSERT INTO favorites (photo_id, added_at, snapshot) VALUES (?, ?, ?)",
          arguments: [item.id, item.addedAt.timeIntervalSince1970, snapshot])
      }
    }
    return count
  }
}
