import Core
import Models

/// Every line DetailFeature shows a person, in each language.
enum DetailStrings {
  static func noDescription(_ language: Language) -> String {
    language.pick(en: "No description", de: "Keine Beschreibung")
  }

  static func description(of photo: Photo, _ language: Language) -> String {
    photo.bestDescription ?? noDescription(language)
  }

  static func unknownAuthor(_ language: Language) -> String {
    language.pick(en: "Unknown", de: "Unbekannt")
  }

  static func details(_ language: Language) -> String {
    language.pick(en: "Details", de: "Details")
  }

  static func label(_ field: DetailsSection.Field, _ language: Language) -> String {
    switch field {
    case .description: language.pick(en: "Description", de: "Beschreibung")
    case .alt: language.pick(en: "Alt text", de: "Alternativtext")
    case .size: language.pick(en: "Size", de: "Größe")
    case .color: language.pick(en: "Color", de: "Farbe")
    case .likes: language.pick(en: "Likes", de: "Likes")
    case .created: language.pick(en: "Created", de: "Erstellt")
    case .blurHash: language.pick(en: "BlurHash", de: "BlurHash")
    }
  }

  static func size(width: Int, height: Int, _ language: Language) -> String {
    language.pick(en: "\(width) × \(height) px", de: "\(width) × \(height) Pixel")
  }

  static func toggleFavorite(isFavorite: Bool, _ language: Language) -> String {
    isFavorite
      ? language.pick(en: "Remove from favorites", de: "Aus den Favoriten entfernen")
      : language.pick(en: "Add to favorites", de: "Zu den Favoriten hinzufügen")
  }
}
