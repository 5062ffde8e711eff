import Core
import Models

/// A stand-in for another feature (the gallery's "more photos"): it adds a section to the photo detail
/// slot through the registry, so the tests prove composition without GalleryFeature.
struct ExtrasModule: FeatureModule {
  let id = "test.extras"
  let version: SemanticVersion = "1.0.0"
  let displayName = "Test extras"
  let requires: [ServiceKey] = []
  let provides: [ServiceKey] = []

  func register(into registrar: ModuleRegistrar) throws {
    registrar.section(ExtrasSection(), in: .photoDetail)
  }
}

/// Two items that depend on the photo, so a test can tell the section saw the right subject.
struct ExtrasSection: SectionProvider {
  struct Item: Identifiable, Sendable {
    let id: String
    let text: String
  }

  let id = "test.extras"
  let title: String? = "Extras"
  let order = 50

  func items(for photo: Photo, resolver: Resolver) async throws -> [Item] {
    [
      Item(id: "shape", text: photo.width >= photo.height ? "landscape" : "portrait"),
      Item(id: "by", text: "by \(photo.user.name)"),
    ]
  }

  func lines(for item: Item) -> [String] {
    ["extra: \(item.text)"]
  }

  func json(for item: Item) -> JSONValue {
    ["text": .string(item.text)]
  }
}
