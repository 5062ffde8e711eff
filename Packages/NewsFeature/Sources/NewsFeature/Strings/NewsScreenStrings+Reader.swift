import Core

/// The reader screen's keys and the lists' key to it, English and German side by side.
extension NewsScreenStrings {
  static func readKey(_ language: Language) -> String { language.pick(en: "read", de: "lesen") }
  static func browserKey(_ language: Language) -> String {
    language.pick(en: "open in the browser", de: "im Browser öffnen")
  }
  static func scrollKey(_ language: Language) -> String { language.pick(en: "scroll", de: "blättern") }
  static func pageKey(_ language: Language) -> String { language.pick(en: "a page", de: "eine Seite") }
  static func topBottomKey(_ language: Language) -> String {
    language.pick(en: "top, bottom", de: "Anfang, Ende")
  }
  static func backKey(_ language: Language) -> String { language.pick(en: "back", de: "zurück") }
}
