import Core
import Foundation

extension NetworkStrings {
  /// A redirect Mosaic did not follow: to another origin, or round in circles within its own.
  static func redirectRefused(_ error: NetworkError, in language: Language) -> String {
    let service = serviceName(error, in: language)
    let path = error.path ?? "/"
    let variable = error.variable.map { " \($0)" } ?? ""
    if case .tooManyRedirects(let limit) = error.detail {
      return language.pick(
        en:
          "\(service) redirected '\(path)' more than \(limit) times; check\(variable.isEmpty ? " the URL" : variable).",
        de:
          "\(service) hat '\(path)' mehr als \(limit)-mal umgeleitet; prüfe\(variable.isEmpty ? " die URL" : variable)."
      )
    }
    let target = error.value ?? "?"
    let fix = language.pick(
      en: error.variable.map { "point \($0) at the server that answers" } ?? "use the server that answers",
      de: error.variable.map { "richte \($0) auf den Server, der antwortet" } ?? "nutze den Server, der antwortet")
    return language.pick(
      en: "\(service) redirected '\(path)' to another origin, '\(target)', which Mosaic never follows so that the "
        + "key stays with its server; \(fix).",
      de: "\(service) hat '\(path)' auf einen anderen Ursprung umgeleitet, '\(target)', dem Mosaic nie folgt, damit "
        + "der Schlüssel bei seinem Server bleibt; \(fix).")
  }

  /// An id that cannot name a photo.
  static func invalidPhotoID(_ error: NetworkError, in language: Language) -> String {
    let id = error.value ?? ""
    return language.pick(
      en: "'\(id)' is not a photo id; use an id as `mosaic gallery` lists it, like 'q5Aq-4pHXK9'.",
      de: "'\(id)' ist keine Foto-ID; nutze eine ID, wie `mosaic gallery` sie auflistet, etwa 'q5Aq-4pHXK9'.")
  }

  /// A username that cannot name a photographer.
  static func invalidUsername(_ error: NetworkError, in language: Language) -> String {
    let name = error.value ?? ""
    return language.pick(
      en:
        "'\(name)' is not a photographer's username; use one as `mosaic photo ID` shows it after '@', like 'jane_doe'.",
      de: "'\(name)' ist kein Benutzername eines Fotografen; nutze einen, wie `mosaic photo ID` ihn nach '@' zeigt, "
        + "etwa 'jane_doe'.")
  }

  /// A time setting that is not a number of seconds in range.
  static func notSeconds(variable: String, value: String, minimum: Int, maximum: Int, in language: Language) -> String {
    language.pick(
      en: "\(variable) is '\(value)', which is not a number of seconds from \(minimum) to \(maximum); set it like "
        + "'30' or unset it.",
      de: "\(variable) ist '\(value)' und damit keine Zahl von Sekunden zwischen \(minimum) und \(maximum); setze "
        + "sie etwa auf '30' oder entferne sie.")
  }

  /// A base URL whose port no TCP connection can use.
  static func portOutOfRange(variable: String, value: String, port: String, in language: Language) -> String {
    language.pick(
      en: "\(variable) is '\(value)', whose port \(port) is not between 1 and 65535; set it like "
        + "'http://127.0.0.1:8080' or unset it.",
      de: "\(variable) ist '\(value)', deren Port \(port) nicht zwischen 1 und 65535 liegt; setze sie etwa auf "
        + "'http://127.0.0.1:8080' oder entferne sie.")
  }

  /// `2 MB`, `512 KB`, `900 bytes`.
  static func size(_ bytes: Int) -> String {
    if bytes >= 1_048_576, bytes % 1_048_576 == 0 { return "\(bytes / 1_048_576) MB" }
    if bytes >= 1024, bytes % 1024 == 0 { return "\(bytes / 1024) KB" }
    return "\(bytes) bytes"
  }
}
