import DataLayer

/// The settings read over ``PlainReader``: the same answer as ``SettingsStore/read(_:)-(Database)``. A file
/// without the table fails the statement, and the GRDB path answers (the defaults).
extension SettingsStore {
  static func read(_ query: PlainQuery) throws -> Settings {
    var settings = Settings.defaults
    let rows = try query.rows("SELECT key, value FROM settings") { row in (try row.text(0), try row.text(1)) }
    for (name, value) in rows {
      guard let name, let value, let change = SettingKey(rawValue: name)?.change(value) else { continue }
      settings.apply(change)
    }
    return settings
  }
}
