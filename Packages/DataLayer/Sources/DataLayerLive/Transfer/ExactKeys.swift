/// Strings compared as SQLite compares a `TEXT UNIQUE` column: byte for byte. Swift's `==` and `Set<String>` take
/// 'é' written two ways (NFC `U+00E9`, NFD `e` + `U+0301`) as one string, which would make an import merge two
/// rows the database keeps apart, or count a row as saved that the database does not have.
///
/// ```swift
/// var keys = ExactKeys(["\u{E9}"])
/// keys.contains("e\u{301}")   // false, as for SQLite
/// ```
struct ExactKeys {
  private var bytes: Set<[UInt8]>

  init(_ strings: some Sequence<String>) {
    bytes = Set(strings.map { Array($0.utf8) })
  }

  func contains(_ string: String) -> Bool {
    bytes.contains(Array(string.utf8))
  }

  /// Adds `string`; whether it was not there yet.
  @discardableResult
  mutating func insert(_ string: String) -> Bool {
    bytes.insert(Array(string.utf8)).inserted
  }
}
