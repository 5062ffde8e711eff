import Core

extension NewsStrings {
  /// `+2 sources` beside a story told by more sources than the one shown.
  static func moreSources(_ count: Int, _ language: Language) -> String {
    count == 1
      ? language.pick(en: "+1 source", de: "+1 Quelle")
      : language.pick(en: "+\(count) sources", de: "+\(count) Quellen")
  }

  /// `also: Reuters 1a2b3c, BBC News 4d5e6f`: the other sources of a story, with the ids that open them.
  static func alsoFrom(_ sources: [String], _ language: Language) -> String {
    language.pick(en: "also: ", de: "auch: ") + sources.joinedInOrder(separator: ", ")
  }
}
