import Foundation
import Testing

@testable import EmbeddedCatalog

@Suite struct SupportTests {
  @Test(arguments: [
    (0, 1970, 1, 1),
    (-1, 1969, 12, 31),
    (951_782_400, 2000, 2, 29),
    (1_795_163_400, 2026, 11, 20),
    (4_102_444_799, 2099, 12, 31),
  ])
  func civilDate_matchesTheCalendar(seconds: Int, year: Int, month: Int, day: Int) {
    let date = CivilDate(Date(timeIntervalSince1970: TimeInterval(seconds)))

    #expect(date == CivilDate(year: year, month: month, day: day))
  }

  @Test func civilDate_path_isZeroPadded() {
    #expect(CivilDate(Date(timeIntervalSince1970: 1_772_323_200)).path == "2026/03/01")
  }

  @Test func fill_replacesEverySlotAndKeepsUnknownOnes() {
    var random = SeededGenerator(seed: 1)

    let text = TextTemplate.fill(
      "{company} shares {move} — {missing} {", slots: ["company": ["Halcyon"], "move": ["jump"]], using: &random)

    #expect(text == "Halcyon shares jump — {missing} {")
  }

  @Test(arguments: [
    ("{person} walking", "person", true),
    ("aerial view of {subject}", "person", false),
    ("{persons}", "person", false),
    ("{person", "person", false),
    ("person}", "person", false),
    ("x{person}", "person", true),
    ("", "person", false),
    ("{}", "", true),
  ])
  func mentions_findsTheSlotAsStringContainsDoes(template: String, slot: String, expected: Bool) {
    #expect(TextTemplate.mentions(template, slot: slot) == expected)
    #expect(template.contains("{\(slot)}") == expected)
  }

  @Test(arguments: [
    ("a autumn evening", "an autumn evening"),
    ("A orange tent", "An orange tent"),
    ("a red fox", "a red fox"),
    ("banana a", "banana a"),
  ])
  func fixingIndefiniteArticles_usesAnBeforeVowels(text: String, expected: String) {
    #expect(TextTemplate.fixingIndefiniteArticles(text) == expected)
  }

  /// The article fix appends word by word; it must give what splitting, fixing and joining gave, spaces and
  /// empty words included.
  @Test func fixingIndefiniteArticles_equalsSplitFixJoin() {
    func reference(_ text: String) -> String {
      var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
      for index in words.indices.dropLast() where words[index] == "a" || words[index] == "A" {
        if let next = words[index + 1].first, "aeiouAEIOU".contains(next) {
          words[index] += "n"
        }
      }
      return words.joined(separator: " ")
    }
    let pieces = ["a", "A", "an", "apple", "Egg", "red", "ü", "", " ", "a\u{301}", "é", "  "]
    var texts = ["", " ", "a", "A", "a ", " a", "a  apple", "Ana a", "a a a a", "a\napple", "a\u{00A0}apple"]
    for first in pieces {
      for second in pieces {
        for third in pieces { texts.append([first, second, third].joined(separator: " ")) }
      }
    }
    var mismatches: [String] = []
    for text in texts where TextTemplate.fixingIndefiniteArticles(text) != reference(text) {
      mismatches.append(text.debugDescription)
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  @Test(arguments: [
    ("Meridian Foods to cut 1,200 jobs", "meridian-foods-to-cut-1-200-jobs"),
    ("Die Bürgermeisterin beschließt günstigere Tickets", "die-buergermeisterin-beschliesst-guenstigere-tickets"),
    ("DAX auf Rekordhoch – Anleger", "dax-auf-rekordhoch-anleger"),
    ("  Hands-on with $2.4bn!  ", "hands-on-with-2-4bn"),
  ])
  func slug_isLowercaseASCIIWithDashes(title: String, expected: String) {
    #expect(NewsFactory.slug(title) == expected)
  }

  @Test func slug_longTitle_isCutAtAWordBoundary() {
    let slug = NewsFactory.slug(String(repeating: "word ", count: 40))

    #expect(slug.count <= 64)
    #expect(slug.hasSuffix("word"))
  }
}
