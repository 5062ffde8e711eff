import Foundation
import TestExpectations
import Testing

@testable import NewsFeature

/// Issue 22, stories: near-identical titles from several sources group, in list order; different stories that
/// share words stay apart; the work is bounded on hostile input.
@Suite struct StoryGroupingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let id: String
    let headlines: [(String, String)]
    let groups: [[Int]]
    var testDescription: String { id }
  }

  static let cases: [Case] = [
    Case(
      id: "source suffix and case",
      headlines: [
        ("Fed holds interest rates steady as inflation cools - Reuters", "Reuters"),
        ("Fed Holds Interest Rates Steady as Inflation Cools", "BBC News"),
        ("Fed holds interest rates steady, inflation cools | CNBC", "CNBC"),
      ],
      groups: [[0, 1, 2]]),
    Case(
      id: "a word more",
      headlines: [
        ("Apple to buy Beats Electronics for $3bn", "The Verge"),
        ("Apple to buy Beats Electronics for $3bn, sources say", "Bloomberg"),
      ],
      groups: [[0, 1]]),
    Case(
      id: "shared words, different stories",
      headlines: [
        ("Stocks rally as Fed signals rate cuts", "CNBC"),
        ("Stocks slump as oil prices surge", "Reuters"),
        ("Stocks", "Axios"),
        ("Stocks", "Politico"),
      ],
      groups: [[0], [1], [2, 3]]),
    Case(
      id: "one source's two articles are two stories (the embedded catalog's)",
      headlines: [
        ("Thirty minutes of cycling a day may improve sleep, researchers say", "Pulse Health"),
        ("Thirty minutes of walking a day may improve sleep, researchers say", "Pulse Health"),
        ("Thirty minutes of cycling a day may improve sleep, researchers say - BBC News", "BBC News"),
      ],
      groups: [[0, 2], [1]]),
    Case(
      id: "same template, another company",
      headlines: [
        ("Northwind Logistics shares jump after a surprise profit warning", "Reuters"),
        ("Halcyon Energy shares jump after a surprise profit warning", "Reuters"),
      ],
      groups: [[0], [1]]),
    Case(
      id: "one template, opposite moves (the embedded catalog's)",
      headlines: [
        ("Markets rally as bond yields hit a new high", "Reuters"),
        ("Markets fall sharply as bond yields hit a new high", "The Wall Street Journal"),
      ],
      groups: [[0], [1]]),
    Case(
      id: "German, diacritics and ß folded",
      headlines: [
        ("EZB lässt Leitzins unverändert – Inflation sinkt weiter", "Tagesschau"),
        ("Inflation sinkt weiter: EZB lässt den Leitzins unverandert - Handelsblatt", "Handelsblatt"),
        ("Große Koalition streitet über Haushalt", "Die Zeit"),
        ("Grosse Koalition streitet über den Haushalt - SPIEGEL", "Der Spiegel"),
      ],
      groups: [[0, 1], [2, 3]]),
    Case(
      id: "feed order kept, the first leads",
      headlines: [
        ("Tesla recalls 2 million cars over Autopilot", "AP"),
        ("Bank of England raises rates to 5.25%", "BBC News"),
        ("Tesla recalls two million cars over Autopilot - The Guardian", "The Guardian"),
        ("Bank of England raises interest rates to 5.25%", "Sky News"),
      ],
      groups: [[0, 2], [1, 3]]),
  ]

  @Test(arguments: cases) func groups_nearIdenticalTitles(_ example: Case) {
    let headlines = example.headlines.map { StoryGrouping.Headline(title: $0.0, source: $0.1) }
    #expect(StoryGrouping().groups(headlines) == example.groups)
  }

  @Test func sourceSuffix_isRemovedOnlyAfterASeparator() {
    let grouping = StoryGrouping()
    #expect(grouping.words(.init(title: "Markets rally - Reuters", source: "Reuters")) == ["markets", "rally"])
    #expect(
      grouping.words(.init(title: "Why we trust Reuters", source: "Reuters")) == ["why", "we", "trust", "reuters"])
  }

  @Test func hostileInput_isBounded() {
    let grouping = StoryGrouping()
    let endless = String(repeating: "word ", count: 100_000) + "tail"
    #expect(grouping.words(.init(title: endless, source: "X")) == ["word"])
    let many = (0..<5_000).map {
      StoryGrouping.Headline(title: "Same story told again and again \($0 % 2)", source: "S\($0)")
    }
    let groups = grouping.groups(many)
    expectAll(groups) { $0.count <= grouping.maximumGroupSize }
    expectEqual(groups.flatMap { $0 }.sorted(), Array(0..<5_000))
    let distinct = (0..<5_000).map { StoryGrouping.Headline(title: "Story \($0)", source: "S") }
    #expect(grouping.groups(distinct).count == 5_000)
  }
}
