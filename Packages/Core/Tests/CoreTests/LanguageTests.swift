import Core
import Foundation
import TestExpectations
import Testing

struct LanguageTests {
  @Test(arguments: [(Language.english, "No favorites yet."), (.german, "Noch keine Favoriten.")])
  func pick_choosesTheLanguagesText(language: Language, expected: String) {
    expectEqual(language.pick(en: "No favorites yet.", de: "Noch keine Favoriten."), expected)
  }

  @Test func pick_evaluatesOnlyTheChosenText() {
    let evaluated = Recorder()

    _ = Language.german.pick(
      en: {
        evaluated.record("en"); return ""
      }(),
      de: {
        evaluated.record("de"); return ""
      }())

    expectEqual(evaluated.entries, ["de"])
  }

  @Test func codes_andNames() throws {
    expectEqual(Language.allCases.map(\.rawValue), ["en", "de"])
    expectEqual(Language.allCases.map(\.displayName), ["English", "Deutsch"])
    expectEqual(Language.german.description, "de")
    try expectEqual(JSONDecoder().decode([Language].self, from: Data(#"["de","en"]"#.utf8)), [.german, .english])
  }
}
