import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Foundation
import Models
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import GalleryFeature

/// `mosaic favorites list|add|remove|toggle`, as English text (the point of these) and as JSON.
struct FavoritesCommandTests {
  private static let addedAt = Date(timeIntervalSince1970: 1_760_000_000)

  private static func favorites() -> FavoritesClient {
    .inMemory(now: { addedAt })
  }

  @Test func list_withoutFavorites_saysHowToAddOne() async throws {
    try await withTestHost(try FakePhotoService(count: 10)) { host in
      let implicit = try await host.favorites([])
      let explicit = try await host.favorites(["list"])

      expectEqual(implicit.output, "No favorites yet; add one with `mosaic favorites add ID`.\n")
      expectEqual(explicit.output, implicit.output)
    }
  }

  @Test func list_showsFavoritesNewestFirstWithStars_offline() async throws {
    let service = try FakePhotoService(count: 10)
    let favorites = Self.favorites()
    try await favorites.add(service.photos[2])
    try await favorites.add(service.photos[6])
    try await withTestHost(service, favorites: favorites) { host in
      let lines = try await host.favorites(["list"]).lines

      expectEqual(lines.count, 3)
      expectEqual(lines[0], "2 favorites, newest first")
      expectText(lines[1], hasPrefix: " ★ p007  Bruno Costa             Description of p007 ")
      expectText(lines[2], hasPrefix: " ★ p003  Chen Wei                Description of p003 ")
      expectAll(lines.dropFirst()) { $0.hasSuffix("  added \(LocalTimestamp.minute(Self.addedAt))") }
      expectAll(lines.dropFirst()) { $0.count == TextStyle().width }
      expectEmpty(service.photoRequests)
      expectEmpty(service.requests)
    }
  }

  @Test func list_json_givesPhotosWithAddedAt() async throws {
    let service = try FakePhotoService(count: 10)
    let favorites = Self.favorites()
    try await favorites.add(service.photos[2])
    try await favorites.add(service.photos[6])
    try await withTestHost(service, favorites: favorites) { host in
      let document = try await host.favorites(["list", "--json"]).json()

      expectEqual(document.keys, ["favorites"])
      let entries = try requireValue(document["favorites"]).elements
      expectEqual(entries.map { $0["id"] }, ["p007", "p003"])
      expectAll(entries) { $0["isFavorite"] == true }
      expectAll(entries) { $0["addedAt"] == .string(ISO8601DateFormatter().string(from: Self.addedAt)) }
      expectEqual(entries[0]["author"], "Bruno Costa")
    }
  }

  @Test func list_withAFailingStore_throwsTheStoresError() async throws {
    let busy = DataLayerError(.databaseBusy, path: "/tmp/mosaic.sqlite", seconds: 5)
    var favorites = FavoritesClient.inMemory()
    favorites.list = { throw busy }
    try await withTestHost(try FakePhotoService(count: 10), favorites: favorites) { host in
      let error = await expectThrows(DataLayerError.self) { try await host.favorites(["list"]) }

      expectEqual(error, busy)
    }
  }

  @Test func add_fetchesThePhotoAndKeepsItsSnapshot() async throws {
    let service = try FakePhotoService(count: 10)
    try await withTestHost(service) { host in
      let console = try await host.favorites(["add", "p004"])

      expectEqual(console.output, "★ Added 'p004' (Dara Okafor) to the favorites.\n")
      expectEqual(service.photoRequests, ["p004"])
      try await expectEqual(host.favorites.list().map(\.photo), [service.photos[3]])
    }
  }

  @Test func add_json_reportsTheNewState() async throws {
    try await withTestHost(try FakePhotoService(count: 10)) { host in
      let document = try await host.favorites(["add", "p004", "--json"]).json()

      expectEqual(document, ["id": "p004", "isFavorite": true, "changed": true])
    }
  }

