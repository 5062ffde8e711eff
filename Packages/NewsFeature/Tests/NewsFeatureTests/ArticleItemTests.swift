import Foundation
import Models
import ModelsTestSupport
import Testing

@testable import NewsFeature

@Suite struct ArticleItemTests {
  /// Every scalar Foundation's `.whitespaces` or Unicode's White_Space holds, and some that look like space.
  static let edges: [Unicode.Scalar] =
    (0...0x3000).compactMap(Unicode.Scalar.init).filter { scalar in
      CharacterSet.whitespaces.contains(scalar) || scalar.properties.isWhitespace
    } + ["\u{200B}", "\u{FEFF}", "\u{180E}", "\u{0301}", "x"]

  @Test func isRemoved_trimsAsFoundationsWhitespaces() throws {
    for scalar in Self.edges {
      for title in [
        "\(scalar)[Removed]", "[Removed]\(scalar)", "\(scalar)\(scalar)[Removed]\(scalar)", "[Re\(scalar)moved]",
      ] {
        let article = try Article.fixture("removed", title: title)
        #expect(
          ArticleItem.isRemoved(article)
            == (title.trimmingCharacters(in: .whitespaces) == ArticleItem.removedTitle),
          "U+\(String(scalar.value, radix: 16)) in \(title.debugDescription)")
      }
    }
    #expect(ArticleItem.isRemoved(try Article.fixture("removed", title: "[Removed]")))
    #expect(!ArticleItem.isRemoved(try Article.fixture("kept", title: "[Removed] for now")))
  }
}
