/// The user-facing sentences of the Core package, one entry per language.
///
/// Only failures a user can cause are here; composition failures are for module authors and keep the
/// English sentence they were thrown with.
enum CoreStrings {
  static func message(for error: CoreError, in language: Language) -> String? {
    let value = bounded(error.value ?? "")
    let detail = error.detail ?? ""
    switch error.code {
    case .invalidURL where error.module == nil:
      return language.pick(
        en: "'\(value)' is not a mosaic URL; write it like 'mosaic://gallery?page=2' or 'mosaic://photo/ID'.",
        de: "'\(value)' ist keine mosaic-URL; schreibe sie wie 'mosaic://gallery?page=2' oder 'mosaic://photo/ID'.")
    case .unknownRoute:
      let known = detail.isEmpty ? language.pick(en: "none", de: "keine") : detail
      return language.pick(
        en: "No route matches '\(value)'; known routes are \(known) (see `mosaic features`).",
        de: "Keine Route passt zu '\(value)'; bekannte Routen sind \(known) (siehe `mosaic features`).")
    case .invalidRouteParameter:
      let allowed = error.allowed ?? ""
      guard let received = error.received else {
        return language.pick(
          en: "'\(value)' has no '\(detail)'; add it to the URL, like \(allowed).",
          de: "'\(value)' hat kein '\(detail)'; ergänze es in der URL, etwa \(allowed).")
      }
      return language.pick(
        en: "'\(value)' sets '\(detail)' to '\(received)'; use \(allowed).",
        de: "'\(value)' setzt '\(detail)' auf '\(received)'; verwende \(allowed).")
    case .unsupportedAction:
      return language.pick(
        en: "The item '\(value)' has no action '\(detail)'; pick one of the actions it lists.",
        de: "Der Eintrag '\(value)' hat keine Aktion '\(detail)'; wähle eine der Aktionen, die er anbietet.")
    default:
      return nil
    }
  }

  /// The longest URL a message repeats; a longer one is cut, so a pasted wall of text stays one sentence.
  static let longestQuoted = 200

  static func bounded(_ text: String) -> String {
    text.count > longestQuoted ? String(text.prefix(longestQuoted)) + "…" : text
  }
}
