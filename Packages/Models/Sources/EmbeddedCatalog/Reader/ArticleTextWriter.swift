import Foundation
import Models

/// Writes an embedded article's page text (``EmbeddedArticleText``) from the article, its whole body and its
/// source, in the source's language. Its draws come from a generator seeded by the article's serial alone, so
/// the catalog's walk — and every article, id and index built from it — stays as it was.
enum ArticleTextWriter {
  static func text(
    of article: Article, body: String, serial: Int, source: NewsSource
  ) -> EmbeddedArticleText {
    var random = SeededGenerator(seed: 0x5265_6164_6572_0000 ^ UInt64(truncatingIfNeeded: serial))
    let words = ArticleTextWords.words(for: source.language)
    let site = source.url.absoluteString
    var blocks: [EmbeddedArticleText.Block] = [.init(.paragraph, body)]
    if let description = article.description { blocks.append(.init(.paragraph, description)) }
    var middle = random.shuffled(words.paragraphs)
    let earlier = words.earlierReport.replacingOccurrences(of: "{source}", with: source.name)
    let statement = words.statement
    let links = [
      EmbeddedArticleText.Link(
        number: 1, text: earlier, url: URL(string: "\(site)/\(source.category.rawValue)") ?? source.url),
      EmbeddedArticleText.Link(
        number: 2, text: statement, url: URL(string: "\(site)/statements/\(serial)") ?? source.url),
    ]
    blocks.append(.init(.paragraph, fill(middle.removeFirst(), source, link: earlier), links: [1]))
    blocks.append(.init(.heading, random.pick(words.headings)))
    blocks.append(.init(.paragraph, fill(middle.removeFirst(), source, link: nil)))
    blocks.append(.init(.quote, random.pick(words.quotes)))
    blocks.append(.init(.paragraph, fill(middle.removeFirst(), source, link: statement), links: [2]))
    blocks.append(.init(.paragraph, random.pick(words.endings)))
    return EmbeddedArticleText(blocks: blocks, links: links)
  }

  /// A paragraph template with the source's name, and a sentence carrying the link's words when there is one.
  private static func fill(_ template: String, _ source: NewsSource, link: String?) -> String {
    let text = template.replacingOccurrences(of: "{source}", with: source.name)
    guard let link else { return text }
    let lead = source.language == "de" ? "Mehr dazu in \(link)." : "More in \(link)."
    return text + " " + lead
  }
}
