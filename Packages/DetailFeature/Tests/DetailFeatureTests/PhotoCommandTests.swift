import ArgumentParser
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

/// `mosaic photo ID` as English text (the point here): the composed page, with sections from DetailFeature
/// and another module.
@Suite struct PhotoCommandTests {
  @Test func photo_printsHeaderDetailsAndOtherModulesSections() async throws {
    let service = try FakePhotoService(count: 10)
    try await withTestHost(service) { host in
      let console = try await host.photo(["p003"])

      let created = LocalTimestamp.day(service.photos[2].createdAt)
      #expect(
        console.lines == [
          "Chen Wei",
          "@chen · p003 · ☆ not a favorite",
          "",
          "Details",
          "  Description: Description of p003",
          "  Alt text:    Alt text of p003",
          "  Size:        3003 × 2003 px",
          "  Color:       #102033",
          "  Likes:       21",
          "  Created:     \(created)",
          "  BlurHash:    \(PhotoFixtures.blurHash)",
          "",
          "About the photo",
          "  No place, tags or statistics.",
          "",
          "Camera",
          "  No camera details.",
          "",
          "Photographer",
          "  Username:    @chen",
          "",
          "Extras",
          "  extra: landscape",
          "  extra: by Chen Wei",
          "",
          "More by this photographer",
          "  ☆ p008  No description          \(LocalTimestamp.day(service.photos[7].createdAt))",
        ])
      #expect(console.errors.isEmpty)
      #expect(service.photoRequests == ["p003"])
      #expect(service.requests.isEmpty)
    }
  }

  @Test func photo_withoutOtherModules_showsHeaderAndDetailsOnly() async throws {
    try await withTestHost(try FakePhotoService(count: 10), extras: nil) { host in
      let lines = try await host.photo(["p003"]).lines

      expectEqual(
        lines.filter { !$0.hasPrefix("  ") && !$0.isEmpty },
        [
          "Chen Wei", "@chen · p003 · ☆ not a favorite", "Details", "About the photo", "Camera", "Photographer",
          "More by this photographer",
        ])
    }
  }

  @Test func photo_withoutDescription_showsTheAltTextOnce() async throws {
    try await withTestHost(try FakePhotoService(count: 10)) { host in
      let lines = try await host.photo(["p004"]).lines

      #expect(lines.contains("  Description: Alt text of p004"))
      expectNone(lines) { $0.hasPrefix("  Alt text:") }
      expectSome(lines) { $0.hasPrefix("  BlurHash:") }
    }
  }

  @Test func photo_withNeitherText_saysNoDescription_andWithoutBlurHashOmitsIt() async throws {
    try await withTestHost(try FakePhotoService(count: 40)) { host in
      let lines = try await host.photo(["p040"]).lines

      #expect(lines.contains("  Description: No description"))
      expectNone(lines) { $0.hasPrefix("  Alt text:") }
      expectNone(lines) { $0.hasPrefix("  BlurHash:") }
    }
  }

  @Test func photo_ofAFavorite_saysSoInTheHeader() async throws {
    let service = try FakePhotoService(count: 10)
    let favorites = FavoritesClient.inMemory()
    try await favorites.add(service.photos[2])
    try await withTestHost(service, favorites: favorites) { host in
      let lines = try await host.photo(["p003"]).lines

      #expect(lines.prefix(2) == ["Chen Wei", "@chen · p003 · ★ favorite"])
    }
  }

  @Test func photo_fromASavedCopy_isMarkedOffline() async throws {
    let service = try FakePhotoService(count: 10)
    let savedAt = Date(timeIntervalSince1970: 1_750_000_000)
    service.servePhotos(as: .cached(savedAt: savedAt, reason: FakePhotoService.outage))
    try await withTestHost(service) { host in
      let lines = try await host.photo(["p003"]).lines

      #expect(
        lines.first
          == "offline — showing results from \(LocalTimestamp.minute(savedAt)) (\(FakePhotoService.outage.message))")
      #expect(lines[1] == "Chen Wei")
    }
  }

  @Test func failingSection_saysSoInItsPlace_whileTheOthersRender() async throws {
    let service = try FakePhotoService(count: 10)
    try await withTestHost(service, extras: ExtrasModule(failure: FakePhotoService.outage)) { host in
      let lines = try await host.photo(["p003"]).lines

      #expect(lines.first == "Chen Wei")
      #expect(lines.contains("  Description: Description of p003"))
      let extras = try #require(lines.firstIndex(of: "Extras"))
      #expect(lines[extras + 1] == "  unavailable: \(FakePhotoService.outage.message)")
      #expect(lines.last?.contains("p008") == true)
    }
  }

  @Test func photo_unknownID_throwsTheServicesError_andPrintsNothing() async throws {
    try await withTestHost(try FakePhotoService(count: 10)) { host in
      let console = CapturedConsole()

      let error = await #expect(throws: NetworkError.self) { try await host.photo(["nope"], console: console) }

      #expect(error == NetworkError(.notFound, value: "nope"))
      #expect(console.output.isEmpty)
    }
  }

  @Test func parse_refusesBothDirections() {
    #expect(throws: (any Error).self) { try PhotoCommand.parse(["p001", "--next", "--previous"]) }
  }

  @Test(arguments: [(["p001"], nil), (["p001", "--next"], FeedDirection.next), (["--previous", "p001"], .previous)])
  func parse_readsTheDirection(arguments: [String], direction: FeedDirection?) throws {
    let command = try PhotoCommand.parse(arguments)

    #expect(command.id == "p001")
    expectEqual(command.direction.map { $0 == .next ? FeedDirection.next : .previous }, direction)
  }
}
