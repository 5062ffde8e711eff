/// A favorite photo as a plugin reads it (`read.favorites`).
///
/// ```swift
/// PluginFavorite(id: "q5Aq-4pHXK9", author: "Ada", description: "A lake", addedAt: "2026-11-26T10:00:00Z")
/// ```
public struct PluginFavorite: Codable, Sendable, Equatable {
  public var id: String
  public var author: String
  public var description: String?
  /// When it was added, ISO 8601 in UTC.
  public var addedAt: String

  public init(id: String, author: String, description: String? = nil, addedAt: String) {
    self.id = id
    self.author = author
    self.description = description
    self.addedAt = addedAt
  }
}

/// A saved article as a plugin reads it (`read.saved-articles`): no body, only what a list shows.
///
/// ```swift
/// PluginSavedArticle(id: "7K2M9QX4TB", title: "Rates hold", url: "https://example.com/a", source: "Reuters",
///                    savedAt: "2026-11-26T10:00:00Z")
/// ```
public struct PluginSavedArticle: Codable, Sendable, Equatable {
  public var id: String
  public var title: String
  public var url: String
  public var source: String
  /// When it was saved, ISO 8601 in UTC.
  public var savedAt: String

  public init(id: String, title: String, url: String, source: String, savedAt: String) {
    self.id = id
    self.title = title
    self.url = url
    self.source = source
    self.savedAt = savedAt
  }
}

/// The person's settings a plugin may read (`read.settings`).
///
/// ```swift
/// PluginSettings(language: "de", theme: "dark")
/// ```
public struct PluginSettings: Codable, Sendable, Equatable {
  /// `en` or `de`.
  public var language: String
  /// `dark`, `light` or the others `mosaic settings` lists.
  public var theme: String

  public init(language: String, theme: String) {
    self.language = language
    self.theme = theme
  }
}
