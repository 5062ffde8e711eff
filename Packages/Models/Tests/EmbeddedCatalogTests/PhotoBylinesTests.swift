import Models
import Testing

@testable import EmbeddedCatalog

/// A page's bylines name its photos and their photographers without building any, and the listed photos are
/// the page's own: "More photos" picks its six from the bylines and builds those only.
@Suite struct PhotoBylinesTests {
  private func standard() -> EmbeddedPhotoCatalog {
    EmbeddedPhotoCatalog(seed: EmbeddedPhotoCatalog.standardSeed, checkpoints: StandardPhotoIndex.checkpoints)
  }

  @Test(arguments: [(1, 30), (2, 30), (12, 30), (13, 30), (3, 10), (1, 1), (1, 400), (0, 30), (1, 0), (Int.max, 2)])
  func bylines_areThePagesIDsAndPhotographers_inOrder(page: Int, perPage: Int) {
    let bylines = standard().bylines(page, perPage: perPage)
    let photos = standard().page(page, perPage: perPage).photos

    let bylinesOfThePhotos = photos.map { PhotoByline(id: $0.id, userID: $0.user.id) }
    #expect(bylines == bylinesOfThePhotos)
  }

  @Test func bylines_buildNoPhoto_andListedPhotosBuildTheirsOnly() {
    let catalog = standard()
    let bylines = catalog.bylines(2, perPage: 30)
    #expect(catalog.builtCount == 0)

    let ids = [bylines[7].id, bylines[0].id, "nobody", bylines[29].id]
    let listed = catalog.listedPhotos(ids: ids)

    #expect(catalog.builtCount == 3)
    let page = standard().page(2, perPage: 30).photos
    #expect(listed == [page[7], page[0], page[29]])
  }

  @Test func eagerCatalog_bylinesMatchItsPages() {
    let catalog = EmbeddedPhotoCatalog(seed: 5, count: 80)
    for page in 1...3 {
      let bylinesMatchThePage =
        catalog.bylines(page, perPage: 30)
        == catalog.page(page, perPage: 30).photos.map { PhotoByline(id: $0.id, userID: $0.user.id) }
      #expect(bylinesMatchThePage)
    }
    #expect(catalog.listedPhotos(ids: catalog.photos.map(\.id).reversed()) == catalog.photos.reversed())
  }
}
