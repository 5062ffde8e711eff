import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Foundation
import Models
import NetworkLayer
import NetworkLayerTestSupport
import Testing

@testable import GalleryFeature

/// `mosaic favorites list|add|remove|toggle`, as English text (the point of these) and as JSON.
@Suite struct FavoritesCommandTests {
  private static let addedAt = Date(timeIntervalSince1970: 1_760_000_000)

  private static func favorites() -> FavoritesClient {
    .inMemory(now: { addedAt })
  }

  @Test func list_withoutFavorites_saysHowToAddOne() async throws {
    try await withTestHost(try FakePhotoService(count: 10)) { host in
      let implicit = try await host.favorites([])
      let explicit = try await host.favorites(["list"])

      #expect(implicit.output == "No favorites yet; add one with `mosaic favorites add ID`.\n")
      #expect(explicit.output == implicit.output)
    }
  }

  @Test func list_showsFavoritesNewestFirstWithStars_offline() async throws {
    let service = try FakePhotoService(count: 10)
    let favorites = Self.favorites()
    try await favorites.add(service.photos[2])
    try await favorites.add(service.photos[6])
    try await withTestHost(service, favorites: favorites) { host in
      let lines = try await host.favorites(["list"]).lines

      #expect(lines.count == 3)
      #expect(lines[0] == "2 favorites, newest first")
      #expect(lines[1].hasPrefix(" ★ p007  Bruno Costa             Description of p007 "))
      #expect(lines[2].hasPrefix(" ★ p003  Chen Wei                Description of p003 "))
      #expect(lines.dropFirst().allSatisfy { $0.hasSuffix("  added \(LocalTimestamp.minute(Self.addedAt))") })
      #expect(lines.dropFirst().allSatisfy { $0.count == TextStyle().width })
      #expect(service.photoRequests.isEmpty)
      #expect(service.requests.isEmpty)
    }
  }

  @Test func list_json_givesPhotosWithAddedAt() async throws {
    let service = try FakePhotoService(count: 10)
    let favorites = Self.favorites()
    try await favorites.add(service.photos[2])
    try await favorites.add(service.photos[6])
    try await withTestHost(service, favorites: favorites) { host in
      let document = try await host.favorites(["list", "--json"]).json()

      #expect(document.keys == ["favorites"])
      let entries = try #require(document["favorites"]).elements
      #expect(entries.map { $0["id"] } == ["p007", "p003"])
      #expect(entries.allSatisfy { $0["isFavorite"] == true })
      #expect(entries.allSatisfy { $0["addedAt"] == .string(ISO8601DateFormatter().string(from: Self.addedAt)) })
      #expect(entries[0]["author"] == "Bruno Costa")
    }
  }

  @Test func list_withAFailingStore_throwsTheStoresError() async throws {
    let busy = DataLayerError(.databaseBusy, path: "/tmp/mosaic.sqlite", seconds: 5)
    var favorites = FavoritesClient.inMemory()
    favorites.list = { throw busy }
    try await withTestHost(try FakePhotoService(count: 10), favorites: favorites) { host in
      let error = await #expect(throws: DataLayerError.self) { try await host.favorites(["list"]) }

      #expect(error == busy)
    }
  }

  @Test func add_fetchesThePhotoAndKeepsItsSnapshot() async throws {
    let service = try FakePhotoService(count: 10)
    try await withTestHost(service) { host in
      let console = try await host.favorites(["add", "p004"])

      #expect(console.output == "★ Added 'p004' (Dara Okafor) to the favorites.\n")
      #expect(service.photoRequests == ["p004"])
      #expect(try await host.favorites.list().map(\.photo) == [service.photos[3]])
    }
  }

  @Test func add_json_reportsTheNewState() async throws {
    try await withTestHost(try FakePhotoService(count: 10)) { host in
      let document = try await host.favorites(["add", "p004", "--json"]).json()

      #expect(document == ["id": "p004", "isFavorite": true, "changed": true])
    }
  }

