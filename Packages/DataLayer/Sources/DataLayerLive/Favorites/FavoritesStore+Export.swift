import DataLayer
import Foundation
import GRDB
import Models

extension FavoritesStore: ExportableStore {
  /// One favorite in an export file, version 1: `{"id","addedAt","photo":{…Unsplash JSON…}}`.
  struct ExportItem: Codable {
    let id: String
    let addedAt: Date
    let photo: Photo
  }

  public var sectionName: String { Self.table }
  public var sectionVersion: Int { 1 }

  /// The longest photo id an import accepts.
  static let maximumIDLength = 256

  public func exportItems(_ db: Database) throws -> [TransferValue] {
    let rows = try Row.fetchAll(
      db, sql: "SELECT photo_id, added_at, snapshot FROM favorites ORDER BY added_at DESC, id DESC")
    // Rows whose snapshot cannot be read stay in the database and out of the file, as `list` skips them.
    return try rows.compactMap(FavoritesQueries.favorite).map { favorite in
      let item = ExportItem(id: favorite.id, addedAt: favorite.addedAt, photo: favorite.photo)
      return try TransferDocument.decoder.decode(TransferValue.self, from: UnsplashJSON.encoder.encode(item))
    }
  }

  public func importItems(
    _ section: TransferDocument.Section, mode: TransferMode, path: String, _ db: Database
  )
    throws -> TransferCount
  {
    let items = try section.items.enumerated().map { index, value in try Self.item(value, index: index, path: path) }
    var count = TransferCount(section: sectionName)
    let existing = try String.fetchSet(db, sql: "SELECT photo_id FROM favorites")
    if mode == .replace {
      let keep = Set(items.map(\.id))
      for id in existing where !keep.contains(id) {
        try db.execute(sql: "DELETE FROM favorites WHERE photo_id = ?", arguments: [id])
        count.removed += 1
      }
    }
    var seen: Set<String> = []
    // Oldest first, so rows added together keep the file's order among equal dates.
    for item in items.reversed() where seen.insert(item.id).inserted {
      let snapshot = try Snapshot.encode(item.photo)
      if existing.contains(item.id) {
        count.unchanged += 1
        guard mode == .replace else { continue }
        try db.execute(
          sql: "UPDATE favorites SET added_at = ?, snapshot = ? WHERE photo_id = ?",
          arguments: [item.addedAt.timeIntervalSince1970, snapshot, item.id])
      } else {
        count.added += 1
        try db.execute(
          sql: "INSERT INTO favorites (photo_id, added_at, snapshot) VALUES (?, ?, ?)",
          arguments: [item.id, item.addedAt.timeIntervalSince1970, snapshot])
      }
    }
    return count
  }

  /// The item at `index`, checked: it decodes, its id is the photo's, not empty, not too long, and has no
  /// control characters.
  private static func item(_ value: TransferValue, index: Int, path: String) throws(DataLayerError) -> ExportItem {
    let item: ExportItem
    do {
      item = try UnsplashJSON.decoder.decode(ExportItem.self, from: TransferDocument.encoder.encode(value))
    } catch let error as DecodingError {
      throw TransferFailure.error(error, path: path, section: table, index: index)
    } catch {
      throw DataLayerError(.transferInvalid, path: path, detail: "\(error)", value: "sections.\(table).items[\(index)]")
    }
    let field = "sections.\(table).items[\(index)].id"
    guard !item.id.isEmpty, item.id.count <= maximumIDLength,
      !item.id.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    else {
      throw DataLayerError(.transferInvalid, path: path, detail: "not a photo id", value: field)
    }
    guard item.photo.id == item.id else {
      throw DataLayerError(.transferInvalid, path: path, detail: "differs from photo.id", value: field)
    }
    guard item.addedAt.timeIntervalSince1970.isFinite else {
      throw DataLayerError(.transferInvalid, path: path, detail: "not a date", value: field)
    }
    return item
  }
}
