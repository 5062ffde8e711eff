import Core
import CoreCLI
import Models
import ModelsTestSupport
import TestExpectations
import Testing

@testable import DetailFeature

/// The photo's facts as fields, each with a stable id, in either language.
@Suite struct DetailsSectionTests {
  private func fields(_ photo: Photo, _ language: Language = .english) async throws -> [(String, String, String)] {
    try await DetailsSection().items(for: photo, in: language).map { item in
      guard case .field(let label, let value) = item.content else { return (item.id, "?", "?") }
      return (item.id, label, value)
    }
  }

  @Test func fields_ofAPhotoWithEverything() async throws {
    let photo = try PhotoFixtures.photo(3)

    let fields = try await fields(photo)

    #expect(fields.map(\.0) == ["description", "alt", "size", "color", "likes", "created", "blurhash"])
    #expect(fields.map(\.1) == ["Description", "Alt text", "Size", "Color", "Likes", "Created", "BlurHash"])
    #expect(
      fields.map(\.2) == [
        "Description of p003", "Alt text of p003", "3003 × 2003 px", "#102033", "21",
        LocalTimestamp.day(photo.createdAt),
        PhotoFixtures.blurHash,
      ])
  }

  @Test func alt_isLeftOut_whenItIsAlreadyTheDescription() async throws {
    let fields = try await fields(try PhotoFixtures.photo(4))

    expectEqual(fields.first.map { [$0.0, $0.2] }, ["description", "Alt text of p004"])
    expectNone(fields) { $0.0 == "alt" }
  }

  @Test func blurHash_isLeftOut_whenThePhotoHasNone() async throws {
    let fields = try await fields(try PhotoFixtures.photo(5))

    #expect(fields.last?.0 == "created")
  }

  @Test func fields_inGerman() async throws {
    let fields = try await fields(try PhotoFixtures.photo(8), .german)

    expectEqual(fields.first.map { [$0.1, $0.2] }, ["Beschreibung", "Keine Beschreibung"])
    expectEqual(fields.first { $0.0 == "size" }?.2, "3008 × 2008 Pixel")
    #expect(DetailsSection().title(in: .german) == "Details")
  }
}
