import DataLayer
import Foundation
import GRDB

extension SavedArticlesStore: ExportableStore {
  public var sectionName: String { SavedArticleTransferItem.section }
  public var sectionVersion: Int { 1 }

  public func exportItems(_ db: Database) throws -> [TransferValue] {
    let rows = try Row.fetchAll(
      db, sql: "SELECT snapshot, saved_at, url, body FROM saved_articles ORDER BY saved_at DESC, id DESC")
    // Rows whose snapshot cannot be read stay in the database and out of the file, as `list` skips them.
    return try rows.compactMap { row -> TransferValue? in
      guard let snapshot = String.fromDatabaseValue(row["snapshot"] as DatabaseValue),
        let savedAt = Double.fromDatabaseValue(row["saved_at"] as DatabaseValue),
        let article = ArticleRow.decode(snapshot)
      else { return nil }
      let body = String.fromDatabaseValue(row["body"] as DatabaseValue)
      let saved = SavedArticle(article: article, savedAt: Date(timeIntervalSince1970: savedAt), body: body)
      return try SavedArticleTransferItem(saved).value()
    }
  }

  /// Merge adds the articles not saved yet (by URL); replace also refreshes the saved ones from the file and
  /// removes the ones the file does not have. The full-text index follows in the same transaction.
  public func importItems(
    _ section: TransferDocument.Section, mode: TransferMode, path: String, _ db: Database
  )
    throws -> TransferCount
  {
    let items = try section.items.enumerated().map { index, value in
      try SavedArticleTransferItem.decode(value, index: index, path: path)
    }
    let rows = try items.map { (row: try ArticleRow($0.article), savedAt: $0.savedAt, body: $0.saved.body) }
    // URLs are compared byte for byte, as the table's UNIQUE column compares them (``KeyedImport``). Oldest first,
    // so articles saved together keep the file's order among equal dates.
    return try KeyedImport.apply(
      rows.reversed(), key: \.row.url, storedKeys: try String.fetchAll(db, sql: "SELECT url FROM saved_articles"),
      mode: mode, section: sectionName,
      remove: { url in try db.execute(sql: "DELETE FROM saved_articles WHERE url = ?", arguments: [url]) },
      stored: { row, savedAt, body in
        // A merge keeps what is saved, and only fills in a text the saved copy lacks.
        if let body {
          try db.execute(
            sql: "UPDATE saved_articles SET body = ? WHERE url = ? AND (body IS NULL OR ?)",
            arguments: [body, row.url, mode == .replace])
        }
        guard mode == .replace else { return }
        _ = try SavedArticlesQueries.upsert(row, savedAt: savedAt, db)
        try db.execute(
          sql: "UPDATE saved_articles SET saved_at = ? WHERE url = ?",
          arguments: [savedAt.timeIntervalSince1970, row.url])
      },
      insert: { row, savedAt, body in
        _ = try SavedArticlesQueries.upsert(row, savedAt: savedAt, db)
        if let body {
          try db.execute(sql: "UPDATE saved_articles SET body = ? WHERE url = ?", arguments: [body, row.url])
        }
      })
  }
}
