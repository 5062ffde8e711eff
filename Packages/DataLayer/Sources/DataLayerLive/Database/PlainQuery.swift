import GRDBSQLite

/// One statement over ``PlainReader``'s connection: prepared, bound, stepped and finalized with SQLite's C API,
/// no GRDB in between. Anything it cannot read exactly as GRDB reads it (a failing statement, a busy file, a value
/// of a storage class the GRDB path converts, more than ``rowLimit`` rows, a text over ``textLimit`` bytes) throws
/// ``Unsure``, and the caller asks the GRDB path instead.
///
/// ```swift
/// let ids = try Set(query.rows("SELECT photo_id FROM favorites") { row in try row.requiredText(0) })
/// ```
struct PlainQuery {
  /// This path cannot answer exactly; the GRDB path will.
  struct Unsure: Error {}

  /// The most rows one statement reads here; a longer answer is the GRDB path's.
  static let rowLimit = 100_000
  /// The longest text value read here, in bytes.
  static let textLimit: Int32 = 4 << 20

  let connection: OpaquePointer

  /// Each row of `sql`, with `arguments` bound as text, made by `row`.
  func rows<T>(_ sql: String, _ arguments: [String] = [], _ row: (PlainRow) throws -> T) throws -> [T] {
    var prepared: OpaquePointer?
    guard sqlite3_prepare_v2(connection, sql, -1, &prepared, nil) == SQLITE_OK, let statement = prepared else {
      sqlite3_finalize(prepared)
      throw Unsure()
    }
    defer { sqlite3_finalize(statement) }
    for (offset, argument) in arguments.enumerated() {
      guard sqlite3_bind_text(statement, Int32(offset + 1), argument, -1, Self.transient) == SQLITE_OK else {
        throw Unsure()
      }
    }
    var result: [T] = []
    while true {
      switch sqlite3_step(statement) {
      case SQLITE_ROW:
        guard result.count < Self.rowLimit else { throw Unsure() }
        result.append(try row(PlainRow(statement: statement)))
      case SQLITE_DONE:
        return result
      default:
        throw Unsure()
      }
    }
  }

  /// The first column of every row of `sql`, each a text.
  func textSet(_ sql: String) throws -> Set<String> {
    Set(try rows(sql) { row in try row.requiredText(0) })
  }

  /// SQLite copies the bound text (`SQLITE_TRANSIENT`, a macro Swift does not import).
  private static let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
}

/// The current row of a ``PlainQuery``, read as GRDB's `DatabaseValue` conversions read it.
struct PlainRow {
  let statement: OpaquePointer

  /// A TEXT value; `nil` for NULL, INTEGER and REAL (GRDB's `String.fromDatabaseValue`); a BLOB (which GRDB
  /// decodes as UTF-8) or an oversized text is not read here.
  func text(_ column: Int32) throws -> String? {
    switch sqlite3_column_type(statement, column) {
    case SQLITE_TEXT:
      guard sqlite3_column_bytes(statement, column) <= PlainQuery.textLimit,
        let bytes = sqlite3_column_text(statement, column)
      else { throw PlainQuery.Unsure() }
      return String(cString: bytes)
    case SQLITE_BLOB: throw PlainQuery.Unsure()
    default: return nil
    }
  }

  /// A TEXT value, as GRDB's `String.fetchSet` requires one; anything else is not read here.
  func requiredText(_ column: Int32) throws -> String {
    guard let text = try text(column) else { throw PlainQuery.Unsure() }
    return text
  }

  /// An INTEGER or REAL value as a `Double` (GRDB's `Double.fromDatabaseValue`); `nil` otherwise.
  func real(_ column: Int32) -> Double? {
    switch sqlite3_column_type(statement, column) {
    case SQLITE_INTEGER: Double(sqlite3_column_int64(statement, column))
    case SQLITE_FLOAT: sqlite3_column_double(statement, column)
    default: nil
    }
  }

  /// An INTEGER value; `nil` otherwise.
  func integer(_ column: Int32) -> Int64? {
    sqlite3_column_type(statement, column) == SQLITE_INTEGER ? sqlite3_column_int64(statement, column) : nil
  }
}
