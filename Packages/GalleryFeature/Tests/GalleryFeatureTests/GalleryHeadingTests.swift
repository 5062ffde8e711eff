import Core
import Foundation
import NetworkLayer
import TestExpectations
import Testing

@testable import GalleryFeature

/// The gallery's heading is appended part by part instead of joined from an array; it must read as its parts
/// joined with " · ", with and without a page count, a search, a photographer, for both sources and languages.
struct GalleryHeadingTests {
  @Test func everyCombination_readsAsTheJoinedParts() throws {
    let sources: [PhotoSource] = [.embedded, .unsplash(try requireValue(URL(string: "http://127.0.0.1:9/")))]
    var mismatches: [String] = []
    for source in sources {
      for language in Language.allCases {
        for (pages, total) in [(nil, nil), (12, 342), (1, 0)] as [(Int?, Int?)] {
          for query in [nil, "fog", ""] as [String?] {
            for photographer in [nil, "jane_doe"] as [String?] {
              var parts = [language.pick(en: "Page 3", de: "Seite 3")]
              if let pages, let total {
                parts[0] += language.pick(en: " of \(pages)", de: " von \(pages)")
                parts.append(language.pick(en: "\(total) photos", de: "\(total) Fotos"))
              }
              if let query { parts.append(language.pick(en: "matching '\(query)'", de: "passend zu '\(query)'")) }
              if let photographer {
                parts.append(language.pick(en: "by @\(photographer)", de: "von @\(photographer)"))
              }
              parts.append(GalleryStrings.sourceName(source, language))
              let heading = GalleryStrings.heading(
                page: 3, pages: pages, total: total, source: source, query: query, photographer: photographer,
                language)
              if heading != parts.joined(separator: " · ") { mismatches.append(heading) }
            }
          }
        }
      }
    }
    expectEmpty(mismatches, "\(mismatches.prefix(5))")
  }

  @Test func pageOne_ofTheEmbeddedCatalog() {
    expectEqual(
      GalleryStrings.heading(page: 1, pages: 12, total: 342, source: .embedded, .english),
      "Page 1 of 12 · 342 photos · the embedded catalog")
  }
}
