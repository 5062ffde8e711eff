import EmbeddedCatalog
import Foundation
import Models
import MosaicTestSupport
import TestExpectations
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
      expectAll(problems, "\(problems)") { $0.contains("shows no picture but '[") }
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

  /// Issue 25: every tile drawn by a graphics protocol, decoded back, is its photo's picture; once with an
  /// empty cache and once from the disk cache.
  @Test(arguments: ["sixel", "kitty", "iterm2"])
  func protocolTiles_decodeToEachPhotosPicture(_ graphics: String) async throws {
    try await withSandbox { sandbox in
      let photos = try await Self.firstPage(sandbox)
      for pass in ["empty cache", "disk cache"] {
        let result = try await sandbox.mosaic(["gallery", "--thumbnails", "--graphics", graphics])
        #expect(result.status == 0, "\(pass): \(result.stderr)")
        let problems = ThumbnailPictures.problems(result.stdout, photos: photos, graphics: graphics)
        #expect(
          problems.isEmpty,
          "\(pass), \(graphics): \(problems.count) of 30 tiles are wrong:\n\(problems.joined(separator: "\n"))")
        // Room is made for each picture and the cursor comes back to step over it.
        let first = result.stdout.split(separator: "\n").first { $0.contains("\u{1B}7") } ?? ""
        #expect(first.hasPrefix(String(repeating: "\u{1B}D", count: 8) + "\u{1B}[8A\u{1B}7"))
      }
    }
  }

  /// The protocol checker sees a wrong picture: each photo checked against its neighbour's tile.
  @Test(arguments: ["sixel", "iterm2"])
  func protocolChecker_seesAnotherPhotosPicture(_ graphics: String) async throws {
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(["gallery", "--thumbnails", "--graphics", graphics])
      let photos = try await Self.firstPage(sandbox)
      let shifted = zip(photos, photos.dropFirst() + photos.prefix(1)).map { photo, other in
        Photo(
          id: photo.id, createdAt: other.createdAt, width: other.width, height: other.height, color: other.color,
          blurHash: other.blurHash, likes: other.likes, description: other.description,
          altDescription: other.altDescription, urls: other.urls, user: other.user)
      }
      let problems = ThumbnailPictures.problems(result.stdout, photos: shifted, graphics: graphics)
      #expect(problems.count >= 25, "\(problems)")
    }
  }

  /// Inside tmux kitty's tiles are Unicode placeholders: every cell of a tile names its row and column in
  /// the id of a picture sent before it, and that picture is the photo's.
  @Test func kittyInsideTmux_tilesArePlaceholdersOfEachPhotosPicture() async throws {
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(
        ["gallery", "--thumbnails", "--graphics", "kitty"], environment: ["TMUX": "/tmp/tmux-0/default,1,0"])
      #expect(result.status == 0, "\(result.stderr)")
      let photos = try await Self.firstPage(sandbox)
      let problems = ThumbnailPlaceholders.problems(result.stdout, photos: photos)
      #expect(problems.isEmpty, "\(problems.count) of 30 tiles are wrong:\n\(problems.joined(separator: "\n"))")
    }
  }
}
