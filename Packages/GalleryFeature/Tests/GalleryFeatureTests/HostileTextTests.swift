import CoreCLI
import CoreTestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import NetworkLayerTestSupport
import Testing

@testable import GalleryFeature

/// Issue 8, finding 8: server text with escape sequences, line breaks and bidi overrides never reaches the
/// terminal raw from `mosaic gallery` or `mosaic favorites`; `--json` keeps it, escaped.
@Suite struct HostileTextTests {
  private func service() throws -> FakePhotoService {
    FakePhotoService(photos: [try Photo.hostile("h01"), try Photo.fixture("p02")])
  }

  @Test func gallery_text_hasNoControlsOrForgedLines() async throws {
    try await withTestHost(try service()) { host in
      let console = try await host.gallery()

      #expect(HostileText.isClean(console.output), "\(console.output)")
      #expect(console.lines.count == 4)
      #expect(console.lines[1].contains("Sunset"))
    }
  }

  @Test func gallery_json_keepsTheServerStringEscaped() async throws {
    try await withTestHost(try service()) { host in
      let console = try await host.gallery(["--json"])

      #expect(HostileText.isClean(console.output))
      let document = try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any]
      let photos = try #require(document?["photos"] as? [[String: Any]])
      #expect(photos.first?["description"] as? String == HostileText.sample)
    }
  }

  @Test func favorites_listAndChange_haveNoControls() async throws {
    let favorites = FavoritesClient.inMemory()
    try await withTestHost(try service(), favorites: favorites) { host in
      let added = try await host.favorites(["add", "h01"])
      let listed = try await host.favorites(["list"])

      #expect(HostileText.isClean(added.output + added.errors), "\(added.output)")
      #expect(HostileText.isClean(listed.output), "\(listed.output)")
      #expect(listed.lines.count == 2)
    }
  }
}
