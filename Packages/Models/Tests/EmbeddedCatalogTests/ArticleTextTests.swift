import Foundation
import Models
import Testing

@testable import EmbeddedCatalog

/// The page text the reader shows offline: every embedded article has one, in its source's language, whose
/// first paragraph carries NewsAPI's content snippet, with numbered links that occur in the text; the same
/// every time; and writing it changes nothing of the catalog.
@Suite struct ArticleTextTests {
  @Test func everyReaderArticle_hasATextStartingWithItsContent() throws {
    let catalog = EmbeddedNewsCatalog.reader
    for entry in catalog.entries {
      let text = try #require(catalog.text(of: entry.article.url), "\(entry.article.url)")
      #expect(text.blocks.count >= 7)
      if let content = entry.article.content, let cut = content.range(of: "… [+") {
        #expect(text.blocks[0].text.hasPrefix(content[..<cut.lowerBound]))
      }
      for link in text.links {
        let aBlockCarriesTheLink = text.blocks.contains {
          $0.links.contains(link.number) && $0.text.contains(link.text)
        }
        #expect(aBlockCarriesTheLink)
        #expect(link.url.host == entry.article.url.host)
      }
    }
  }

  @Test func germanSources_getGermanText() throws {
    let catalog = EmbeddedNewsCatalog.reader
    let germanFound = catalog.entries.first { $0.language == "de" }
    let german = try #require(germanFound)
    let englishFound = catalog.entries.first { $0.language == "en" }
    let english = try #require(englishFound)
    let germanText = try #require(catalog.text(of: german.article.url))
    let englishText = try #require(catalog.text(of: english.article.url))
    #expect(germanText.links[1].text == "der vollständigen Erklärung")
    #expect(englishText.links[1].text == "the full statement")
  }

  @Test func theText_isTheSameEveryTime_andLeavesTheCatalogAsItWas() throws {
    let url = EmbeddedNewsCatalog.reader.entries[17].article.url
    let first = EmbeddedNewsCatalog.reader.text(of: url)
    let lazy = EmbeddedNewsCatalog(
      sources: NewsSourceList.reader, checkpoints: ReaderNewsIndex.checkpoints, wording: .reader)
    #expect(lazy.text(of: url) == first)
    #expect(lazy.builtCount == 0)
  }

  @Test(arguments: [
    "https://www.theledger.example/business/2026/11/20/no-serial",
    "https://www.theledger.example/business/2026/11/20/x-40001",
    "https://www.theledger.example/business/2026/11/20/x-99999999999999999999",
    "https://www.theledger.example/business/2026/11/20/x--7",
    "https://elsewhere.example/business/2026/11/20/x-40000",
  ])
  func anAddressNotInTheCatalog_hasNoText(_ address: String) throws {
    #expect(EmbeddedNewsCatalog.reader.text(of: try #require(URL(string: address))) == nil)
  }
}
