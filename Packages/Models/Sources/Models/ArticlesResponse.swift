import Foundation

/// NewsAPI's article list response: `{"status":"ok","totalResults":N,"articles":[...]}`.
///
/// Decoding drops every article whose `url` is missing, empty or not a web address
/// (``Article/isWebAddress(_:)``): one such article costs itself, never the page. Any other broken article
/// still fails the whole answer. ``servedCount`` keeps how many arrived, so a page with a dropped article
/// still counts as full.
///
/// ```swift
/// let response = try NewsJSON.decoder.decode(ArticlesResponse.self, from: data)
/// response.articles.allSatisfy(\.hasWebAddress)  // true
/// ```
public struct ArticlesResponse: Hashable, Sendable, Codable {
  public let status: String
  public let totalResults: Int
  public let articles: [Article]
  /// How many articles the server sent, the dropped ones included: what tells a full page from the last.
  public let servedCount: Int

  public init(status: String = "ok", totalResults: Int, articles: [Article], servedCount: Int? = nil) {
    self.status = status
    self.totalResults = totalResults
    self.articles = articles
    self.servedCount = max(servedCount ?? articles.count, articles.count)
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    status = try container.decode(String.self, forKey: .status)
    totalResults = try container.decode(Int.self, forKey: .totalResults)
    let arrived = try container.decode([Arrival].self, forKey: .articles)
    articles = arrived.compactMap(\.article)
    servedCount = arrived.count
  }

  private enum CodingKeys: String, CodingKey {
    case status, totalResults, articles
  }

  /// One article as it arrives: `nil` when its link is not a web address.
  private struct Arrival: Decodable {
    let article: Article?

    private enum Link: String, CodingKey { case url }

    init(from decoder: any Decoder) throws {
      let link = try decoder.container(keyedBy: Link.self)
      guard let text = try? link.decodeIfPresent(String.self, forKey: .url), let url = URL(string: text),
        Article.isWebAddress(url)
      else {
        article = nil
        return
      }
      article = try Article(from: decoder)
    }
  }
}
