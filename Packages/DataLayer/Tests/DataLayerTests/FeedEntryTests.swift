import DataLayer
import Foundation
import Testing

/// Issue 22: a feed's name from the person is bounded and shown safely.
@Suite struct FeedEntryTests {
  @Test(
    arguments: [
      ("Rust", "Rust"),
      ("  Formula   1 ", "Formula 1"),
      ("red\u{1B}[31malert", "redalert"),
      ("bell\u{07}ring", "bellring"),
      ("tab\there", "tab here"),
      ("", nil),
      ("\u{1B}[2J", nil),
      (String(repeating: "n", count: 40), String(repeating: "n", count: 40)),
      (String(repeating: "n", count: 41), nil),
    ] as [(String, String?)])
  func name_isStrippedAndBounded(_ text: String, _ expected: String?) {
    #expect(FeedEntry.name(text) == expected)
  }

  @Test func names_matchWithoutRegardToCase() {
    let entry = FeedEntry(name: "Rust", kind: .query, value: "rust", addedAt: Date())
    #expect(entry.id == FeedEntry.key("RUST"))
  }
}
