import Foundation
import Models

/// One favorite in an export file, section `favorites` version 1:
/// `{"id":"q5Aq-4pHXK9","addedAt":"2026-11-23T10:42:00Z","photo":{…Unsplash JSON…}}`.
///
/// ```swift
/// let item = try FavoriteTransferItem.decode(value, index: 0, path: "backup.json")
/// print(item.id, item.addedAt)
/// ```
public struct FavoriteTransferItem: Hashable, Sendable, Codable {
  public let id: String
  public let addedAt: Date
  public let photo: Photo

  /// The section's name in the document.
  public static let section = "favorites"
  /// The longest photo id an import accepts.
  public static let maximumIDLength = 256

  public init(_ favorite: Favorite) {
    self.id = favorite.id
    self.addedAt = favorite.addedAt
    self.photo = favorite.photo
  }

  /// The item as a document value.
  public func value() throws -> TransferValue {
    try TransferItemCoding.value(self, encoder: UnsplashJSON.encoder)
  }

  /// The item at `index` of the section, checked: it decodes, and its id is the photo's, not empty, at
  /// most ``maximumIDLength`` characters, without control characters.
  ///
  /// - Throws: ``DataLayerError`` `transferInvalid` naming the field.
  public static func decode(
    _ value: TransferValue, index: Int, path: String
  ) throws(DataLayerError)
    -> FavoriteTransferItem
  {
    let item = try TransferItemCoding.decode(
      FavoriteTransferItem.self, value, section: section, index: index, path: path, decoder: UnsplashJSON.decoder)
    let field = TransferItemCoding.field(section, index, "id")
    let id = TransferItemCoding.quoted(item.id)
    guard !item.id.isEmpty, item.id.count <= maximumIDLength,
      !TransferItemCoding.hasControls(item.id)
    else {
      throw DataLayerError(.transferInvalid, path: path, detail: "\(id) is not a photo id", value: field)
    }
    // Compared as stored, scalar by scalar: 'é' written two ways is two ids to the database, so it is here too.
    guard item.photo.id.unicodeScalars.elementsEqual(item.id.unicodeScalars) else {
      throw DataLayerError(
        .transferInvalid, path: path,
        detail: "\(id) differs from photo.id \(TransferItemCoding.quoted(item.photo.id))", value: field)
    }
    guard item.addedAt.timeIntervalSince1970.isFinite else {
      throw DataLayerError(
        .transferInvalid, path: path, detail: "not a date", value: TransferItemCoding.field(section, index, "addedAt"))
    }
    return item
  }
}
