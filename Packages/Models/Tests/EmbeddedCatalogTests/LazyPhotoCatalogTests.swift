import Foundation
import Models
import Testing

@testable import EmbeddedCatalog

@Suite struct LazyPhotoCatalogTests {
  static let eager = EmbeddedPhotoCatalog(seed: EmbeddedPhotoCatalog.standardSeed, count: 342)

  /// The committed index is what walking the standard seed records. Run with MOSAIC_REGENERATE_PHOTO_INDEX=1
  /// after changing how photos are drawn to rewrite `StandardPhotoIndex.swift`.
  @Test func standardIndex_isWhatTheWalkRecords() throws {
    let walked = PhotoFactory.walk(seed: EmbeddedPhotoCatalog.standardSeed, count: 342).checkpoints
    let cast = PhotoFactory.cast(seed: EmbeddedPhotoCatalog.standardSeed).cast
    if ProcessInfo.processInfo.environment["MOSAIC_REGENERATE_PHOTO_INDEX"] == "1" {
      try Self.source(walked, cast: cast).write(to: Self.indexFile, atomically: true, encoding: .utf8)
    }
    #expect(StandardPhotoIndex.checkpoints == walked)
    #expect(StandardPhotoIndex.cast == cast)
  }

  @Test func standard_buildsTheSamePhotosAsTheEagerCatalog_inAnyOrder() {
    let lazy = EmbeddedPhotoCatalog(
      seed: EmbeddedPhotoCatalog.standardSeed, checkpoints: StandardPhotoIndex.checkpoints)
    let eager = Self.eager.photos

    #expect(lazy.page(7, perPage: 30).photos == Array(eager[180..<210]))
    #expect(lazy.photo(id: eager[341].id) == PhotoDetailsFactory.details(eager[341]))
    #expect(lazy.photo(id: eager[0].id) == PhotoDetailsFactory.details(eager[0]))
    #expect(lazy.photos == eager)
    #expect(EmbeddedPhotoCatalog.standard.photos == eager)
  }

  @Test(arguments: [UInt64(1), 5, 0xFFFF_FFFF_FFFF_FFFF])
  func anySeed_lazyPhotosEqualTheWalk(_ seed: UInt64) {
    let (photos, checkpoints) = PhotoFactory.walk(seed: seed, count: 80)
    let lazy = EmbeddedPhotoCatalog(seed: seed, checkpoints: checkpoints)

    #expect(lazy.page(3, perPage: 30).photos == Array(photos[60..<80]))
    #expect(lazy.photos == photos)
    #expect(EmbeddedPhotoCatalog(seed: seed, count: 80).photos == photos)
  }

  @Test func page_buildsOnlyThePhotosItShows() {
    let lazy = EmbeddedPhotoCatalog(
      seed: EmbeddedPhotoCatalog.standardSeed, checkpoints: StandardPhotoIndex.checkpoints)

    _ = lazy.page(2, perPage: 30)
    #expect(lazy.builtCount == 30)
    _ = lazy.photo(id: StandardPhotoIndex.checkpoints[100].id)
    #expect(lazy.builtCount == 31)
    _ = lazy.photo(id: "no-such-photo")
    #expect(lazy.builtCount == 31)
  }

  /// A lazy catalog's storage grows with the photos built, not with the photos it holds: a slot per photo of the
  /// standard catalog was 156 KB resident in every `mosaic gallery` and `mosaic photo ID`.
  @Test func storage_growsWithThePhotosBuilt_notWithTheCatalog() {
    let lazy = EmbeddedPhotoCatalog(
      seed: EmbeddedPhotoCatalog.standardSeed, checkpoints: StandardPhotoIndex.checkpoints)
    #expect(lazy.reservedCount == 0)

    _ = lazy.photo(id: StandardPhotoIndex.checkpoints[200].id)
    #expect(lazy.reservedCount < 8)
    _ = lazy.page(1, perPage: 30)
    #expect(lazy.reservedCount < 64)
    #expect(lazy.photos.count == 342)
    #expect(lazy.reservedCount >= 342)
  }

