import Foundation
import Testing

@testable import GalleryFeature

/// The tiles' names and picture texts are trimmed as Foundation's `.whitespaces` trims them, also when the
/// shortcut for names with nothing to trim answers.
@Suite struct AuthorTrimTests {
  @Test(arguments: [
    "Jane Doe", " Jane Doe ", "\tJane", "Jane\t", "Jane\u{3000}", "\u{00A0}Jane", "Zoë", "Zoë ", "日本 ", "", "  ",
    "\t", "a", " a", "Jane\n", "\nJane", "Émile", "émile\u{2003}",
  ])
  func trimmed_isFoundationsTrim(_ text: String) {
    #expect(GalleryScreenStrings.trimmed(text) == text.trimmingCharacters(in: .whitespaces))
  }
}
