import CoreTestSupport
import Foundation
import Testing

/// Runs `body` with a copy of `Fixtures/`: a database the mosaic from before `user_version` wrote (GRDB's
/// `grdb_migrations` holding `v1`, `user_version` 0), with its three favorites still in the `-wal` file
/// next to a 4 KB main file, as that mosaic left it.
func withLegacyDatabase<T>(_ body: (URL) async throws -> T) async throws -> T {
  let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
  return try await withTemporaryDirectory { directory in
    for name in ["mosaic.sqlite", "mosaic.sqlite-wal"] {
      try FileManager.default.copyItem(
        at: fixtures.appendingPathComponent(name), to: directory.appendingPathComponent(name))
    }
    return try await body(directory.appendingPathComponent("mosaic.sqlite"))
  }
}

/// The favorites in the fixture, newest first, as `mosaic favorites` listed them.
enum LegacyFavorites {
  struct Expected: Equatable {
    let id: String
    let addedAt: TimeInterval
    let description: String
    let photographer: String
    let likes: Int
  }

  static let expected = [
    Expected(
      id: "94o6aigY4cT", addedAt: 1_795_425_335.985_370_6, description: "Exploring Iceland",
      photographer: "Lena Lindqvist", likes: 1418),
    Expected(
      id: "3Py8dl8KqEF", addedAt: 1_795_425_335.783_503_5, description: "Red rocks in Joshua Tree",
      photographer: "Sofia Nguyen", likes: 1122),
    Expected(
      id: "q5Aq-4pHXK9", addedAt: 1_795_425_335.549_100_4, description: "Spiral staircase, Porto",
      photographer: "Mikael Tanaka", likes: 18),
  ]
}
