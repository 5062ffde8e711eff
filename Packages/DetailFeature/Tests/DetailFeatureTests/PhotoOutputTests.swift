import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import DetailFeature

/// ``PhotoOutput``: one model for the page's text and its JSON document, in either language.
@Suite struct PhotoOutputTests {
  private static let savedAt = Date(timeIntervalSince1970: 1_750_000_000)

  /// The page of photo `number` with the header and details sections, composed in `language`.
  private func output(
    _ number: Int, language: Language, stale: Bool = false
  ) async throws -> PhotoOutput {
    let photo = try PhotoFixtures.photo(number)
    let header = HeaderSection(favorites: .noop)
    let details = DetailsSection()
    let sections = [
      SectionSnapshot(
        id: HeaderSection.id, moduleID: "detail", title: header.title(in: language),
        state: .loaded(try await header.items(for: photo, in: language))),
      SectionSnapshot(
        id: DetailsSection.id, moduleID: "detail", title: details.title(in: language),
        state: .loaded(try await details.items(for: photo, in: language))),
    ]
    return PhotoOutput(
      photo: photo, title: photo.user.name, isFavorite: false,
      stale: stale ? StaleNote(savedAt: Self.savedAt, reason: FakePhotoService.outage) : nil, sections: sections,
      language: language)
  }

  @Test func json_hasThePhotosFields_andStaleFieldsOnlyWhenStale() async throws {
    let fresh = try encodedJSON(try await output(3, language: .english))
    let stale = try encodedJSON(try await output(3, language: .english, stale: true))

    let keys: Set<String> = [
      "id", "title", "author", "username", "description", "altDescription", "width", "height", "color", "blurHash",
      "likes", "createdAt", "isFavorite", "stale", "sections",
    ]
    #expect(fresh.keys == keys)
    #expect(stale.keys == keys.union(["staleSince", "staleReason", "staleCode"]))
    #expect(stale["staleSince"] == .string(ISO8601DateFormatter().string(from: Self.savedAt)))
    #expect(stale["staleCode"] == "transport")
    #expect(
      fresh["sections"]?.elements.map(\.keys)
        == Array(repeating: ["id", "title", "module", "state", "items", "error", "errorCode"], count: 2))
  }

  @Test func json_keepsTheServicesValues_inGermanToo() async throws {
    let document = try encodedJSON(try await output(8, language: .german))

    #expect(document["description"] == "No description")
    #expect(document["sections"]?.elements.last?["title"] == "Details")
  }

  @Test func lines_inEnglish_startWithTheOfflineNote() async throws {
    let lines = try await output(3, language: .english, stale: true).lines(in: TextStyle())

    #expect(
      lines.prefix(3) == [
        "offline — showing results from \(LocalTimestamp.minute(Self.savedAt)) (\(FakePhotoService.outage.message))",
        "Chen Wei",
        "@chen · p003 · ☆ not a favorite",
      ])
  }

  @Test func lines_inGerman_haveNoEnglishWords() async throws {
    let style = TextStyle(language: .german)
    let lines = try await output(8, language: .german, stale: true).lines(in: style)

    #expect(lines[2] == "@chen · p008 · ☆ kein Favorit")
    expectSome(lines) { $0.hasPrefix("  Beschreibung:") && $0.hasSuffix("Keine Beschreibung") }
    #expect(lines.contains("  Größe:        3008 × 2008 Pixel"))
    #expect(lines.contains("  Beschreibung: Keine Beschreibung"))
    #expect(lines.first?.hasPrefix("offline — zeige Ergebnisse vom ") == true)
    let text = lines.joined(separator: "\n")
    for english in ["Description", "No description", "Size", "Color", "Created", "not a favorite", "showing results"] {
      #expect(!text.contains(english), "'\(english)' in \(text)")
    }
  }
}
