import Models
import Testing

@testable import EmbeddedCatalog

/// ``PhotoShelf/index(of:)`` scans the ids for its first lookups and indexes them after: the answers are the same
/// either way.
@Suite struct PhotoShelfLookupTests {
  private static func shelf() -> PhotoShelf {
    PhotoShelf(
      seed: EmbeddedPhotoCatalog.standardSeed, checkpoints: StandardPhotoIndex.checkpoints, built: nil,
      cast: StandardPhotoIndex.cast)
  }

  /// Every id, then unknown and near-miss ids, asked before and after the shelf indexes them.
  @Test func everyLookup_findsThePositionOfItsID_beforeAndAfterTheIndex() {
    let shelf = Self.shelf()
    let ids = StandardPhotoIndex.checkpoints.map(\.id)
    let misses = ["", "no-such-photo", String(ids[0].dropLast()), ids[0] + "x", ids[5].uppercased()]
    // Within the scans, past them (the index is made on the lookup after the last scan), and again.
    for round in 0..<2 {
      for (offset, id) in ids.enumerated() {
        #expect(shelf.index(of: id) == offset, "round \(round), id \(id)")
      }
      for miss in misses where !ids.contains(miss) {
        #expect(shelf.index(of: miss) == nil, "round \(round), id \(miss)")
      }
    }
  }

  /// The first lookups scan: each answer stands on its own, whatever was asked before.
  @Test func theScans_andTheIndex_agree_onAMixOfHitsAndMisses() {
    let shelf = Self.shelf()
    let ids = StandardPhotoIndex.checkpoints.map(\.id)
    var random = SeededGenerator(seed: 23)
    for _ in 0..<(PhotoShelf.scansBeforeIndex * 3) {
      let position = random.next(below: ids.count + 10)
      let id = position < ids.count ? ids[position] : "missing-\(position)"
      #expect(shelf.index(of: id) == (position < ids.count ? position : nil))
    }
  }
}
