import Foundation
import Models

/// One saved article in an export file, section `savedArticles` version 1:
/// `{"id":"7K2M9QX4TB","savedAt":"2026-11-23T10:42:00Z","article":{…NewsAPI JSON…},"body":"…"}`; `body`, the
/// text the reader kept, is left out when none was kept (and a file without it reads as before).
///
/// ```swift
/// let item = try SavedArticleTransferItem.decode(value, index: 0, path: "backup.json")
/// print(item.article.title, item.savedAt)
/// ```
public struct SavedArticleTransferItem: Hashable, Sendable, Codable {
  public let id: String
  public let savedAt: Date
  public let article: Article
  public let body: String?

  /// The section's name in the document.
  public static let section = "savedArticles"

  public init(_ saved: SavedArticle) {
    id = saved.id
    savedAt = saved.savedAt
    article = saved.article
    body = saved.body
  }

  /// The saved article it stands for, its text cut to ``SavedArticlesClient/bodyLimit``.
  public var saved: SavedArticle {
    SavedArticle(article: article, savedAt: savedAt, body: body.map(SavedArticlesClient.bounded))
  }

  /// The item as a document value.
  public func value() throws -> TransferValue {
    try TransferItemCoding.value(self, encoder: NewsJSON.encoder)
  }

  /// The item at `index`, checked: it decodes, its id is the article's. Its link may be anything a URL holds:
  /// an article saved before links were checked on arrival (a `file:` or `javascript:` one) is the person's
  /// and travels with the rest — the desktop refuses to open any link that is not a web address.
  ///
  /// - Throws: ``DataLayerError`` `transferInvalid` naming the field.
  public static func decode(_ value: TransferValue, index: Int, path: String) throws(DataLayerError) -> Self {
    let item = try TransferItemCoding.decode(
      Self.self, value, section: section, index: index, path: path, decoder: NewsJSON.decoder)
    guard item.id == item.article.shortID else {
      throw DataLayerError(
        .transferInvalid, path: path,
        detail: "\(TransferItemCoding.quoted(item.id)) differs from the article's id '\(item.article.shortID)'",
        value: TransferItemCoding.field(section, index, "id"))
    }
    guard item.savedAt.timeIntervalSince1970.isFinite else {
      throw DataLayerError(
        .transferInvalid, path: path, detail: "not a date", value: TransferItemCoding.field(section, index, "savedAt"))
    }
    return item
  }
}

/// One online search in an export file, section `searchHistory` version 1 (the news searches) or
/// `photoSearchHistory` version 1 (the photo searches): `{"text":"acquisition","searchedAt":"2026-11-23T10:42:00Z"}`.
public struct SearchHistoryTransferItem: Hashable, Sendable, Codable {
  public let text: String
  public let searchedAt: Date

  /// The news searches' section name in the document.
  public static let section = "searchHistory"
  /// The photo searches' section name in the document.
  public static let photoSection = "photoSearchHistory"
  /// The longest news search an import accepts.
  public static let maximumLength = 500

  public init(_ entry: SearchHistoryEntry) {
    text = entry.text
    searchedAt = entry.searchedAt
  }

  public var entry: SearchHistoryEntry { SearchHistoryEntry(text: text, searchedAt: searchedAt) }

  public func value() throws -> TransferValue {
    try TransferItemCoding.value(self, encoder: NewsJSON.encoder)
  }

  /// The item at `index` of `section`, checked: it decodes, its text is not blank, at most `maximumLength`
  /// characters, without control characters, and its date is a date.
  ///
  /// - Throws: ``DataLayerError`` `transferInvalid` naming the field.
  public static func decode(
    _ value: TransferValue, index: Int, path: String, section: String = section, maximumLength: Int = maximumLength
  ) throws(DataLayerError) -> Self {
    let item = try TransferItemCoding.decode(
      Self.self, value, section: section, index: index, path: path, decoder: NewsJSON.decoder)
    let text = item.text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty, text.count <= maximumLength, !TransferItemCoding.hasControls(text) else {
      throw DataLayerError(
        .transferInvalid, path: path, detail: "\(TransferItemCoding.quoted(item.text)) is not a search",
        value: TransferItemCoding.field(section, index, "text"))
    }
    guard item.searchedAt.timeIntervalSince1970.isFinite else {
      throw DataLayerError(
        .transferInvalid, path: path, detail: "not a date",
        value: TransferItemCoding.field(section, index, "searchedAt"))
    }
    return item
  }
}

/// One setting in an export file, section `settings` version 1: `{"key":"language","value":"de"}`, as
/// `mosaic settings set KEY VALUE` takes it.
public struct SettingTransferItem: Hashable, Sendable, Codable {
  public let key: String
  public let value: String

  /// The section's name in the document.
  public static let section = "settings"

  public init(_ key: SettingKey, in settings: Settings) {
    self.key = key.rawValue
    self.value = settings.value(of: key)
  }

  /// Every setting of `settings`, in ``SettingKey`` order.
  public static func items(_ settings: Settings) -> [Self] {
    SettingKey.allCases.map { Self($0, in: settings) }
  }

  public func documentValue() throws -> TransferValue {
    try TransferItemCoding.value(self, encoder: NewsJSON.encoder)
  }

  /// The change the item at `index` stands for.
  ///
  /// - Throws: ``DataLayerError`` `transferInvalid` naming the key or value this build does not take.
  public static func decode(_ value: TransferValue, index: Int, path: String) throws(DataLayerError) -> SettingChange {
    let item = try TransferItemCoding.decode(
      Self.self, value, section: section, index: index, path: path, decoder: NewsJSON.decoder)
    guard let key = SettingKey(rawValue: item.key) else {
      throw DataLayerError(
        .transferInvalid, path: path,
        detail: "\(TransferItemCoding.quoted(item.key)) is not a setting "
          + "(\(SettingKey.allCases.map(\.rawValue).joined(separator: ", ")))",
        value: TransferItemCoding.field(section, index, "key"))
    }
    guard let change = key.change(item.value) else {
      throw DataLayerError(
        .transferInvalid, path: path,
        detail: "\(TransferItemCoding.quoted(item.value)) is not one of \(key.allowedValues.joined(separator: ", "))",
        value: TransferItemCoding.field(section, index, "value"))
    }
    return change
  }
}
