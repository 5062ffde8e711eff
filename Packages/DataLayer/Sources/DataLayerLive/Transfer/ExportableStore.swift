import DataLayer
import GRDB

/// A store of the one database that has a part in `mosaic export` and `mosaic import`. The store names
/// its section and the version of its items' format; export reads every store in one read transaction,
/// import writes every store in one write transaction, so a failure anywhere changes nothing.
///
/// Favorites, saved articles, search history and settings conform; a new store conforms and is listed in
/// `DatabaseHandle`'s exportable stores; the commands and the envelope stay as they are.
///
/// ```swift
/// extension NotesStore: ExportableStore {
///   public var sectionName: String { "notes" }
///   public var sectionVersion: Int { 1 }
///   public func exportItems(_ db: Database) throws -> [TransferValue] { … }
///   public func importItems(_ section: TransferDocument.Section, mode: TransferMode, path: String,
///                           _ db: Database) throws -> TransferCount { … }
/// }
/// ```
public protocol ExportableStore: Sendable {
  /// The section's stable name in the document, like `favorites`.
  var sectionName: String { get }
  /// The version of the items this store writes; it reads this version and older ones.
  var sectionVersion: Int { get }
  /// Every item of the store, inside the export's read transaction.
  func exportItems(_ db: Database) throws -> [TransferValue]
  /// Merges the section's items (or, for ``TransferMode/replace``, replaces the store's contents with them)
  /// inside the import's write transaction. Throws ``DataLayer/DataLayerError`` `transferInvalid` naming
  /// the item and field for an item it cannot take.
  func importItems(
    _ section: TransferDocument.Section, mode: TransferMode, path: String, _ db: Database
  ) throws
    -> TransferCount
}

/// How `mosaic import` treats what is already saved.
public enum TransferMode: String, Sendable, Hashable, Codable {
  /// Keep everything saved; add what the file has that is not saved yet.
  case merge
  /// Make the store hold exactly the file's items (`--replace`).
  case replace
}

/// What an import did to one section.
public struct TransferCount: Hashable, Sendable, Codable {
  public let section: String
  /// Items that were not saved before.
  public var added: Int
  /// Items already saved, left as they were (merge) or refreshed from the file (replace).
  public var unchanged: Int
  /// Items saved before but not in the file, removed by ``TransferMode/replace``.
  public var removed: Int

  public init(section: String, added: Int = 0, unchanged: Int = 0, removed: Int = 0) {
    self.section = section
    self.added = added
    self.unchanged = unchanged
    self.removed = removed
  }
}
