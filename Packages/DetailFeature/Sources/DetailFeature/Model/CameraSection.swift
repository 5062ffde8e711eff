import Core
import Models

/// The camera and exposure the photo was taken with (Unsplash's EXIF): camera, exposure time, aperture, focal
/// length and ISO, one field each with a stable id; a sentence when the photo has none.
struct CameraSection: SectionProvider {
  enum Field: String, CaseIterable {
    case camera, exposure, aperture
    case focalLength = "focal-length"
    case iso
  }

  static let id = "detail.camera"
  static let order = 20

  func title(in language: Language) -> String? { DetailStrings.camera(language) }

  func items(for photo: Photo, in language: Language) async throws -> [SectionItem] {
    let facts = PhotoFacts(photo)
    guard facts.hasExposure else {
      return [SectionItem(id: "none", content: .text(DetailStrings.noCamera(language)))]
    }
    let values: [(Field, String?)] = [
      (.camera, facts.camera),
      (.exposure, facts.exposureTime.map { DetailStrings.seconds($0, language) }),
      (.aperture, facts.aperture.map { "ƒ/\($0)" }),
      (.focalLength, facts.focalLength.map { "\($0) mm" }),
      (.iso, facts.iso.map { DetailStrings.count($0, language) }),
    ]
    return values.compactMap { field, value in
      value.map {
        SectionItem(id: field.rawValue, content: .field(label: DetailStrings.label(field, language), value: $0))
      }
    }
  }
}
