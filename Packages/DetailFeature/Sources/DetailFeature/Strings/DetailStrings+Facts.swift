import Core

/// The photo page's camera, statistics and photographer sections, in each language.
extension DetailStrings {
  static func camera(_ language: Language) -> String {
    language.pick(en: "Camera", de: "Kamera")
  }

  static func stats(_ language: Language) -> String {
    language.pick(en: "About the photo", de: "Über das Foto")
  }

  static func photographer(_ language: Language) -> String {
    language.pick(en: "Photographer", de: "Fotograf")
  }

  static func moreByPhotographer(_ language: Language) -> String {
    language.pick(en: "More by this photographer", de: "Mehr von diesem Fotografen")
  }

  static func noCamera(_ language: Language) -> String {
    language.pick(en: "No camera details.", de: "Keine Kameradaten.")
  }

  static func noStats(_ language: Language) -> String {
    language.pick(en: "No place, tags or statistics.", de: "Kein Ort, keine Schlagwörter, keine Statistik.")
  }

  static func noMorePhotos(_ language: Language) -> String {
    language.pick(en: "No other photos by this photographer.", de: "Keine weiteren Fotos dieses Fotografen.")
  }

  static func allPhotos(by name: String, _ language: Language) -> String {
    language.pick(en: "All photos by \(name)", de: "Alle Fotos von \(name)")
  }

  static func usernameLabel(_ language: Language) -> String {
    language.pick(en: "Username", de: "Benutzername")
  }

  static func openPhoto(_ language: Language) -> String {
    language.pick(en: "Open", de: "Öffnen")
  }

  static func label(_ field: CameraSection.Field, _ language: Language) -> String {
    switch field {
    case .camera: language.pick(en: "Camera", de: "Kamera")
    case .exposure: language.pick(en: "Exposure", de: "Belichtung")
    case .aperture: language.pick(en: "Aperture", de: "Blende")
    case .focalLength: language.pick(en: "Focal length", de: "Brennweite")
    case .iso: language.pick(en: "ISO", de: "ISO")
    }
  }

  static func label(_ field: PhotoStatsSection.Field, _ language: Language) -> String {
    switch field {
    case .location: language.pick(en: "Location", de: "Ort")
    case .views: language.pick(en: "Views", de: "Aufrufe")
    case .downloads: language.pick(en: "Downloads", de: "Downloads")
    case .tags: language.pick(en: "Tags", de: "Schlagwörter")
    }
  }

  /// An exposure time as sent ("1/250") with its unit.
  static func seconds(_ time: String, _ language: Language) -> String {
    "\(time) s"
  }

  /// `count` with its digits grouped in threes: "1,234,567" in English, "1.234.567" in German.
  static func count(_ count: Int, _ language: Language) -> String {
    let digits = Array(String(count.magnitude))
    let separator = language.pick(en: ",", de: ".")
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { grouped += separator }
      grouped.append(digit)
    }
    return count < 0 ? "-" + grouped : grouped
  }
}
