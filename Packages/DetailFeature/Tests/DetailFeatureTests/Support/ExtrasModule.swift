import Core
import Foundation
import Models
import NetworkLayer

/// A stand-in for another feature (the gallery's "more photos"): it adds a section to the photo detail slot
/// through the registry, so the tests prove composition without importing GalleryFeature.
struct ExtrasModule: FeatureModule {
  let id = "test.extras"
  let version: SemanticVersion = "1.0.0"
  let displayName = "Test extras"
  let requires: [ServiceKey] = []
  let provides: [ServiceKey] = []
  /// When set, the section throws it instead of listing its items.
  var failure: NetworkError?
  /// Whether the section adds an item that opens the next photo, as "more photos" does.
  var opens = false
  /// When set, the second item ("by") carries a picture at this address.
  var picture: URL?

  func register(into registrar: ModuleRegistrar) throws {
    registrar.section(ExtrasSection.self, in: .detail) { _ in
      ExtrasSection(failure: failure, opens: opens, picture: picture)
    }
  }
}

/// Two items that depend on the photo, so a test can tell the section saw the right subject.
struct ExtrasSection: SectionProvider {
  static let id = "test.extras"
  static let order = 50

  let failure: NetworkError?
  var opens = false
  var picture: URL?

  func title(in language: Language) -> String? {
    language.pick(en: "Extras", de: "Zusätze")
  }

  func items(for photo: Photo, in language: Language) async throws -> [SectionItem] {
    if let failure { throw failure }
    let items = [
      SectionItem(id: "shape", content: .text("extra: \(photo.width >= photo.height ? "landscape" : "portrait")")),
      SectionItem(
        id: "by", content: .text("extra: by \(photo.user.name)"),
        image: picture.map { ImageReference(url: $0, description: "by \(photo.user.name)") }),
    ]
    guard opens else { return items }
    return items + [
      SectionItem(
        id: "next", content: .entry(code: "p002", title: "The next one", detail: nil), mark: .notFavorite,
        actions: [.open("mosaic://photo/p002", title: "Open")])
    ]
  }
}
