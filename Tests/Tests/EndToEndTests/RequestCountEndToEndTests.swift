import Foundation
import MosaicTestSupport
import TestExpectations
import Testing

/// `mosaic photo` against `mosaic-mock-api`, counting the Unsplash requests each run makes on `/_stats`:
/// one per page a run needs, never the same page twice, and one for the photographer's photos ("More by this
/// photographer") on each photo page.
@Suite struct RequestCountEndToEndTests {
  static let key = "e2e-count-key-\(UUID().uuidString)"

  func environment(_ server: MockServer) -> [String: String] {
    ["MOSAIC_UNSPLASH_BASE_URL": server.baseURL, "UNSPLASH_ACCESS_KEY": Self.key]
  }

  /// Runs `mosaic arguments` and returns the result with the Unsplash requests the server saw meanwhile.
  func counted(
    _ sandbox: Sandbox, _ server: MockServer, _ arguments: [String]
  ) async throws -> (result: CommandResult, requests: Int) {
    let before = try await server.stats().requests.unsplash
    let result = try await sandbox.mosaic(arguments, environment: environment(server))
    let after = try await server.stats().requests.unsplash
    return (result, after - before)
  }

  /// The `id` of the photo a `mosaic photo … --json` run shows.
  func shownID(_ result: CommandResult) throws -> String? {
    try #require(result.status == 0, "\(result)")
    return try jsonObject(result.stdout)["id"] as? String
  }

  @Test func next_fromTheLastPhotoOfAPage_asksForEachOfTheTwoPagesOnce() async throws {
    try await withSandbox { sandbox in
      try await withMockServer(["--unsplash-key", Self.key]) { server in
        let pageTwo = try await galleryIDs(sandbox, page: 2, environment: environment(server))
        let gallery = try await counted(sandbox, server, ["gallery", "--json"])
        #expect(gallery.requests == 1, "\(gallery.result)")
        let pageOne = try photos(in: try jsonObject(gallery.result.stdout)).compactMap { $0["id"] as? String }
        let last = try #require(pageOne.last)

        let next = try await counted(sandbox, server, ["photo", last, "--next", "--json"])
        #expect(try shownID(next.result) == pageTwo[0])
        #expect(next.requests == 3, "page 1 and page 2, each once, and the photographer's: \(next.result)")
      }
    }
  }

  @Test func next_withinAPage_asksForThatPageOnce() async throws {
    try await withSandbox { sandbox in
      try await withMockServer(["--unsplash-key", Self.key]) { server in
        let pageOne = try await galleryIDs(sandbox, environment: environment(server))
        let next = try await counted(sandbox, server, ["photo", pageOne[10], "--next", "--json"])
        #expect(try shownID(next.result) == pageOne[11])
        #expect(next.requests == 2, "the page and the photographer's photos: \(next.result)")

        let text = try await counted(sandbox, server, ["photo", pageOne[10], "--next"])
        #expect(text.result.status == 0, "\(text.result)")
        #expect(text.requests == 2, "\(text.result)")
      }
    }
  }

  @Test func previous_fromTheFirstPhotoOfAPage_asksForEachOfTheTwoPagesOnce() async throws {
    try await withSandbox { sandbox in
      try await withMockServer(["--unsplash-key", Self.key]) { server in
        let pageOne = try await galleryIDs(sandbox, environment: environment(server))
        let pageTwo = try await galleryIDs(sandbox, page: 2, environment: environment(server))
        let previous = try await counted(sandbox, server, ["photo", pageTwo[0], "--previous", "--json"])
        #expect(try shownID(previous.result) == pageOne.last)
        #expect(previous.requests == 3, "\(previous.result)")
      }
    }
  }

  @Test func photo_asksForThePhoto_andOnceForThePageItIsListedOn() async throws {
    try await withSandbox { sandbox in
      try await withMockServer(["--unsplash-key", Self.key]) { server in
        let pageOne = try await galleryIDs(sandbox, environment: environment(server))
        let photo = try await counted(sandbox, server, ["photo", pageOne[2], "--json"])
        #expect(try shownID(photo.result) == pageOne[2])
        #expect(
          photo.requests == 3, "the photo, its page for more photos, the photographer's photos: \(photo.result)")
        let sections = try #require(try jsonObject(photo.result.stdout)["sections"] as? [[String: Any]])
        let more = try requireValue(sections.first { $0["id"] as? String == "gallery.more-photos" })
        #expect((more["items"] as? [Any])?.count == 6)
      }
    }
  }
}
