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

/// `mosaic photo ID --json`: the photo, its title, and every composed section as data, in one document.
@Suite struct PhotoCommandJSONTests {
  @Test func json_holdsThePhotoAndItsTitle() async throws {
    let service = try FakePhotoService(count: 10)
    try await withTestHost(service) { host in
      let console = try await host.photo(["p003", "--json"])
      let document = try console.json()

      #expect(console.errors.isEmpty)
      #expect(
        document.keys == [
          "id", "title", "author", "username", "description", "altDescription", "width", "height", "color",
          "blurHash", "likes", "createdAt", "isFavorite", "stale", "sections",
        ])
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
    }
  }

  @Test func json_sectionsAreData_inOrder_withQualifiedItemIDs() async throws {
    let service = try FakePhotoService(count: 10)
    try await withTestHost(service) { host in
      let sections = try #require(try await host.photo(["p003", "--json"]).json()["sections"]).elements

      expectEqual(
        sections.map { $0["id"] },
        [
          "detail.header", "detail.details", "detail.stats", "detail.camera", "detail.photographer", "test.extras",
          "detail.more-by-photographer",
        ].map { .string($0) })
      expectEqual(
        sections.map { $0["module"] }, ["detail", "detail", "detail", "detail", "detail", "test.extras", "detail"])
      expectEqual(sections.map { $0["state"] }, Array(repeating: "loaded", count: 7))
      expectEqual(sections.map { $0["error"] }, Array(repeating: .null, count: 7))
      expectEqual(
        sections.map { $0["title"] },
        [.null, "Details", "About the photo", "Camera", "Photographer", "Extras", "More by this photographer"])
      let url = JSONValue.string(service.photos[2].urls.small.absoluteString)
      #expect(
        sections[0]["items"] == [
          [
            "id": "detail.header/title", "kind": "heading", "title": "Chen Wei", "subtitle": "@chen · p003",
            "mark": "notFavorite",
            "image": [
              "url": url, "largeURL": url, "blurHash": .string(PhotoFixtures.blurHash), "width": 3003,
              "height": 2003, "description": "Alt text of p003",
            ],
            "actions": [["id": "favorite", "title": "Add to favorites"]],
          ]
        ])
      expectEqual(
        sections[1]["items"]?.elements.map { $0["id"] },
        ["description", "alt", "size", "color", "likes", "created", "blurhash"].map {
          .string("detail.details/\($0)")
        })
      #expect(
        sections[1]["items"]?.elements.first == [
          "id": "detail.details/description", "kind": "field", "label": "Description", "value": "Description of p003",
          "actions": [],
        ])
      expectEqual(sections[5]["items"]?.elements.map { $0["text"] }, ["extra: landscape", "extra: by Chen Wei"])
    }
  }

  @Test func json_ofAFavorite_saysSo_atTheTopAndInTheHeader() async throws {
    let service = try FakePhotoService(count: 10)
    let favorites = FavoritesClient.inMemory()
    try await favorites.add(service.photos[2])
    try await withTestHost(service, favorites: favorites) { host in
      let document = try await host.photo(["p003", "--json"]).json()

      #expect(document["isFavorite"] == true)
      #expect(document["sections"]?.elements.first?["items"]?.elements.first?["mark"] == "favorite")
    }
  }

  @Test func json_withoutTexts_givesThePlaceholderAndNulls() async throws {
    try await withTestHost(try FakePhotoService(count: 40)) { host in
      let document = try await host.photo(["p040", "--json"]).json()

      #expect(document["description"] == "No description")
      #expect(document["altDescription"] == .null)
      #expect(document["blurHash"] == .null)
    }
  }

  @Test func json_ofASavedCopy_isStaleWithWhenWhyAndTheCode() async throws {
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
      #expect(document["staleCode"] == "transport")
    }
  }

  @Test func failingSection_isReportedInItsPlace_withItsCode_whileTheOthersRender() async throws {
    let service = try FakePhotoService(count: 10)
    var favorites = FavoritesClient.inMemory()
    let busy = DataLayerError(.databaseBusy, path: "/tmp/mosaic.sqlite", seconds: 5)
    favorites.isFavorite = { _ in throw busy }
    try await withTestHost(service, favorites: favorites) { host in
      let document = try await host.photo(["p003", "--json"]).json()

      let sections = try #require(document["sections"]).elements
      expectEqual(sections.map { $0["state"] }, ["failed"] + Array(repeating: "loaded", count: 6))
      expectEqual(sections.map { $0["errorCode"] }, ["databaseBusy"] + Array(repeating: .null, count: 6))
      #expect(sections[0]["error"] == .string(busy.message))
      #expect(document["isFavorite"] == false)
    }
    try await withTestHost(service, extras: ExtrasModule(failure: FakePhotoService.outage)) { host in
      let sections = try #require(try await host.photo(["p003", "--json"]).json()["sections"]).elements

      expectEqual(sections.map { $0["state"] }, ["loaded", "loaded", "loaded", "loaded", "loaded", "failed", "loaded"])
      expectEqual(sections.map { $0["errorCode"] }, [.null, .null, .null, .null, .null, "transport", .null])
      #expect(sections[5]["error"] == .string(FakePhotoService.outage.message))
      #expect(sections[5]["items"] == [])
    }
  }
}
