import Core
import Models
import ModelsTestSupport
import NetworkLayerTestSupport
import Testing

@testable import DetailFeature

/// The page's title is the photographer's name without the spaces at either end (``HeaderSection``'s trim, held
/// to Foundation's `.whitespaces` by `HeaderNameTrimTests`), "Unknown" when nothing is left.
@MainActor @Suite struct PhotoDetailTitleTests {
  @Test(arguments: [
    (" \u{3000}Ana Lee\t", "Ana Lee"), ("\u{200B} \u{00A0}", "Unknown"), ("\nAna", "\nAna"), ("Chen Wei", "Chen Wei"),
  ])
  func title_isTheNameTrimmedOfSpaces(name: String, expected: String) async throws {
    let photo = try PhotoFixtures.photo(1, author: PhotoUser(id: "u9", username: "ana", name: name))
    try await withTestHost(FakePhotoService(photos: [photo])) { host in
      let model = try host.model()
      await model.open(photo.id)
      #expect(model.title == expected)
    }
  }
}
