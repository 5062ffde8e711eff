import Core
import CoreCLI
import Models

/// The photographer's profile over their photos (`mosaic photographer USERNAME`, `mosaic://user/USERNAME`), in
/// each language. Every value the server sent is cleaned here (controls and escape sequences removed, bounded).
extension GalleryStrings {
  /// `Chen Wei (@chen) · Oslo, Norway · 42 photos`: who, where, how many; what the service left out is left out.
  static func profileLine(_ profile: PhotographerProfile, _ language: Language) -> String {
    var parts = ["\(clean(profile.name, limit: PhotographerProfile.maximumNameLength)) (@\(clean(profile.username)))"]
    if let location = profile.location.map({ clean($0, limit: PhotoUser.maximumLocationLength) }), !location.isEmpty {
      parts.append(location)
    }
    if let total = profile.totalPhotos { parts.append(photoCount(total, language)) }
    return parts.joined(separator: " · ")
  }

  /// The bio on one line, cleaned; `nil` when there is none.
  static func profileBio(_ profile: PhotographerProfile) -> String? {
    guard let bio = profile.bio.map({ clean($0, limit: PhotoUser.maximumBioLength) }), !bio.isEmpty else {
      return nil
    }
    return bio
  }

  /// `42 photos`, `1 photo`, with the digits grouped.
  static func photoCount(_ count: Int, _ language: Language) -> String {
    let digits = grouped(count, separator: language == .german ? "." : ",")
    return language.pick(
      en: "\(digits) photo\(count == 1 ? "" : "s")", de: "\(digits) \(count == 1 ? "Foto" : "Fotos")")
  }

  /// The profile could not be loaded; the photos are listed all the same.
  static func profileUnavailable(_ username: String, reason: String, _ language: Language) -> String {
    language.pick(
      en: "The profile of @\(clean(username)) could not be loaded: \(reason)",
      de: "Das Profil von @\(clean(username)) konnte nicht geladen werden: \(reason)")
  }

  private static func clean(_ text: String, limit: Int = 80) -> String {
    TerminalText.excerpt(text, limit: limit)
  }

  private static func grouped(_ value: Int, separator: String) -> String {
    let digits = Array(String(value))
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out += separator }
      out.append(digit)
    }
    return out
  }
}

extension GalleryScreenStrings {
  static func loadingProfile(_ username: String, _ language: Language) -> String {
    language.pick(
      en: "Loading the profile of @\(TerminalText.line(username))…",
      de: "Profil von @\(TerminalText.line(username)) wird geladen …")
  }
}
