import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Models
import ModelsTestSupport
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import GalleryFeature

/// `mosaic photographer USERNAME` and `mosaic://user/USERNAME`: the photographer's photos listed as the gallery
/// lists its feed (text and JSON), paged, and a username that cannot be one or that nobody has, in one sentence.
struct PhotographerCommandTests {
  // Fixtures rotate five authors: "chen" took p003, p008, p013, …
  @Test func photographer_listsTheirPhotosOnly_likeTheGallery() async throws {
    let service = try FakePhotoService(count: 25)
    try await withTestHost(service) { host in
      let lines = try await host.registry.run(PhotographerCommand.self, ["chen"]).lines

      expectText(lines[1], hasPrefix: "Page 1 of 1 · 5 photos · by @chen")
      expectAll(lines.dropFirst(2).prefix(5)) { $0.contains("Chen Wei") }
      expectEqual(
        lines.dropFirst(2).prefix(5).map { $0.split(separator: " ").first.map(String.init) },
        [
          "p003", "p008", "p013", "p018", "p023",
        ])
      expectEqual(service.userRequests.map(\.query), ["chen"])
      expectEmpty(service.requests, "the feed is not asked")
    }
  }

  @Test func photographer_json_namesThePhotographer() async throws {
    let service = try FakePhotoService(count: 25)
    try await withTestHost(service) { host in
      let document = try await host.registry.run(PhotographerCommand.self, ["chen", "--json"]).json()

      expectEqual(document["photographer"], "chen")
      expectEqual(document["photos"]?.elements.map { $0["id"] }, ["p003", "p008", "p013", "p018", "p023"])
      expectEqual(document["total"], 5)
    }
  }

  @Test func photographer_withMorePages_saysHowToGoOn() async throws {
    let service = try FakePhotoService(count: 200)
    try await withTestHost(service) { host in
      let lines = try await host.registry.run(PhotographerCommand.self, ["chen"]).lines

      expectEqual(lines.last, "Next page: mosaic photographer chen --page 2")
    }
  }

  @Test func anUnknownPhotographer_isOneSentence_withItsCode() async throws {
    try await withTestHost(try FakePhotoService(count: 5)) { host in
      let error = await expectThrows(GalleryError.self) {
        try await host.registry.run(PhotographerCommand.self, ["nobody"])
      }
      expectEqual(error?.code, .unknownPhotographer)
      expectEqual(error?.query, "nobody")
      expectEqual(error?.message(in: .german).hasPrefix("Es gibt keinen Fotografen 'nobody'"), true)
    }
  }

  @Test(arguments: ["..", "a/b", "jane doe", "x\u{1B}[2J"])
  func aNameThatCannotBeAUsername_isAUsageError(_ name: String) async throws {
    try await withTestHost(try FakePhotoService(count: 5)) { host in
      await expectThrows((any Error).self) { try await host.registry.run(PhotographerCommand.self, [name]) }
      expectEmpty(host.service.userRequests)
    }
  }

  @Test func userURL_resolvesToThePhotographer_andPrintsWhatTheCommandPrints() async throws {
    try await withTestHost(try FakePhotoService(count: 25)) { host in
      let resolution = try host.registry.router.resolve("mosaic://user/chen?page=1")
      let destination = try requireValue(resolution.destination as? PhotographerDestination)

      expectEqual(destination.username, "chen")
      expectEqual(destination.page, 1)
      expectEqual(resolution.route.moduleID, "gallery")
      let opened = try await host.registry.present(destination).lines
      let ran = try await host.registry.run(PhotographerCommand.self, ["chen"]).lines
      expectEqual(opened, ran)
    }
  }

  // Issue 22: the photographer's own profile (`GET /users/:username`) over their photos.

  static let chen = PhotoUser(
    id: "u-chen", username: "chen", name: "Chen\u{1B}[2J Wei", bio: "Fog, forests\u{7}\nand early mornings.",
    location: "Oslo,\u{1B}]0;x\u{7} Norway")

  static func chensService(_ count: Int) throws -> FakePhotoService {
    FakePhotoService(photos: try (1...count).map { try PhotoFixtures.photo($0, author: chen) })
  }