  @Test func add_ofAFavorite_saysItAlreadyWas_andChangedIsFalse() async throws {
    let service = try FakePhotoService(count: 10)
    let favorites = Self.favorites()
    try await favorites.add(service.photos[3])
    try await withTestHost(service, favorites: favorites) { host in
      let console = try await host.favorites(["add", "p004"])
      let document = try await host.favorites(["add", "p004", "--json"]).json()

      expectEmpty(console.output)
      expectEqual(console.errors, "'p004' (Dara Okafor) is already a favorite; its saved copy was refreshed.\n")
      expectEqual(document, ["id": "p004", "isFavorite": true, "changed": false])
      try await expectEqual(favorites.favoriteIDs(), ["p004"])
    }
  }

  @Test func add_ofAnUnknownPhoto_isPhotoUnavailable_withTheServicesError() async throws {
    try await withTestHost(try FakePhotoService(count: 10)) { host in
      let error = await expectThrows(GalleryError.self) { try await host.favorites(["add", "nope"]) }

      expectEqual(error?.code, .photoUnavailable)
      expectEqual(error?.photoID, "nope")
      let ids = try await host.favorites.favoriteIDs()

      expectEqual(error?.underlying, NetworkError(.notFound, value: "nope"))
      expectEmpty(ids)
    }
  }

  @Test func remove_ofAFavorite_removesIt_offline() async throws {
    let service = try FakePhotoService(count: 10)
    let favorites = Self.favorites()
    try await favorites.add(service.photos[0])
    try await withTestHost(service, favorites: favorites) { host in
      let console = try await host.favorites(["remove", "p001"])

      expectEqual(console.output, "Removed 'p001' from the favorites.\n")
      expectEmpty(console.errors)
      try await expectEmpty(favorites.favoriteIDs())
      expectEmpty(service.photoRequests)
    }
  }

  @Test func remove_ofANonFavorite_notesThatNothingChanged() async throws {
    try await withTestHost(try FakePhotoService(count: 10)) { host in
      let console = try await host.favorites(["remove", "p009"])

      expectEmpty(console.output)
      expectEqual(console.errors, "'p009' was not a favorite; nothing changed.\n")
    }
  }

  @Test func remove_json_reportsTheStateWithoutANote() async throws {
    try await withTestHost(try FakePhotoService(count: 10)) { host in
      let console = try await host.favorites(["remove", "p009", "--json"])

      try expectEqual(console.json(), ["id": "p009", "isFavorite": false, "changed": false])
      expectEmpty(console.errors)
    }
  }

  @Test func toggle_addsThenRemoves_fetchingOnlyToAdd() async throws {
    let service = try FakePhotoService(count: 10)
    try await withTestHost(service) { host in
      let added = try await host.favorites(["toggle", "p005"])
      expectEqual(added.output, "★ Added 'p005' (Emil Sørensen) to the favorites.\n")
      try await expectTrue(host.favorites.isFavorite("p005"))

      let removed = try await host.favorites(["toggle", "p005"])
      expectEqual(removed.output, "Removed 'p005' from the favorites.\n")
      try await expectEqual(host.favorites.isFavorite("p005"), false)
      expectEqual(service.photoRequests, ["p005"])
    }
  }

  @Test func toggle_json_reportsEachNewState() async throws {
    try await withTestHost(try FakePhotoService(count: 10)) { host in
      let added = try await host.favorites(["toggle", "p005", "--json"]).json()
      let removed = try await host.favorites(["toggle", "p005", "--json"]).json()

      expectEqual(added, ["id": "p005", "isFavorite": true, "changed": true])
      expectEqual(removed, ["id": "p005", "isFavorite": false, "changed": true])
    }
  }

  @Test func favoriteAdded_showsAStarInTheGallery() async throws {
    try await withTestHost(try FakePhotoService(count: 10)) { host in
      try await host.favorites(["add", "p003"])

      let lines = try await host.gallery().lines

      expectEqual(lines.filter { $0.hasPrefix(" ★ ") }.map { $0.dropFirst(3).prefix(4) }, ["p003"])
    }
  }
}
