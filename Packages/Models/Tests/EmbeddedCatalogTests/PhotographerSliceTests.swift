import Models
import Testing

@testable import EmbeddedCatalog

/// A photographer's photos at some positions of their list are those of the whole list, and only they are built:
/// the photo page's "More by this photographer" builds seven, not every photo of the author.
@Suite struct PhotographerSliceTests {
  private func standard() -> EmbeddedPhotoCatalog {
    EmbeddedPhotoCatalog(seed: EmbeddedPhotoCatalog.standardSeed, checkpoints: StandardPhotoIndex.checkpoints)
  }

  @Test(arguments: [0..<7, 0..<1, 3..<5, 0..<0, 5..<400, 10_000..<10_001, 0..<Int.max])
  func positions_areThoseOfTheWholeList(positions: Range<Int>) throws {
    let author = try #require(standard().page(1, perPage: 1).photos.first).user.username
    let all = standard().photos(byUsername: author)
    let (total, photos) = standard().photos(byUsername: author.uppercased(), at: positions)

    #expect(total == all.count)
    #expect(photos == Array(all[positions.clamped(to: 0..<all.count)]))
  }

  @Test func onlyThePositionsPhotos_areBuilt() throws {
    let catalog = standard()
    let author = try #require(standard().page(1, perPage: 1).photos.first).user.username
    let (total, photos) = catalog.photos(byUsername: author, at: 0..<7)

    #expect(total > 7)
    #expect(photos.count == 7)
    #expect(catalog.builtCount == 7)
  }

  @Test func nobody_hasNoPhotos() {
    let (total, photos) = standard().photos(byUsername: "nobody_here", at: 0..<7)
    #expect(total == 0 && photos.isEmpty)
  }
}
