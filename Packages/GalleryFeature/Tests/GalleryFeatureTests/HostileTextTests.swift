import CoreCLI
import CoreTestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import GalleryFeature

/// Issue 8, finding 8: server text with escape sequences, line breaks and bidi overrides never reaches the
/// terminal raw from `mosaic gallery` or `mosaic favorites`; `--json` keeps it, escaped.
struct HostileTextTests {
  private func service() throws -> FakePhotoService {
    FakePhotoService(photos: [try Photo.hostile("h01"), try Photo.fixture("p02")])
  }

  @Test func gallery_text_hasNoControlsOrForgedLines() async throws {
    try await withTestHost(try service()) { host in
      let console = try await host.gallery()

      expectTrue(HostileText.isClean(console.output), "\(console.output)")
      expectEqual(console.lines.count, 4)
      expectText(console.lines[1], contains: "Sunset")
    }
  }

  @Test func gallery_json_keepsTheServerStringEscaped() async throws {
    try await withTestHost(try service()) { host in
      let console = try await host.gallery(["--json"])

      expectTrue(HostileText.isClean(console.output))
      let document = try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any]
      let photos = try requireValue(document?["photos"] as? [[String: Any]])
      expectEqual(photos.first?["description"] as? String, HostileText.sample)
    }
  }

  @Test func favorites_listAndChange_haveNoControls() async throws {
    let favorites = FavoritesClient.inMemory()
    try await withTestHost(try service(), favorites: favorites) { host in
      let added = try await host.favorites(["add", "h01"])
      let listed = try await host.favorites(["list"])

      expectTrue(HostileText.isClean(added.output + added.errors), "\(added.output)")
      expectTrue(HostileText.isClean(listed.output), "\(listed.output)")
      expectEqual(listed.lines.count, 2)
    }
  }
}
