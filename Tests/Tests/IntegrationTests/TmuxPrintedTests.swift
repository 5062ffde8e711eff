import Testing

@testable import MosaicTestSupport

/// What ``TmuxSession/send(_:thenPrinted:)`` searches: only what the pane printed after the keys.
@Suite struct TmuxPrintedTests {
  @Test func onlyWhatCameAfter_counts_fromTheLineTheCursorWasOn() {
    let earlier = "Page 2 of 12 · 60 of 342 photos\n> Mikael Tanaka"
    let now = earlier + " · spiral staircase\n\nMikael Tanaka\nDescription Spiral staircase, Porto"
    let since = TmuxSession.printed(now, after: earlier)
    #expect(since == "> Mikael Tanaka · spiral staircase\n\nMikael Tanaka\nDescription Spiral staircase, Porto")
    #expect(!since.contains("Page 2 of 12"))
  }

  @Test func aScrollbackThatDroppedItsFirstLines_isSearchedWhole() {
    let since = TmuxSession.printed("Favorite added: ♥ @mikael48", after: "Page 1 of 12\nPage 2 of 12")
    #expect(since == "Favorite added: ♥ @mikael48")
  }

  @Test func nothingPrintedBefore_searchesEverything() {
    #expect(TmuxSession.printed("é\nPage 1 of 12", after: "") == "é\nPage 1 of 12")
  }
}