  @Test func photographer_showsTheirProfile_overThePage_cleaned() async throws {
    let service = try Self.chensService(3)
    try await withTestHost(service) { host in
      let lines = try await host.registry.run(PhotographerCommand.self, ["chen"]).lines

      expectEqual(lines[0], "Chen Wei (@chen) · Oslo, Norway · 3 photos")
      expectEqual(lines[1], "  Fog, forests and early mornings.")
      expectText(lines[2], hasPrefix: "Page 1 of 1 · 3 photos · by @chen")
      expectEqual(service.profileRequests, ["chen"])
    }
  }

  @Test func photographer_withoutBioOrLocation_saysWhoAndHowMany() async throws {
    try await withTestHost(try FakePhotoService(count: 25)) { host in
      let lines = try await host.registry.run(PhotographerCommand.self, ["chen"]).lines
      expectEqual(lines[0], "Chen Wei (@chen) · 5 photos")
      expectText(lines[1], hasPrefix: "Page 1 of 1")
    }
  }

  @Test func photographer_json_carriesTheProfile() async throws {
    try await withTestHost(try Self.chensService(3)) { host in
      let document = try await host.registry.run(PhotographerCommand.self, ["chen", "--json"]).json()
      let profile = try requireValue(document["profile"])

      expectEqual(profile["username"], "chen")
      expectEqual(profile["name"], "Chen Wei")
      expectEqual(profile["bio"], "Fog, forests and early mornings.")
      expectEqual(profile["location"], "Oslo, Norway")
      expectEqual(profile["totalPhotos"], 3)
    }
  }

  @Test(arguments: [false, true])
  func aProfileThatCannotBeLoaded_leavesTheListing_andSaysWhy(json: Bool) async throws {
    let service = try FakePhotoService(count: 25)
    service.failProfile(with: FakePhotoService.outage)
    try await withTestHost(service) { host in
      let console = try await host.registry.run(PhotographerCommand.self, ["chen"] + (json ? ["--json"] : []))

      expectText(console.errors, hasPrefix: "The profile of @chen could not be loaded: ")
      if json {
        try expectNil(console.json()["profile"])
        try expectEqual(console.json()["photos"]?.elements.count, 5)
      } else {
        expectEqual(console.lines.first?.hasPrefix("Page 1 of 1 · 5 photos · by @chen"), true)
      }
    }
  }

  @Test func all_listsEveryPage_askingTheProfileOnce() async throws {
    let service = try Self.chensService(70)
    try await withTestHost(service) { host in
      let document = try await host.registry.run(PhotographerCommand.self, ["chen", "--all", "--json"]).json()

      expectEqual(document["photos"]?.elements.count, 70)
      expectEqual(document["pages"], 3)
      expectEqual(document["hasMore"], false)
      expectEqual(service.userRequests.map(\.page), [1, 2, 3])
      expectEqual(service.profileRequests, ["chen"])
    }
  }

  @Test func all_stopsAtTheGallerysBound_andSaysHowToGoOnWithThisPhotographer() async throws {
    let service = try Self.chensService(GalleryDestination.maximumWalk * 30 + 1)
    try await withTestHost(service) { host in
      let console = try await host.registry.run(PhotographerCommand.self, ["chen", "--all"])

      expectEqual(service.userRequests.count, GalleryDestination.maximumWalk)
      expectText(
        console.errors,
        contains: "continue with `mosaic photographer chen --page \(GalleryDestination.maximumWalk + 1) --all`",
        "\(console.errors)")
    }
  }

  @Test func all_stopsAtTheFirstPageTheServiceRefuses_afterPrintingWhatItListed() async throws {
    let service = try Self.chensService(70)
    let limited = NetworkError(.rateLimited, service: "Unsplash", status: 403)
    let base = service.client
    let photos = PhotoClient(
      source: base.source, listPhotos: base.listPhotos, photo: base.photo,
      userPhotos: { name, page, perPage in
        if page >= 2 { throw limited }
        return try await base.userPhotos(name, page, perPage)
      }, profile: base.profile)
    let registry = try PluginRegistry(
      modules: [GalleryModule()],
      serving: [.value(photos), .value(FavoritesClient.inMemory()), .value(CacheStore.inMemory())])
    try await withBootedRegistry(registry) {
      let console = CapturedConsole()
      let error = await expectThrows(NetworkError.self) {
        try await registry.run(PhotographerCommand.self, ["chen", "--all"], console: console)
      }
      expectEqual(error?.code, .rateLimited)
      expectEqual(console.lines.filter { $0.hasPrefix(" ") && $0.contains("Chen") }.count, 30, "page 1 was printed")
    }
  }
}
