import DataLayer
import Foundation
import GRDB

extension SearchHistoryStore: ExportableStore {
  public var sectionName: String { kind.exportSection }
  public var sectionVersion: Int { 1 }

  public func exportItems(_ db: Database) throws -> [TransferValue] {
    try Self.entries(db, table: kind.table).map { try SearchHistoryTransferItem($0).value() }
  }

  /// Merge adds the searches not in the history yet (ignoring case); replace makes the history the file's.
  /// Either way the newest ``DataLayer/SearchHistoryClient/limit`` stay. Every item is checked before any is written
  /// (``DataLayer/SearchHistoryTransferItem/decode(_:index:path:section:maximumLength:)``).
  public func importItems(
    _ section: TransferDocument.Section, mode: TransferMode, path: String, _ db: Database
  )
    throws -> TransferCount
  {
    let table = kind.table
    let entries = try section.items.enumerated().map { index, value in
      try SearchHistoryTransferItem.decode(
        value, index: index, path: path, section: kind.exportSection, maximumLength: kind.maximumLength
      ).entry
    }
    var count = TransferCount(section: sectionName)
    let existing = try String.fetchSet(db, sql: "SELECT key FROM \(table)")
    let keys = Set(entries.map { SearchHistoryClient.key($0.text) })
    if mode == .replace {
      for key in existing where !keys.contains(key) {
        try db.execute(sql: "DELETE FROM \(table) WHERE key = ?", arguments: [key])
        count.removed += 1
      }
    }
    var seen: Set<String> = []
    for entry in entries.sorted(by: { $0.searchedAt < $1.searchedAt }).reversed() {
      let key = SearchHistoryClient.key(entry.text)
      guard seen.insert(key).inserted else { continue }
      if existing.contains(key) {
        count.unchanged += 1
        guard mode == .replace else { continue }
      } else {
        count.added += 1
      }
      try db.execute(sql: "DELETE FROM \(table) WHERE key = ?", arguments: [key])
      try db.execute(
        sql: "INSERT INTO \(table) (key, text, searched_at) VALUES (?, ?, ?)",
        arguments: [
          key, entry.text.trimmingCharacters(in: .whitespacesAndNewlines), entry.searchedAt.timeIntervalSince1970,
        ])
    }
    try Self.trim(db, table: table)
    return count
  }
}
