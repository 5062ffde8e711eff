import DataLayer
import Foundation
import GRDB

extension ReadArticlesStore: ExportableStore {
  public var sectionName: String { ReadArticleTransferItem.section }
  public var sectionVersion: Int { 1 }

  /// Every read mark, the first read first.
  public func exportItems(_ db: Database) throws -> [TransferValue] {
    let rows = try Row.fetchAll(db, sql: "SELECT article_id, read_at FROM read_articles ORDER BY read_at, article_id")
    return try rows.map { row in
      let readAt: Double = row["read_at"]
      return try ReadArticleTransferItem(id: row["article_id"], readAt: Date(timeIntervalSince1970: readAt)).value()
    }
  }

  /// Merge adds the marks not here yet and keeps the first read of those that are; replace makes the marks the
  /// file's (``KeyedImport``).
  public func importItems(
    _ section: TransferDocument.Section, mode: TransferMode, path: String, _ db: Database
  )
    throws -> TransferCount
  {
    let items = try section.items.enumerated().map { index, value in
      try ReadArticleTransferItem.decode(value, index: index, path: path)
    }
    return try KeyedImport.apply(
      items, key: \.id, storedKeys: try String.fetchAll(db, sql: "SELECT article_id FROM read_articles"), mode: mode,
      section: sectionName,
      remove: { id in try db.execute(sql: "DELETE FROM read_articles WHERE article_id = ?", arguments: [id]) },
      stored: { item in
        guard mode == .replace else { return }
        try db.execute(
          sql: "UPDATE read_articles SET read_at = ? WHERE article_id = ?",
          arguments: [item.readAt.timeIntervalSince1970, item.id])
      },
      insert: { item in
        try db.execute(
          sql: "INSERT INTO read_articles (article_id, read_at) VALUES (?, ?)",
          arguments: [item.id, item.readAt.timeIntervalSince1970])
      })
  }
}
