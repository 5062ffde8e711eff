import Core

/// What the accessible presentation says itself, in each language.
enum TranscriptStrings {
  static func favorite(added: Bool, _ item: String, _ language: Language) -> String {
    added
      ? language.pick(en: "Favorite added: \(item)", de: "Favorit hinzugefügt: \(item)")
      : language.pick(en: "Favorite removed: \(item)", de: "Favorit entfernt: \(item)")
  }

  /// Where the person is: the tab among the tabs, the selected one first.
  static func tabs(_ titles: [String], selected: Int, _ language: Language) -> String {
    guard titles.indices.contains(selected) else { return "" }
    let others = titles.indices.filter { $0 != selected }.map { "\($0 + 1) \(titles[$0])" }.joined(separator: ", ")
    return language.pick(
      en: "Tab \(selected + 1) of \(titles.count), \(titles[selected]); other tabs: \(others).",
      de: "Tab \(selected + 1) von \(titles.count), \(titles[selected]); weitere Tabs: \(others).")
  }

  static func keys(_ hints: [KeyHint], _ language: Language) -> String {
    let list = hints.filter { !$0.key.isEmpty }.map { "\($0.key) \($0.label)" }.joined(separator: ", ")
    return language.pick(en: "Keys: \(list).", de: "Tasten: \(list).")
  }

  static func sheet(_ title: String, _ language: Language) -> String {
    language.pick(en: "\(title), over the screen; Esc closes it.", de: "\(title), über dem Bildschirm; Esc schließt.")
  }
}