  /// The photo page's "more by this photographer" and the photographer's profile: the author's photos only.
  @Test func photosByUsername_buildsOnlyThatPhotographersPhotos() throws {
    let lazy = EmbeddedPhotoCatalog(
      seed: EmbeddedPhotoCatalog.standardSeed, checkpoints: StandardPhotoIndex.checkpoints)
    let username = Self.eager.photos[200].user.username

    let photos = lazy.photos(byUsername: username.uppercased())
    let photosOfTheUsername = Self.eager.photos.filter { $0.user.username == username }
    #expect(photos == photosOfTheUsername)
    #expect(lazy.builtCount == photos.count)
    #expect(photos.count < 20)
    let profile = try #require(lazy.profile(username: username))
    #expect(profile.totalPhotos == photos.count)
    #expect(lazy.builtCount == photos.count)
    #expect(lazy.photos(byUsername: "nobody-at-all").isEmpty)
  }

  @Test(arguments: [UInt64(1), EmbeddedPhotoCatalog.standardSeed])
  func photosByUsername_equalTheEagerFilter_forEveryPhotographer(_ seed: UInt64) {
    let (photos, checkpoints) = PhotoFactory.walk(seed: seed, count: 342)
    let lazy = EmbeddedPhotoCatalog(seed: seed, checkpoints: checkpoints)
    let eager = EmbeddedPhotoCatalog(seed: seed, count: 342)

    for username in Set(photos.map(\.user.username)) {
      let expected = photos.filter { $0.user.username.lowercased() == username.lowercased() }
      #expect(lazy.photos(byUsername: username) == expected)
      #expect(eager.photos(byUsername: username.uppercased()) == expected)
      #expect(lazy.profile(username: username)?.totalPhotos == expected.count)
    }
  }

  @Test func standard_blurHashesAndIDsAreUnchanged() {
    let first = EmbeddedPhotoCatalog.standard.page(1, perPage: 1).photos[0]
    #expect(first == Self.eager.photos[0])
    #expect(first.id == StandardPhotoIndex.checkpoints[0].id)
    #expect(first.blurHash == Self.eager.photos[0].blurHash)
  }

  private static let indexFile = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/EmbeddedCatalog/Photos/StandardPhotoIndex.swift")

  private static func source(_ checkpoints: [PhotoFactory.Checkpoint], cast: PhotoFactory.Cast) -> String {
    var lines = [
      "// Generated by LazyPhotoCatalogTests.standardIndex_isWhatTheWalkRecords (MOSAIC_REGENERATE_PHOTO_INDEX=1);",
      "// do not edit. Where each photo of EmbeddedPhotoCatalog.standard starts, so a page builds its photos alone,",
      "// and the BlurHash the walk drew for it; the photographers the seed draws first.",
      "import Models",
      "",
      "enum StandardPhotoIndex {",
      "  static let checkpoints: [PhotoFactory.Checkpoint] = [",
    ]
    for checkpoint in checkpoints {
      let state = String(checkpoint.state, radix: 16, uppercase: true)
      let padded = String(repeating: "0", count: 16 - state.count) + state
      let hash = checkpoint.blurHash.map { String(reflecting: $0) } ?? "nil"
      lines.append("    PhotoFactory.Checkpoint(")
      lines.append(
        "      id: \"\(checkpoint.id)\", state: 0x\(padded), seconds: \(checkpoint.seconds), blurHash: \(hash)),")
    }
    lines += ["  ]", "", "  static let cast = PhotoFactory.Cast(", "    users: ["]
    for user in cast.users {
      lines.append(
        "      PhotoUser(id: \(String(reflecting: user.id)), username: \(String(reflecting: user.username)), name: "
          + "\(String(reflecting: user.name))),")
    }
    lines += ["    ],", "    order: ["]
    for start in stride(from: 0, to: cast.order.count, by: 20) {
      let row = cast.order[start..<min(start + 20, cast.order.count)].map(String.init)
      lines.append("      " + row.joined(separator: ", ") + ",")
    }
    lines += ["    ])", "}", ""]
    return lines.joined(separator: "\n")
  }
}
