import Foundation

/// A news article as NewsAPI describes it (`/v2/top-headlines`, `/v2/everything`).
///
/// Decodes NewsAPI's camelCase JSON with ``NewsJSON/decoder``; `null` author, description, image
/// and content are common and kept as `nil`.
///
/// ```swift
/// let response = try NewsJSON.decoder.decode(ArticlesResponse.self, from: data)
/// response.articles.first?.title
/// ```
public struct Article: Identifiable, Hashable, Sendable, Codable {
  public let source: ArticleSource
  public let author: String?
  public let title: String
  public let description: String?
  /// The article's page; also its identity, as NewsAPI gives articles no id.
  public let url: URL
  public let urlToImage: URL?
  public let publishedAt: Date
  public let content: String?

  public var id: String { url.absoluteString }

  public init(
    source: ArticleSource, author: String?, title: String, description: String?, url: URL, urlToImage: URL?,
    publishedAt: Date, content: String?
  ) {
    self.source = source
    self.author = author
    self.title = title
    self.description = description
    self.url = url
    self.urlToImage = urlToImage
    self.publishedAt = publishedAt
    self.content = content
  }
}

/// The publication an article comes from; NewsAPI leaves `id` `null` for many.
public struct ArticleSource: Hashable, Sendable, Codable {
  public let id: String?
  public let name: String

  public init(id: String?, name: String) {
    self.id = id
    self.name = name
  }
}

/// A publication as `/v2/top-headlines/sources` lists it.
public struct NewsSource: Identifiable, Hashable, Sendable, Codable {
  public let id: String
  public let name: String
  public let description: String
  public let url: URL
  public let category: NewsCategory
  public let language: String
  public let country: String

  public init(
    id: String, name: String, description: String, url: URL, category: NewsCategory, language: String,
    country: String
  ) {
    self.id = id
    self.name = name
    self.description = description
    self.url = url
    self.category = category
    self.language = language
    self.country = country
  }
}

/// NewsAPI's sources response: `{"status":"ok","sources":[...]}`.
public struct SourcesResponse: Hashable, Sendable, Codable {
  public let status: String
  public let sources: [NewsSource]

  public init(status: String = "ok", sources: [NewsSource]) {
    self.status = status
    self.sources = sources
  }
}

/// The categories NewsAPI's top headlines accept.
public enum NewsCategory: String, CaseIterable, Hashable, Sendable, Codable {
  case business, entertainment, general, health, science, sports, technology
}
