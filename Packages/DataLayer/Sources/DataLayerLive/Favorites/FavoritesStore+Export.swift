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
    // Ids are compared byte for byte, as the table's UNIQUE column compares them: two ids that differ only in
    // how a letter is written are two favorites, never merged into one. Oldest first, so rows added together keep
    // the file's order among equal dates.
    return try KeyedImport.apply(
      items.reversed(), key: \.id, storedKeys: try String.fetchAll(db, sql: "SELECT photo_id FROM favorites"),
      mode: mode, section: sectionName,
      remove: { id in try db.execute(sql: "DELETE FROM favorites WHERE photo_id = ?", arguments: [id]) },
      stored: { item in
        guard mode == .replace else { return }
        try db.execute(
          sql: "UPDATE favorites SET added_at = ?, snapshot = ? WHERE photo_id = ?",
          arguments: [item.addedAt.timeIntervalSince1970, try Snapshot.encode(item.photo), item.id])
      },
      insert: { item in
        try db.execute(
          sql: "INSERT INTO favorites (photo_id, added_at, snapshot) VALUES (?, ?, ?)",
          arguments: [item.id, item.addedAt.timeIntervalSince1970, try Snapshot.encode(item.photo)])
      })
  }
}
