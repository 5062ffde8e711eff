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
import Testing

@testable import DetailFeature

/// `mosaic photo ID` as text: the composed screen, with sections from DetailFeature and another module.
@Suite struct PhotoCommandTests {
  @Test func photo_printsHeaderDetailsAndOtherModulesSections() async throws {
    let service = try FakePhotoService(count: 10)
    try await withTestHost(service) { host in
      let console = try await host.photo(["p003"])

      let created = TextLayout.day(service.photos[2].createdAt)
      #expect(
        console.lines == [
          "Chen Wei",
          "@chen · p003 · ☆ not a favorite (mosaic favorites add p003)",
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
          "Extras",
          "  extra: landscape",
          "  extra: by Chen Wei",
        ])
      #expect(console.errors.isEmpty)
      #expect(service.photoRequests == ["p003"])
      #expect(service.requests.isEmpty)
    }
  }

  @Test func photo_withoutDescription_showsTheAltTextOnce() async throws {
    let service = try FakePhotoService(count: 10)
    try await withTestHost(service) { host in
      let lines = try await host.photo(["p004"]).lines

      #expect(lines.contains("  Description: Alt text of p004"))
      #expect(!lines.contains { $0.hasPrefix("  Alt text:") })
      #expect(lines.contains { $0.hasPrefix("  BlurHash:") })
    }
  }

  @Test func photo_withNeitherText_saysNoDescription_andWithoutBlurHashOmitsIt() async throws {
    let service = try FakePhotoService(count: 40)
    try await withTestHost(service) { host in
      let lines = try await host.photo(["p040"]).lines

      #expect(lines.contains("  Description: No description"))
      #expect(!lines.contains { $0.hasPrefix("  Alt text:") })
      #expect(!lines.contains { $0.hasPrefix("  BlurHash:") })
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
          == "offline — showing results from \(TextLayout.timestamp(savedAt)) (\(FakePhotoService.outage.message))")
      #expect(lines[1] == "Chen Wei")
    }
  }

  @Test func photo_unknownID_throwsTheServicesError() async throws {
    try await withTestHost(try FakePhotoService(count: 10)) { host in
      let error = await #expect(throws: NetworkError.self) { try await host.photo(["nope"]) }

      #expect(error?.kind == .notFound)
    }
  }

  @Test func parse_refusesBothDirections() {
    #expect(throws: (any Error).self) { try PhotoCommand.parse(["p001", "--next", "--previous"]) }
  }

  @Test(arguments: [
    ("mosaic://photo/abc", ["photo", "abc"]),
    ("mosaic://photo/abc?direction=next", ["photo", "abc", "--next"]),
    ("mosaic://photo/abc?direction=previous", ["photo", "abc", "--previous"]),
  ])
  func route_opensThePhotoCommand(url: String, arguments: [String]) async throws {
    try await withTestHost(try FakePhotoService(count: 1)) { host in
      let resolution = try host.registry.router.resolve(url)

      #expect(resolution.arguments == arguments)
      #expect(resolution.route.moduleID == "detail")
      #expect(try PhotoCommand.parse(Array(arguments.dropFirst())).id == "abc")
    }
  }

  @Test func route_withAnUnknownDirection_isRefusedByTheRoute() async throws {
    try await withTestHost(try FakePhotoService(count: 1)) { host in
      let error = #expect(throws: CoreError.self) {
        try host.registry.router.resolve("mosaic://photo/abc?direction=up")
      }
      #expect(error?.code == .invalidURL)
      #expect(
        error?.message
          == "'mosaic://photo/abc?direction=up' asks for the direction 'up'; use direction=next or direction=previous.")
    }
  }

  @Test func module_summaryListsCommandRouteAndSections() async throws {
    try await withTestHost(try FakePhotoService(count: 1)) { host in
      let summary = try #require(host.registry.summaries.first { $0.id == "detail" })

      #expect(summary.commands == ["photo"])
      #expect(summary.routes == ["mosaic://photo/:id"])
      #expect(summary.sections == ["photo.detail/detail.header", "photo.detail/detail.details"])
    }
  }
}
