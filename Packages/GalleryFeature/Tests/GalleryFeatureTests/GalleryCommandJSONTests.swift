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

@testable import GalleryFeature

/// `mosaic gallery --json`: one document from the same output model as the text listing.
struct GalleryCommandJSONTests {
  /// Every key a listed photo has.
  private static let photoKeys: Set<String> = [
    "id", "author", "username", "description", "width", "height", "color", "blurHash", "likes", "isFavorite",
    "route",
  ]

  @Test func json_hasExactlyThePageFields_andPhotos() async throws {
    let service = try FakePhotoService(count: 100)
    let favorites = FavoritesClient.inMemory()
    try await favorites.add(service.photos[2])
    try await withTestHost(service, favorites: favorites) { host in
      let document = try await host.gallery(["--json"]).json()

      expectEqual(document.keys, ["page", "perPage", "hasMore", "total", "source", "stale", "photos"])
      expectEqual(document["page"], 1)
      expectEqual(document["perPage"], 30)
      expectEqual(document["hasMore"], true)
      expectEqual(document["stale"], false)
      expectEqual(document["total"], 100)
      expectEqual(document["source"], "embedded")
      let photos = try requireValue(document["photos"]).elements
      expectEqual(photos.count, 30)
      expectAll(photos) { $0.keys == Self.photoKeys }
      expectEqual(photos.map { $0["id"] }, service.photos[0..<30].map { .string($0.id) })
      expectEqual(photos.filter { $0["isFavorite"] == true }.map { $0["id"] }, [.string(service.photos[2].id)])
    }
  }

  @Test func json_photoValues_comeFromThePhoto_untranslated() async throws {
    let service = try FakePhotoService(count: 10)
    try await withTestHost(service) { host in
      for style in [TextStyle(), TextStyle(language: .german)] {
        let photos = try await requireValue(host.gallery(["--json"], style: style).json()["photos"]).elements

        expectEqual(
          photos[0],
          [
            "id": "p001", "author": "Ana Lima", "username": "ana", "description": "Description of p001",
            "width": 3001, "height": 2001, "color": "#102031", "blurHash": .string(PhotoFixtures.blurHash),
            "likes": 7, "isFavorite": false, "route": "mosaic://photo/p001",
          ])
        expectEqual(photos[3]["description"], "Alt text of p004")
        expectEqual(photos[4]["blurHash"], .null)
        expectEqual(photos[7]["description"], "No description")
      }
    }
  }

  @Test func json_printsOnlyTheDocument() async throws {
    try await withTestHost(try FakePhotoService(count: 10)) { host in
      let console = try await host.gallery(["--json"])

      expectText(console.output, hasPrefix: "{")
      expectText(console.output, hasSuffix: "}\n")
      expectEmpty(console.errors)
    }
  }

  @Test func json_ofAnEmptyGallery_hasNoPhotos_andNoNote() async throws {
    try await withTestHost(try FakePhotoService(count: 0)) { host in
      let console = try await host.gallery(["--json"])

      try expectEqual(console.json()["photos"], [])
      expectEmpty(console.errors)
    }
  }

  @Test func json_ofStalePage_saysWhenWhyAndTheCode() async throws {
    let service = try FakePhotoService(count: 10)
    let savedAt = Date(timeIntervalSince1970: 1_750_000_000)
    service.serve(page: 1, as: .cached(savedAt: savedAt, reason: FakePhotoService.outage))
    try await withTestHost(service) { host in
      let document = try await host.gallery(["--json"]).json()

      expectEqual(document["stale"], true)
      expectEqual(document["staleSince"], .string(ISO8601DateFormatter().string(from: savedAt)))
      expectEqual(document["staleReason"], .string(FakePhotoService.outage.message))
      expectEqual(document["staleCode"], "transport")
    }
  }

  @Test func json_all_holdsEveryPhotoAndCountsPages() async throws {
    try await withTestHost(try FakePhotoService(count: 70)) { host in
      let document = try await host.gallery(["--all", "--json"]).json()

      expectEqual(document["pages"], 3)
      expectEqual(document["page"], 3)
      expectEqual(document["hasMore"], false)
      let ids = try requireValue(document["photos"]).elements.map { $0["id"] }
      expectEqual(ids, host.service.photos.map { .string($0.id) })
    }
  }

  @Test func json_ofUnknownTotal_isNull() async throws {
    try await withTestHost(try FakePhotoService(count: 40, knowsEnd: false)) { host in
      let document = try await host.gallery(["--json", "--per-page", "5"]).json()

      expectEqual(document["total"], .null)
      expectEqual(document["perPage"], 5)
      expectEqual(document["photos"]?.elements.count, 5)
    }
  }
}
