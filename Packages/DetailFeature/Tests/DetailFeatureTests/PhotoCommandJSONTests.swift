import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import NetworkLayerTestSupport
import Testing

@testable import DetailFeature

/// `mosaic photo ID --json`: the photo, its title, and every composed section in one document.
@Suite struct PhotoCommandJSONTests {
  @Test func json_holdsThePhotoTitleAndSectionsInOrder() async throws {
    let service = try FakePhotoService(count: 10)
    try await withTestHost(service) { host in
      let console = try await host.photo(["p003", "--json"])
      let document = try console.json()

      #expect(console.errors.isEmpty)
      #expect(document["id"] == "p003")
      #expect(document["title"] == "Chen Wei")
      #expect(document["author"] == "Chen Wei")
      #expect(document["username"] == "chen")
      #expect(document["description"] == "Description of p003")
      #expect(document["altDescription"] == "Alt text of p003")
      #expect(document["width"] == 3003)
      #expect(document["height"] == 2003)
      #expect(document["color"] == "#102033")
      #expect(document["blurHash"] == .string(PhotoFixtures.blurHash))
      #expect(document["likes"] == 21)
      #expect(document["createdAt"] == .string(ISO8601DateFormatter().string(from: service.photos[2].createdAt)))
      #expect(document["isFavorite"] == false)
      #expect(document["stale"] == false)
      #expect(document["staleSince"] == nil)
      let sections = try #require(document["sections"]).elements
      #expect(sections.map { $0["id"] } == ["detail.header", "detail.details", "test.extras"])
      #expect(sections.map { $0["module"] } == ["detail", "detail", "test.extras"])
    }
  }

  @Test func json_sectionsCarryTheirItems() async throws {
    let service = try FakePhotoService(count: 10)
    try await withTestHost(service) { host in
      let sections = try #require(try await host.photo(["p003", "--json"]).json()["sections"]).elements

      let header = try #require(sections.first)
      #expect(header["title"] == .null)
      #expect(header["error"] == .null)
      #expect(
        header["items"] == [["id": "title", "title": "Chen Wei", "username": "chen", "isFavorite": false]])
      let details = sections[1]
      #expect(details["title"] == "Details")
      #expect(
        details["items"]?.elements.map { $0["id"] }
          == ["description", "alt", "size", "color", "likes", "created", "blurhash"])
      #expect(
        details["items"]?.elements.first == [
          "id": "description", "label": "Description", "value": "Description of p003",
        ])
      #expect(
        sections[2]["items"] == [["id": "shape", "text": "landscape"], ["id": "by", "text": "by Chen Wei"]])
    }
  }

  @Test func json_ofAFavorite_saysSo() async throws {
    let service = try FakePhotoService(count: 10)
    let favorites = FavoritesClient.inMemory()
    try await favorites.add(service.photos[2])
    try await withTestHost(service, favorites: favorites) { host in
      let document = try await host.photo(["p003", "--json"]).json()

      #expect(document["isFavorite"] == true)
    }
  }

  @Test func json_withoutTexts_givesThePlaceholderAndNulls() async throws {
    let service = try FakePhotoService(count: 40)
    try await withTestHost(service) { host in
      let document = try await host.photo(["p040", "--json"]).json()

      #expect(document["description"] == "No description")
      #expect(document["altDescription"] == .null)
      #expect(document["blurHash"] == .null)
    }
  }

  @Test func json_ofASavedCopy_isStaleWithWhenAndWhy() async throws {
    let service = try FakePhotoService(count: 10)
    let savedAt = Date(timeIntervalSince1970: 1_750_000_000)
    service.servePhotos(as: .cached(savedAt: savedAt, reason: FakePhotoService.outage))
    try await withTestHost(service) { host in
      let console = try await host.photo(["p003", "--json"])
      let document = try console.json()

      #expect(console.output.hasPrefix("{"))
      #expect(document["stale"] == true)
      #expect(document["staleSince"] == .string(ISO8601DateFormatter().string(from: savedAt)))
      #expect(document["staleReason"] == .string(FakePhotoService.outage.message))
    }
  }

  @Test func failingSection_isReportedInItsPlace_whileTheOthersRender() async throws {
    let service = try FakePhotoService(count: 10)
    var favorites = FavoritesClient.inMemory()
    let locked = DataLayerError(
      .databaseBusy, "The favorites database '/tmp/favorites.sqlite' stayed locked; close the other mosaic and retry.")
    favorites.isFavorite = { _ in throw locked }
    try await withTestHost(service, favorites: favorites) { host in
      let document = try await host.photo(["p003", "--json"]).json()

      let sections = try #require(document["sections"]).elements
      #expect(sections.map { $0["error"] } == [.string(locked.message), .null, .null])
      #expect(document["isFavorite"] == false)
    }
  }
}
