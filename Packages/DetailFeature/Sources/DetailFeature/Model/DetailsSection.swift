import Core
import CoreCLI
import Models

/// The photo's facts: description (falling back to the alt description), size, color, likes, date and
/// placeholder hash, one field each with a stable identifier.
struct DetailsSection: SectionProvider {
  /// The facts, in the order shown; each raw value is its item's id.
  enum Field: String, CaseIterable {
    case description, alt, size, color, likes, created
    case blurHash = "blurhash"
  }

  static let id = "detail.details"
  static let order = 10

  func title(in language: Language) -> String? { DetailStrings.details(language) }

  func items(for photo: Photo, in language: Language) async throws -> [SectionItem] {
    let description = DetailStrings.description(of: photo, language)
    var values: [(Field, String)] = [
      (.description, description),
      (.size, DetailStrings.size(width: photo.width, height: photo.height, language)),
      (.color, photo.color),
      (.likes, "\(photo.likes)"),
      (.created, LocalTimestamp.day(photo.createdAt)),
    ]
    if let alt = photo.altDescription, alt != description {
      values.insert((.alt, alt), at: 1)
    }
    if let blurHash = photo.blurHash {
      values.append((.blurHash, blurHash))
    }
    return values.map { field, value in
      SectionItem(id: field.rawValue, content: .field(label: DetailStrings.label(field, language), value: value))
    }
  }
}
