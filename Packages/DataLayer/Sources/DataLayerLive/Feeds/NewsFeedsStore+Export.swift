import DataLayer
import Foundation
import GRDB

extension NewsFeedsStore: ExportableStore {
  public var sectionName: String { FeedTransferItem.section }
  public var sectionVersion: Int { 1 }

  public func exportItems(_ db: Database) throws -> [TransferValue] {
    try Self.entries(db).map(FeedTransferItem.value)
  }

  /// Merge adds the feeds not here yet (by name, without regard to case) and keeps those that are, as the person
  /// arranged them here; replace makes the feeds the file's.
  public func importItems(
    _ section: TransferDocument.Section, mode: TransferMode, path: String, _ db: Database
  )
    throws -> TransferCount
  {
    let entries = try section.items.enumerated().map { index, value in
      try FeedTransferItem.decode(value, index: index, path: path)
    }
    var count = TransferCount(section: sectionName)
    let existing = Set(try Self.entries(db).map(\.id))
    let keep = Set(entries.map(\.id))
    if mode == .replace {
      for id in existing where !keep.contains(id) {
        try db.execute(sql: "DELETE FROM news_feeds WHERE id = ?", arguments: [id])
        count.removed += 1
      }
    }
    var seen: Set<String> = []
    for entry in entries where seen.insert(entry.id).inserted {
      if existing.contains(entry.id) {
        count.unchanged += 1
        guard mode == .replace else { continue }
      } else {
        count.added += 1
      }
      try Self.save([entry], db)
    }
    return count
  }
}
