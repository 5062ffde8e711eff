import DataLayer

/// The import of a store whose rows are keyed by one text column (favorites by photo id, read marks by article id,
/// saved articles by URL), which those stores share: replace first removes the stored keys the file does not have;
/// then each key of the file counts once, at its first place in `items`, as `unchanged` when it is stored (handed
/// to `stored`, which refreshes it under replace) or `added` (handed to `insert`). Keys are compared byte for byte,
/// as the table's key compares them (``ExactKeys``).
///
/// ```swift
/// let count = try KeyedImport.apply(
///   items, key: \.id, storedKeys: ids, mode: mode, section: sectionName,
///   remove: { id in try db.execute(sql: "DELETE FROM notes WHERE id = ?", arguments: [id]) },
///   stored: { item in if mode == .replace { try update(item) } }, insert: { item in try insert(item) })
/// ```
enum KeyedImport {
  static func apply<Item>(
    _ items: some Collection<Item>, key: (Item) -> String, storedKeys: [String], mode: TransferMode, section: String,
    remove: (String) throws -> Void, stored: (Item) throws -> Void, insert: (Item) throws -> Void
  ) throws -> TransferCount {
    var count = TransferCount(section: section)
    let existing = ExactKeys(storedKeys)
    if mode == .replace {
      let keep = ExactKeys(items.map(key))
      for stale in storedKeys where !keep.contains(stale) {
        try remove(stale)
        count.removed += 1
      }
    }
    var seen = ExactKeys([])
    for item in items where seen.insert(key(item)) {
      if existing.contains(key(item)) {
        count.unchanged += 1
        try stored(item)
      } else {
        count.added += 1
        try insert(item)
      }
    }
    return count
  }
}
