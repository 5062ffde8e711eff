import EmbeddedCatalog
import Foundation
import Models
import MosaicTestSupport
import Testing

/// Issue 19: `mosaic gallery --thumbnails` draws every photo of the page as its own picture. The released
/// build once crashed (SIGILL) in most runs and, when it did not, drew the first tile and left the other 29 as
/// alt text — which one `▀` anywhere in the output could not tell. Each run starts with an empty cache (the
/// case that broke) and then runs again from the disk cache.
@Suite struct GalleryThumbnailsEndToEndTests {
  /// Fresh sandboxes per mode: the defect showed in 8 of 10 runs, so three catch it all but surely.
  static let rounds = 3

  /// The photos of page 1, as the offline catalog holds them.
  static func firstPage(_ sandbox: Sandbox) async throws -> [Photo] {
    let ids = try await galleryIDs(sandbox)
    let photos = ids.compactMap { EmbeddedPhotoCatalog.standard.photo(id: $0) }
    try #require(photos.count == 30 && ids.count == 30, "\(ids)")
    return photos
  }

  @Test(arguments: [[], ["--graphics", "truecolor"], ["--graphics", "256"]])
  func everyTileOfThePage_isItsPhotosPicture(_ graphics: [String]) async throws {
    // Off a terminal the asked-for grid comes in 256 colors.
    let palette256 = graphics != ["--graphics", "truecolor"]
    for round in 1...Self.rounds {
      try await withSandbox { sandbox in
        for pass in ["empty cache", "disk cache"] {
          let result = try await sandbox.mosaic(["gallery", "--thumbnails"] + graphics)
          #expect(result.status == 0, "round \(round), \(pass): \(result)")
          let problems = ThumbnailTiles.problems(
            result.stdout, photos: try await Self.firstPage(sandbox), palette256: palette256)
          let report = problems.joined(separator: "\n")
          #expect(
            problems.isEmpty,
            "round \(round), \(pass), \(graphics): \(problems.count) of 30 tiles are wrong:\n\(report)")
        }
      }
    }
  }

  /// The checker sees alt text: with `--graphics text` every tile is words, and every tile is reported.
  @Test func altTextTiles_areEachReported() async throws {
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(["gallery", "--thumbnails", "--graphics", "text"])
      #expect(result.status == 0, "\(result)")
      let photos = try await Self.firstPage(sandbox)
      let problems = ThumbnailTiles.problems(result.stdout, photos: photos, palette256: false)
      #expect(problems.count == 30, "\(problems)")
      #expect(problems.allSatisfy { $0.contains("shows no picture but '[") }, "\(problems)")
    }
  }

  /// The checker sees a wrong picture: page 1's output checked against page 2's photos reports them.
  @Test func anotherPhotosPicture_isReported() async throws {
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(["gallery", "--thumbnails", "--graphics", "truecolor"])
      let photos = try await Self.firstPage(sandbox)
      // Each photo checked against its neighbour's tile: same ids, shifted pictures.
      let shifted = zip(photos, photos.dropFirst() + photos.prefix(1)).map { photo, other in
        Photo(
          id: photo.id, createdAt: other.createdAt, width: other.width, height: other.height, color: other.color,
          blurHash: other.blurHash, likes: other.likes, description: other.description,
          altDescription: other.altDescription, urls: other.urls, user: other.user)
      }
      let problems = ThumbnailTiles.problems(result.stdout, photos: shifted, palette256: false)
      #expect(problems.count >= 25, "\(problems)")
    }
  }
}