  @Test func add_ofAFavorite_saysItAlreadyWas_andChangedIsFalse() async throws {
    let service = try FakePhotoService(count: 10)
    let favorites = Self.favorites()
    try await favorites.add(service.photos[3])
    try await withTestHost(service, favorites: favorites) { host in
      let console = try await host.favorites(["add", "p004"])
      let document = try await host.favorites(["add", "p004", "--json"]).json()

      #expect(console.output.isEmpty)
      #expect(console.errors == "'p004' (Dara Okafor) is already a favorite; its saved copy was refreshed.\n")
      #expect(document == ["id": "p004", "isFavorite": true, "changed": false])
      #expect(try await favorites.favoriteIDs() == ["p004"])
    }
  }

  @Test func add_ofAnUnknownPhoto_isPhotoUnavailable_withTheServicesError() async throws {
    try await withTestHost(try FakePhotoService(count: 10)) { host in
      let error = await #expect(throws: GalleryError.self) { try await host.favorites(["add", "nope"]) }

      #expect(error?.code == .photoUnavailable)
      #expect(error?.photoID == "nope")
      let ids = try await host.favorites.favoriteIDs()

      #expect(error?.underlying == NetworkError(.notFound, value: "nope"))
      #expect(ids.isEmpty)
    }
  }

  @Test func remove_ofAFavorite_removesIt_offline() async throws {
    let service = try FakePhotoService(count: 10)
    let favorites = Self.favorites()
    try await favorites.add(service.photos[0])
    try await withTestHost(service, favorites: favorites) { host in
      let console = try await host.favorites(["remove", "p001"])

      #expect(console.output == "Removed 'p001' from the favorites.\n")
      #expect(console.errors.isEmpty)
      #expect(try await favorites.favoriteIDs().isEmpty)
      #expect(service.photoRequests.isEmpty)
    }
  }

  @Test func remove_ofANonFavorite_notesThatNothingChanged() async throws {
    try await withTestHost(try FakePhotoService(count: 10)) { host in
      let console = try await host.favorites(["remove", "p009"])

      #expect(console.output.isEmpty)
      #expect(console.errors == "'p009' was not a favorite; nothing changed.\n")
    }
  }

  @Test func remove_json_reportsTheStateWithoutANote() async throws {
    try await withTestHost(try FakePhotoService(count: 10)) { host in
      let console = try await host.favorites(["remove", "p009", "--json"])

      #expect(try console.json() == ["id": "p009", "isFavorite": false, "changed": false])
      #expect(console.errors.isEmpty)
    }
  }

  @Test func toggle_addsThenRemoves_fetchingOnlyToAdd() async throws {
    let service = try FakePhotoService(count: 10)
    try await withTestHost(service) { host in
      let added = try await host.favorites(["toggle", "p005"])
      #expect(added.output == "★ Added 'p005' (Emil Sørensen) to the favorites.\n")
      #expect(try await host.favorites.isFavorite("p005"))

      let removed = try await host.favorites(["toggle", "p005"])
      #expect(removed.output == "Removed 'p005' from the favorites.\n")
      #expect(try await host.favorites.isFavorite("p005") == false)
      #expect(service.photoRequests == ["p005"])
    }
  }

  @Test func toggle_json_reportsEachNewState() async throws {
    try await withTestHost(try FakePhotoService(count: 10)) { host in
      let added = try await host.favorites(["toggle", "p005", "--json"]).json()
      let removed = try await host.favorites(["toggle", "p005", "--json"]).json()

      #expect(added == ["id": "p005", "isFavorite": true, "changed": true])
      #expect(removed == ["id": "p005", "isFavorite": false, "changed": true])
    }
  }

  @Test func favoriteAdded_showsAStarInTheGallery() async throws {
    try await withTestHost(try FakePhotoService(count: 10)) { host in
      try await host.favorites(["add", "p003"])

      let lines = try await host.gallery().lines

      #expect(lines.filter { $0.hasPrefix(" ★ ") }.map { $0.dropFirst(3).prefix(4) } == ["p003"])
    }
  }
}
