import Foundation
import Models

extension Article {
  /// An article as NewsAPI describes one, at `https://news.example/<slug>`; every field can be set, and
  /// `author`, `description` and `content` may be `nil` as NewsAPI's often are.
  ///
  /// ```swift
  /// let article = try Article.fixture("apple-deal", title: "Apple agrees acquisition", source: "The Ledger")
  /// ```
  ///
  /// - Throws: when `slug` does not fit in a URL.
  public static func fixture(
    _ slug: String, title: String? = nil, description: String? = "A description.", content: String? = "Content.",
    author: String? = "Jane Doe", source: String = "The Ledger", sourceID: String? = "the-ledger",
    publishedAt: Date = Date(timeIntervalSince1970: 1_795_000_000), host: String = "news.example"
  ) throws -> Article {
    guard let url = URL(string: "https://\(host)/\(slug)") else {
      throw FixtureError(description: "The slug '\(slug)' does not make a URL; use letters, digits and dashes.")
    }
    return Article(
      source: ArticleSource(id: sourceID, name: source), author: author, title: title ?? "Story \(slug)",
      description: description, url: url, urlToImage: URL(string: "https://\(host)/images/\(slug).jpg"),
      publishedAt: publishedAt, content: content)
  }
}
