import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Models
import NetworkLayer
import NetworkLayerTestSupport
import Testing

@testable import DetailFeature

/// `mosaic://photo/ID`: a typed destination, refused parameters with their payload, and a presentation that
/// prints what `mosaic photo` prints.
@Suite struct DetailRouteTests {
  @Test(arguments: [
    ("mosaic://photo/abc", PhotoDestination(id: "abc")),
    ("mosaic://photo/abc?direction=next", PhotoDestination(id: "abc", direction: .next)),
    ("mosaic://photo/abc?direction=previous", PhotoDestination(id: "abc", direction: .previous)),
    ("mosaic://photo/a%20b", PhotoDestination(id: "a b")),
  ])
  func photoURL_resolvesToItsDestination(url: String, expected: PhotoDestination) async throws {
    try await withTestHost(try FakePhotoService(count: 1)) { host in
      let resolution = try host.registry.router.resolve(url)

      #expect(resolution.destination as? PhotoDestination == expected)
      #expect(resolution.route.moduleID == "detail")
    }
  }

  @Test func unknownDirection_isInvalidRouteParameter_withItsPayload() async throws {
    try await withTestHost(try FakePhotoService(count: 1)) { host in
      let url = "mosaic://photo/abc?direction=up"

      let error = #expect(throws: CoreError.self) { try host.registry.router.resolve(url) }

      #expect(error?.code == .invalidRouteParameter)
      #expect(error?.value == url)
      #expect(error?.detail == "direction")
      #expect(error?.received == "up")
      #expect(error?.allowed == "next, previous")
    }
  }

  @Test func photoURL_withoutAnID_matchesNoRoute() async throws {
    try await withTestHost(try FakePhotoService(count: 1)) { host in
      let error = #expect(throws: CoreError.self) { try host.registry.router.resolve("mosaic://photo") }

      #expect(error?.code == .unknownRoute)
    }
  }

  @Test(arguments: [false, true])
  func presentingAPhotoDestination_printsWhatTheCommandPrints(json: Bool) async throws {
    let service = try FakePhotoService(count: 10)
    try await withTestHost(service) { host in
      let command = try await host.photo(["p003"] + (json ? ["--json"] : []))
      let destination = try host.registry.router.resolve("mosaic://photo/p003").destination

      let presented = try await host.registry.present(destination, json: json)

      #expect(presented.output == command.output)
      #expect(presented.output.contains("Chen Wei"))
    }
  }

  @Test func presentingAMove_printsWhatTheCommandPrints() async throws {
    let service = try FakePhotoService(count: 10)
    let feed = FakeFeed(photos: service.photos)
    try await withTestHost(service, feed: feed.client) { host in
      let command = try await host.photo(["p003", "--next"])
      let destination = try host.registry.router.resolve("mosaic://photo/p003?direction=next").destination

      let presented = try await host.registry.present(destination)

      #expect(presented.output == command.output)
      #expect(presented.lines.first == "Dara Okafor")
      #expect(feed.steps.count == 2)
    }
  }
}
