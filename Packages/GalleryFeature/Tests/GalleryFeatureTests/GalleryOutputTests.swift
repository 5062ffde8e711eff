import Core
import CoreCLI
import CoreTestSupport
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import GalleryFeature

/// ``GalleryOutput``: one model for the text listing and the JSON document, in either language.
struct GalleryOutputTests {
  /// Page `page` of a 350-photo feed, 30 a page, the second photo a favorite.
  private func output(page: Int, hasMore: Bool, stale: GalleryState.StaleNote? = nil) throws -> GalleryOutput {
    let photos = try PhotoFixtures.photos(3, from: (page - 1) * 30 + 1)
    let items = photos.enumerated().map { GalleryItem(photo: $1, isFavorite: $0 == 1) }
    var state = GalleryState(perPage: 30)
    state.items = items
    state.page = page
    state.total = 350
    state.hasMore = hasMore
    state.stale = stale
    state.phase = .loaded
    return GalleryOutput(
      source: .embedded, listings: [.init(page: page, items: items, stale: stale)], state: state, pagesWalked: nil)
  }

  @Test func json_hasThePageFields_andOnlyThose() throws {
    let document = try encodedJSON(try output(page: 1, hasMore: true))

    expectEqual(document.keys, ["page", "perPage", "hasMore", "total", "source", "stale", "photos"])
    expectEqual(document["photos"]?.elements.map { $0["isFavorite"] }, [false, true, false])
  }

  @Test func json_ofAStalePage_addsWhenWhyAndTheCode() throws {
    let savedAt = Date(timeIntervalSince1970: 1_750_000_000)
    let stale = GalleryState.StaleNote(savedAt: savedAt, reason: FakePhotoService.outage)

    let document = try encodedJSON(try output(page: 1, hasMore: true, stale: stale))

    expectEqual(
      document.keys,
      [
        "page", "perPage", "hasMore", "total", "source", "stale", "photos", "staleSince",
        "staleReason", "staleCode",
      ])
    expectEqual(document["staleCode"], "transport")
    expectEqual(document["staleReason"], .string(FakePhotoService.outage.message))
  }

  @Test func lines_inEnglish_areHeadingPhotosAndFooter() throws {
    let lines = try output(page: 1, hasMore: true).lines(in: TextStyle())

    expectEqual(
      lines,
      [
        "Page 1 of 12 · 350 photos · the embedded catalog",
        "   p001  Ana Lima                Description of p001",
        " ★ p002  Bruno Costa             Description of p002",
        "   p003  Chen Wei                Description of p003",
        "Next page: mosaic gallery --page 2",
      ])
  }

  @Test func lines_inGerman_haveNoEnglishWords() throws {
    let savedAt = Date(timeIntervalSince1970: 1_750_000_000)
    let stale = GalleryState.StaleNote(savedAt: savedAt, reason: FakePhotoService.outage)
    let last = try output(page: 12, hasMore: false, stale: stale).lines(in: TextStyle(language: .german))
    let first = try output(page: 1, hasMore: true).lines(in: TextStyle(language: .german))

    expectEqual(
      last.first,
      "offline — zeige Ergebnisse vom \(LocalTimestamp.minute(savedAt)) (\(FakePhotoService.outage.message(in: .german)))"
    )
    expectEqual(last[1], "Seite 12 von 12 · 350 Fotos · der eingebaute Katalog")
    expectEqual(last.last, "Ende der Galerie.")
    expectEqual(first.last, "Nächste Seite: mosaic gallery --page 2")
    let text = (first + last).joined(separator: "\n")
    for english in ["Page ", " photos", "the embedded catalog", "End of", "Next page", "showing results"] {
      expectText(text, lacks: english, "'\(english)' in \(text)")
    }
  }

  @Test func line_ofAPhotoWithoutTexts_saysSoInTheLanguage() throws {
    let photo = try PhotoFixtures.photo(8)
    let item = GalleryItem(photo: photo, isFavorite: false)

    expectText(GalleryOutput.line(item, style: TextStyle()), hasSuffix: "  No description")
    expectText(GalleryOutput.line(item, style: TextStyle(language: .german)), hasSuffix: "  Keine Beschreibung")
  }

  @Test func heading_withoutATotal_namesOnlyThePageAndSource() throws {
    let known = try output(page: 2, hasMore: true)
    var state = known.state
    state.total = nil
    let unsplash = try requireValue(URL(string: "https://api.unsplash.com"))
    let output = GalleryOutput(source: .unsplash(unsplash), listings: known.listings, state: state, pagesWalked: 2)

    expectEqual(output.lines(in: TextStyle()).first, "Page 2 · Unsplash at https://api.unsplash.com")
    try expectEqual(encodedJSON(output)["pages"], 2)
    try expectEqual(encodedJSON(output)["total"], .null)
    try expectEqual(encodedJSON(output)["source"], "unsplash https://api.unsplash.com")
  }
}
