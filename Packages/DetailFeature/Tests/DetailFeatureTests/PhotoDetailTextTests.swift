import Core
import DataLayer
import Models
import ModelsTestSupport
import NetworkLayer
import NetworkLayerTestSupport
import Testing

@testable import DetailFeature

/// Texts for the description rule, and what the page shows for them in each language.
struct DescriptionCase: Sendable, CustomTestStringConvertible {
  let description: String?
  let altDescription: String?
  let english: String
  let german: String

  var testDescription: String { "\(description ?? "nil") / \(altDescription ?? "nil") → \(english)" }
}

/// ``PhotoDetailViewModel``'s title and description, with their fallbacks in English and German.
@MainActor @Suite struct PhotoDetailTextTests {
  /// A model that has opened `photo`.
  private func model(showing photo: Photo, language: Language) async throws -> PhotoDetailViewModel {
    let service = FakePhotoService(photos: [photo])
    let model = PhotoDetailViewModel(
      photos: service.client, favorites: .noop, feed: nil,
      sections: try PluginRegistry(modules: []).sections.controller(for: .detail), language: language)
    await model.open(photo.id)
    return model
  }

  @Test(arguments: [
    DescriptionCase(
      description: "Harbour at dawn", altDescription: "boats", english: "Harbour at dawn", german: "Harbour at dawn"),
    DescriptionCase(
      description: nil, altDescription: "boats in a harbour", english: "boats in a harbour",
      german: "boats in a harbour"),
    DescriptionCase(
      description: "  \n", altDescription: "boats in a harbour", english: "boats in a harbour",
      german: "boats in a harbour"),
    DescriptionCase(description: nil, altDescription: nil, english: "No description", german: "Keine Beschreibung"),
    DescriptionCase(description: "", altDescription: " ", english: "No description", german: "Keine Beschreibung"),
  ])
  func description_fallsBackToAltThenToPlaceholder(example: DescriptionCase) async throws {
    let photo = try PhotoFixtures.make(
      id: "x", author: PhotoFixtures.authors[0], description: example.description,
      altDescription: example.altDescription)

    let english = try await model(showing: photo, language: .english)
    let german = try await model(showing: photo, language: .german)

    #expect(english.description == example.english)
    #expect(german.description == example.german)
  }

  @Test(arguments: ["", "   ", " \t "])
  func title_ofABlankAuthor_isUnknown_inTheLanguage(name: String) async throws {
    let author = PhotoUser(id: "u-x", username: "x", name: name)
    let photo = try PhotoFixtures.make(id: "x", author: author, description: nil, altDescription: nil)

    #expect(try await model(showing: photo, language: .english).title == "Unknown")
    #expect(try await model(showing: photo, language: .german).title == "Unbekannt")
  }

  @Test func title_isTheAuthorsName_trimmed() async throws {
    let author = PhotoUser(id: "u-x", username: "x", name: "  Ana Lima ")
    let photo = try PhotoFixtures.make(id: "x", author: author, description: nil, altDescription: nil)

    #expect(try await model(showing: photo, language: .german).title == "Ana Lima")
  }
}
