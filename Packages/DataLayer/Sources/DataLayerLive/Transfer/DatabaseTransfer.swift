import DataLayer
import Foundation
import GRDB

/// `mosaic export` and `mosaic import` over the one database: every ``ExportableStore`` contributes its
/// section. Export reads all stores in one read transaction; import checks the document first, then writes
/// all stores in one IMMEDIATE transaction, so it is all or nothing, and importing a file twice changes
/// nothing the second time.
///
/// ```swift
/// let transfer = try handle.transfer()
/// let data = try await transfer.export().encoded()
/// let report = try await transfer.importDocument(try TransferDocument.decode(data, path: "backup.json"),
///                                                path: "backup.json", mode: .merge)
/// ```
public struct DatabaseTransfer: Sendable {
  /// What one import did.
  public struct Report: Hashable, Sendable, Codable {
    public let mode: TransferMode
    /// One count per store whose section the file had, in the stores' order.
    public let sections: [TransferCount]
    /// Sections of the file no store of this build reads (from a newer build); left out, not an error.
    public let skipped: [String]
  }

  let database: AppDatabase
  let stores: [any ExportableStore]
  let now: @Sendable () -> Date

  public init(database: AppDatabase, stores: [any ExportableStore], now: @escaping @Sendable () -> Date = Date.init) {
    self.database = database
    self.stores = stores
    self.now = now
  }

  /// Every store's items as one document.
  public func export() async throws(DataLayerError) -> TransferDocument {
    let stores = self.stores
    let sections = try await database.read { db in
      var sections: [String: TransferDocument.Section] = [:]
      for store in stores {
        sections[store.sectionName] = TransferDocument.Section(
          version: store.sectionVersion, items: try store.exportItems(db))
      }
      return sections
    }
    return TransferDocument(exportedAt: now(), sections: sections)
  }

  /// Brings `document` into the database in one transaction.
  ///
  /// - Throws: ``DataLayer/DataLayerError`` `transferNewerVersion` for a section newer than its store reads,
  ///   `transferInvalid` for a section version below 1 or naming the item and field a store cannot take, or a
  ///   database error; nothing is written then.
  public func importDocument(
    _ document: TransferDocument, path: String, mode: TransferMode
  )
    async throws(DataLayerError) -> Report
  {
    for store in stores {
      guard let section = document.sections[store.sectionName] else { continue }
      guard section.version >= 1 else {
        throw DataLayerError(
          .transferInvalid, path: path, detail: "\(section.version) is not a format version",
          value: "sections.\(store.sectionName).version")
      }
      guard section.version <= store.sectionVersion else {
        throw DataLayerError(
          .transferNewerVersion, path: path, value: store.sectionName, version: section.version,
          knownVersion: store.sectionVersion)
      }
    }
    let known = Set(stores.map(\.sectionName))
    let skipped = document.sections.keys.filter { !known.contains($0) }.sorted()
    let stores = self.stores
    let counts = try await database.write { db in
      try stores.compactMap { store in
        try document.sections[store.sectionName].map { try store.importItems($0, mode: mode, path: path, db) }
      }
    }
    return Report(mode: mode, sections: counts, skipped: skipped)
  }
}
