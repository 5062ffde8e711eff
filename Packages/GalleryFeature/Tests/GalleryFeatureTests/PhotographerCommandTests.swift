import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Models
import ModelsTestSupport
import NetworkLayer
import NetworkLayerTestSupport
import Testing

@testable import GalleryFeature

/// `mosaic photographer USERNAME` and `mosaic://user/USERNAME`: the photographer's photos listed as the gallery
/// lists its feed (text and JSON), paged, and a username that cannot be one or that nobody has, in one sentence.
@Suite struct PhotographerCommandTests {
  // Fixtures rotate five authors: "chen" took p003, p008, p013, …
  @Test func photographer_listsTheirPhotosOnly_likeTheGallery() async throws {
    let service = try FakePhotoService(count: 25)
    try await withTestHost(service) { host in
      let lines = try await host.registry.run(PhotographerCommand.self, ["chen"]).lines

      #expect(lines.first?.hasPrefix("Page 1 of 1 · 5 photos · by @chen") == true)
      #expect(lines.dropFirst().prefix(5).allSatisfy { $0.contains("Chen Wei") })
      #expect(
        lines.dropFirst().prefix(5).map { $0.split(separator: " ").first.map(String.init) } == [
          "p003", "p008", "p013", "p018", "p023",
        ])
      #expect(service.userRequests.map(\.query) == ["chen"])
      #expect(service.requests.isEmpty, "the feed is not asked")
    }
  }

  @Test func photographer_json_namesThePhotographer() async throws {
    let service = try FakePhotoService(count: 25)
    try await withTestHost(service) { host in
      let document = try await host.registry.run(PhotographerCommand.self, ["chen", "--json"]).json()

      #expect(document["photographer"] == "chen")
      #expect(document["photos"]?.elements.map { $0["id"] } == ["p003", "p008", "p013", "p018", "p023"])
      #expect(document["total"] == 5)
    }
  }

  @Test func photographer_withMorePages_saysHowToGoOn() async throws {
    let service = try FakePhotoService(count: 200)
    try await withTestHost(service) { host in
      let lines = try await host.registry.run(PhotographerCommand.self, ["chen"]).lines

      #expect(lines.last == "Next page: mosaic photographer chen --page 2")
    }
  }

  @Test func anUnknownPhotographer_isOneSentence_withItsCode() async throws {
    try await withTestHost(try FakePhotoService(count: 5)) { host in
      let error = await #expect(throws: GalleryError.self) {
        try await host.registry.run(PhotographerCommand.self, ["nobody"])
      }
      #expect(error?.code == .unknownPhotographer)
      #expect(error?.query == "nobody")
      #expect(error?.message(in: .german).hasPrefix("Es gibt keinen Fotografen 'nobody'") == true)
    }
  }

  @Test(arguments: ["..", "a/b", "jane doe", "x\u{1B}[2J"])
  func aNameThatCannotBeAUsername_isAUsageError(_ name: String) async throws {
    try await withTestHost(try FakePhotoService(count: 5)) { host in
      await #expect(throws: (any Error).self) { try await host.registry.run(PhotographerCommand.self, [name]) }
      #expect(host.service.userRequests.isEmpty)
    }
  }

  @Test func userURL_resolvesToThePhotographer_andPrintsWhatTheCommandPrints() async throws {
    try await withTestHost(try FakePhotoService(count: 25)) { host in
      let resolution = try host.registry.router.resolve("mosaic://user/chen?page=1")
      let destination = try #require(resolution.destination as? PhotographerDestination)

      #expect(destination.username == "chen" && destination.page == 1)
      #expect(resolution.route.moduleID == "gallery")
      let opened = try await host.registry.present(destination).lines
      let ran = try await host.registry.run(PhotographerCommand.self, ["chen"]).lines
      #expect(opened == ran)
    }
  }
}
