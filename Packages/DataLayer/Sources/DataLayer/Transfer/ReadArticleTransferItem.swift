import Foundation
import Models

/// One read mark in an export file, section `readArticles` version 1: `{"id":"7K2M9QX4TB","readAt":"2026-11-23T10:42:00Z"}`,
/// the short id of an article opened in the reader and when it was first read.
///
/// ```swift
/// let item = try ReadArticleTransferItem.decode(value, index: 0, path: "backup.json")
/// print(item.id, item.readAt)
/// ```
public struct ReadArticleTransferItem: Hashable, Sendable, Codable {
  public let id: String
  public let readAt: Date

  /// The section's name in the document.
  public static let section = "readArticles"
  /// The longest article id an import accepts (ids Mosaic makes have 10 characters).
  public static let maximumIDLength = 64

  public init(id: String, readAt: Date) {
    self.id = id
    self.readAt = readAt
  }

  /// The item as a document value.
  public func value() throws -> TransferValue {
    try TransferItemCoding.value(self, encoder: NewsJSON.encoder)
  }

  /// The item at `index`, checked: it decodes, its id is not empty, at most ``maximumIDLength`` characters,
  /// without control characters, and its date is a date.
  ///
  /// - Throws: ``DataLayerError`` `transferInvalid` naming the field.
  public static func decode(_ value: TransferValue, index: Int, path: String) throws(DataLayerError) -> Self {
    let item = try TransferItemCoding.decode(
      Self.self, value, section: section, index: index, path: path, decoder: NewsJSON.decoder)
    guard !item.id.isEmpty, item.id.count <= maximumIDLength, !TransferItemCoding.hasControls(item.id),
      !item.id.contains(where: \.isWhitespace)
    else {
      throw DataLayerError(
        .transferInvalid, path: path, detail: "\(TransferItemCoding.quoted(item.id)) is not an article id",
        value: TransferItemCoding.field(section, index, "id"))
    }
    guard item.readAt.timeIntervalSince1970.isFinite else {
      throw DataLayerError(
        .transferInvalid, path: path, detail: "not a date", value: TransferItemCoding.field(section, index, "readAt"))
    }
    return item
  }
}
