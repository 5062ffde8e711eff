import DataLayer
import Foundation
import GRDB

extension SettingsStore: ExportableStore {
  public var sectionName: String { SettingTransferItem.section }
  public var sectionVersion: Int { 1 }

  /// Every setting, the ones never set with their defaults, so an import elsewhere looks the same.
  public func exportItems(_ db: Database) throws -> [TransferValue] {
    try SettingTransferItem.items(Self.read(db)).map { try $0.documentValue() }
  }

  /// Merge sets only what was never set here (a choice made on this machine stays); replace sets every
  /// setting the file has and returns the others to their defaults.
  public func importItems(
    _ section: TransferDocument.Section, mode: TransferMode, path: String, _ db: Database
  )
    throws -> TransferCount
  {
    let changes = try section.items.enumerated().map { index, value in
      try SettingTransferItem.decode(value, index: index, path: path)
    }
    var count = TransferCount(section: sectionName)
    let stored = try String.fetchSet(db, sql: "SELECT key FROM settings")
    let current = try Self.read(db)
    if mode == .replace {
      let keep = Set(changes.map(\.key.rawValue))
      for key in stored where !keep.contains(key) {
        try db.execute(sql: "DELETE FROM settings WHERE key = ?", arguments: [key])
        count.removed += 1
      }
    }
    var seen: Set<SettingKey> = []
    for change in changes.reversed() where seen.insert(change.key).inserted {
      let isSet = stored.contains(change.key.rawValue)
      if isSet, mode == .merge || current.value(of: change.key) == change.value {
        count.unchanged += 1
        continue
      }
      if isSet { count.unchanged += 1 } else { count.added += 1 }
      try db.execute(
        sql: """
          INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?)
          ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at
          """,
        arguments: [change.key.rawValue, change.value, Date().timeIntervalSince1970])
    }
    return count
  }
}
