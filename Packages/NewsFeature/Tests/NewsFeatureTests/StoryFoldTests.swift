import Foundation
import Testing

@testable import NewsFeature

/// Grouping folds ASCII titles in Swift and every other title through Foundation; the Swift fold must give what
/// Foundation's `folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)` with `ß` as `ss` gives.
@Suite struct StoryFoldTests {
  private func foundation(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .replacingOccurrences(of: "ß", with: "ss")
  }

  /// Every ASCII character alone, and every pair of them (the fold of ASCII maps each character on its own).
  @Test func everyASCIIPair_foldsAsFoundation() {
    var mismatches: [String] = []
    for first in UInt8(0)...0x7F {
      let one = String(decoding: [first], as: UTF8.self)
      if StoryGrouping.folded(one) != foundation(one) { mismatches.append(one.debugDescription) }
      for second in UInt8(0)...0x7F {
        let text = String(decoding: [first, second], as: UTF8.self)
        if StoryGrouping.folded(text) != foundation(text) { mismatches.append(text.debugDescription) }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  @Test(arguments: [
    "", "Fed holds interest rates steady as inflation cools - Reuters", "Markets RALLY as $9bn deal: 1,200 jobs | WSJ",
    "Übernahme: Die Bürgermeisterin beschließt günstigere Tickets – Tagesschau", "Café au lait", "ẞ STRASSE",
    "Ἀθῆναι", "İstanbul", "ﬁnance", "mixed ASCII and é",
  ])
  func titles_foldAsFoundation(text: String) {
    #expect(StoryGrouping.folded(text) == foundation(text))
  }
}
