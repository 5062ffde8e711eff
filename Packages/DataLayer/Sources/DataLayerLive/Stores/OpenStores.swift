import DataLayer
import Foundation
import GRDB
import Synchronization

/// A handle's database and its stores once opened, behind a lock so concurrent first calls open it once; and
/// the read-only connections that answer before then (the plain one first, GRDB's when it cannot).
final class OpenStores: Sendable {
  /// The opened database with every store of the handle's list over it.
  struct Opened: Sendable {
    let database: AppDatabase
    /// Each store by its definition's name.
    let stores: [String: any Sendable]
    /// The stores in the export file, in the list's order: the order their sections are imported.
    let exportable: [any ExportableStore]

    init(database: AppDatabase, definitions: [StoreDefinition], now: @escaping @Sendable () -> Date) {
      let opened = definitions.map { ($0.name, $0.open(database, now)) }
      self.database = database
      self.stores = Dictionary(opened.map { ($0.0, $0.1.store) }, uniquingKeysWith: { first, _ in first })
      self.exportable = opened.compactMap(\.1.exportable)
    }
  }

  let locations: StorageLocations
  let history: SchemaHistory
  let definitions: [StoreDefinition]
  let now: @Sendable () -> Date
  private let current = Mutex<Opened?>(nil)
  private let reader: DatabaseReader
  private let plain: PlainReader

  init(
    locations: StorageLocations, history: SchemaHistory, definitions: [StoreDefinition],
    now: @escaping @Sendable () -> Date
  ) {
    self.locations = locations
    self.history = history
    self.definitions = definitions
    self.now = now
    self.reader = DatabaseReader(url: locations.databaseURL, history: history)
    self.plain = PlainReader(url: locations.databaseURL, version: history.version)
  }

  /// `value` read through SQLite's C API alone, `absent` when there is no database; `nil` when the plain
  /// connection cannot answer exactly (then ``read(absent:_:)-(_,(Database)throws->T)`` can).
  func plainRead<T>(absent: @autoclosure () -> T, _ value: (PlainQuery) throws -> T) -> T? {
    guard !isOpen else { return nil }
    return plain.read(absent: absent(), value)
  }

  /// `value` read without opening the database for writing, `absent` when there is no database; `nil` when
  /// the read must go through the open database (it is open already, or only the writer may read the file).
  func read<T>(absent: @autoclosure () -> T, _ value: (Database) throws -> T) throws(DataLayerError) -> T? {
    guard !isOpen else { return nil }
    return try reader.read(absent: absent(), value)
  }

  var isOpen: Bool { current.withLock { $0 != nil } }

  /// The stores when the database is open; `nil` otherwise, without opening it.
  var openStores: Opened? { current.withLock { $0 } }

  func open() throws(DataLayerError) -> Opened {
    try current.withLock { (current: inout Opened?) throws(DataLayerError) -> Opened in
      if let current { return current }
      reader.close()
      plain.close()
      try locations.prepare()
      let database = try AppDatabase(url: locations.databaseURL, history: history)
      let opened = Opened(database: database, definitions: definitions, now: now)
      current = opened
      return opened
    }
  }

  func close() throws(DataLayerError) {
    let open = current.withLock { current in
      defer { current = nil }
      return current
    }
    reader.close()
    plain.close()
    try open?.database.close()
  }
}
