import DataLayer
import Foundation
import GRDB

extension PluginStorageStore: ExportableStore {
  public var sectionName: String { PluginStorageTransferItem.section }
  public var sectionVersion: Int { 1 }

  public func exportItems(_ db: Database) throws -> [TransferValue] {
    let rows = try Row.fetchAll(
      db, sql: "SELECT plugin, key, value, updated_at FROM plugin_storage ORDER BY plugin, key")
    return try rows.map { row in
      try PluginStorageTransferItem(
        plugin: row["plugin"], key: row["key"], value: row["value"],
        updatedAt: Date(timeIntervalSince1970: row["updated_at"])
      ).documentValue()
    }
  }

  /// Merge keeps every key stored and adds the file's new ones; replace makes the stores the file's. Either way
  /// a plugin that would pass ``DataLayer/PluginStorageClient/maximumKeys`` fails the import, changing nothing.
  public func importItems(
    _ section: TransferDocument.Section, mode: TransferMode, path: String, _ db: Database
  ) throws -> TransferCount {
    let items = try section.items.enumerated().map { index, value in
      try PluginStorageTransferItem.decode(value, index: index, path: path)
    }
    var count = TransferCount(section: sectionName)
    // Compared byte for byte, as the table's key compares them (never Swift's `==`, which takes NFC and NFD as one).
    func identity(_ plugin: String, _ key: String) -> [UInt8] { Array(plugin.utf8) + [0] + Array(key.utf8) }
    let existing = try Row.fetchAll(db, sql: "SELECT plugin, key FROM plugin_storage").map { row in
      (plugin: row["plugin"] as String, key: row["key"] as String)
    }
    let stored = Set(existing.map { identity($0.plugin, $0.key) })
    if mode == .replace {
      let incoming = Set(items.map { identity($0.plugin, $0.key) })
      for row in existing where !incoming.contains(identity(row.plugin, row.key)) {
        try db.execute(
          sql: "DELETE FROM plugin_storage WHERE plugin = ? AND key = ?", arguments: [row.plugin, row.key])
        count.removed += 1
      }
    }
    for item in items {
      if stored.contains(identity(item.plugin, item.key)) {
        count.unchanged += 1
        guard mode == .replace else { continue }
      } else {
        count.added += 1
      }
      try db.execute(
        sql: "INSERT OR REPLACE INTO plugin_storage (plugin, key, value, updated_at) VALUES (?, ?, ?, ?)",
        arguments: [item.plugin, item.key, item.value, item.updatedAt.timeIntervalSince1970])
    }
    let crowded = try String.fetchOne(
      db, sql: "SELECT plugin FROM plugin_storage GROUP BY plugin HAVING count(*) > ? LIMIT 1",
      arguments: [PluginStorageClient.maximumKeys])
    if let crowded {
      throw DataLayerError(
        .transferInvalid, path: path,
        detail: "'\(crowded)' would keep more than \(PluginStorageClient.maximumKeys) keys",
        value: "sections.\(sectionName)")
    }
    return count
  }
}
