import Foundation
import Models

/// One feed in an export file, section `newsFeeds` version 1: ``FeedEntry``'s fields,
/// `{"name":"Rust","kind":"query","value":"rust language","hidden":false,"addedAt":"2026-11-23T10:42:00Z"}`
/// (`country`, `position` and `viewedAt` only when set).
///
/// ```swift
/// let entry = try FeedTransferItem.decode(value, index: 0, path: "backup.json")
/// ```
public enum FeedTransferItem {
  /// The section's name in the document.
  public static let section = "newsFeeds"

  /// The entry as a document value.
  public static func value(_ entry: FeedEntry) throws -> TransferValue {
    try TransferItemCoding.value(entry, encoder: NewsJSON.encoder)
  }

  /// The entry at `index`, checked as `mosaic news feeds add` checks: a name of at most
  /// ``FeedEntry/maximumNameLength`` characters without control characters, a value where the kind needs one,
  /// a country NewsAPI serves, a position from 0.
  ///
  /// - Throws: ``DataLayerError`` `transferInvalid` naming the field.
  public static func decode(_ value: TransferValue, index: Int, path: String) throws(DataLayerError) -> FeedEntry {
    let entry = try TransferItemCoding.decode(
      FeedEntry.self, value, section: section, index: index, path: path, decoder: NewsJSON.decoder)
    func refuse(_ field: String, _ text: String, _ what: String) -> DataLayerError {
      DataLayerError(
        .transferInvalid, path: path, detail: "\(TransferItemCoding.quoted(text)) is not \(what)",
        value: TransferItemCoding.field(section, index, field))
    }
    guard FeedEntry.name(entry.name) == entry.name else { throw refuse("name", entry.name, "a feed name") }
    if entry.kind == .builtin {
      guard entry.value.isEmpty else { throw refuse("value", entry.value, "empty for a built-in feed") }
    } else {
      guard FeedEntry.value(entry.value) == entry.value else { throw refuse("value", entry.value, "a feed's value") }
    }
    if let country = entry.country, NewsCountry.code(country) != country {
      throw refuse("country", country, "a country NewsAPI serves")
    }
    if let position = entry.position, position < 0 || position > 10_000 {
      throw refuse("position", String(position), "a place from 0")
    }
    guard entry.addedAt.timeIntervalSince1970.isFinite, entry.viewedAt?.timeIntervalSince1970.isFinite ?? true else {
      throw refuse("addedAt", "", "a date")
    }
    return entry
  }
}
