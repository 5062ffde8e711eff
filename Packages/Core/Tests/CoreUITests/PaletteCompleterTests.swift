import Core
import TestExpectations
import Testing

@testable import CoreUI

/// Issue 25: what the command palette offers for a typed text and what Tab completes it to.
struct PaletteCompleterTests {
  static func completer(recent: [String] = []) throws -> PaletteCompleter {
    let registry = try PluginRegistry(modules: [LettersModule(), LetterModule(), NumbersModule(), WeatherModule()])
    let feeds = [
      PaletteEntry(.feed, text: "mosaic://letters?selected=C", label: "The letter C"),
      PaletteEntry(.feed, text: "mosaic://weather/berlin", label: "Wall Street Weather"),
    ]
    return PaletteCompleter(
      entries: PaletteCompleter.entries(
        tabs: [("letters", "Letters"), ("numbers", "Numbers")], routes: registry.router.routes, offered: feeds,
        recent: recent))
  }

  @Test func everyTabRouteAndOfferedPlace_isAnEntry_pluginRoutesToo() throws {
    let texts = try Self.completer().entries.map(\.text)
    expectEqual(
      texts,
      [
        "letters", "numbers", "mosaic://letters", "mosaic://letter/", "mosaic://weather/",
        "mosaic://letters?selected=C",
        "mosaic://weather/berlin",
      ])
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let typed: String
    let first: [String]
    var testDescription: String { "'\(typed)'" }
  }

  @Test(arguments: [
    Case(typed: "let", first: ["letters", "mosaic://letters", "mosaic://letter/"]),
    Case(typed: "NUM", first: ["numbers"]),
    Case(typed: "mosaic://w", first: ["mosaic://weather/", "mosaic://weather/berlin"]),
    // A route whose parameter is being typed still shows.
    Case(typed: "mosaic://letter/B", first: ["mosaic://letter/"]),
    Case(typed: "weather/paris", first: ["mosaic://weather/"]),
    // Labels match anywhere in them.
    Case(typed: "street", first: ["mosaic://weather/berlin"]),
    // A text containing it comes before a label containing it (a route's summary naming a feed).
    Case(typed: "berlin", first: ["mosaic://weather/berlin", "mosaic://weather/"]),
    Case(typed: "zzz", first: []),
  ])
  func candidates_rankPrefixesFirst(_ test: Case) throws {
    let texts = try Self.completer().candidates(for: test.typed).map(\.text)
    expectEqual(Array(texts.prefix(test.first.count)), test.first, "\(texts)")
    if test.first.isEmpty { expectEmpty(texts) }
  }

  @Test func candidates_areBounded_andAnEmptyLineShowsTheFirstEntries() throws {
    let completer = try Self.completer(recent: (1...20).map { "mosaic://letter/\($0)" })
    expectEqual(completer.candidates(for: "").count, PaletteCompleter.shownCandidates)
    expectEqual(completer.candidates(for: "").first?.text, "mosaic://letter/1")
    expectEqual(completer.candidates(for: "mosaic", limit: 3).count, 3)
  }

  @Test(arguments: [
    ("n", "numbers"), ("l", "letter"), ("mosaic://l", "mosaic://letter"), ("mosaic://we", "mosaic://weather/"),
    ("WEA", "weather/"), ("street", "mosaic://weather/berlin"), ("zzz", "zzz"),
  ])
  func tab_completesAsFarAsTheMatchesAgree(_ typed: String, _ completed: String) throws {
    try expectEqual(Self.completer().complete(typed), completed)
  }

  @Test func recentLines_comeFirst_andRepeatsAreListedOnce() throws {
    let completer = try Self.completer(recent: ["mosaic://letter/B", "numbers"])
    expectEqual(completer.entries.prefix(2).map(\.kind), [.recent, .recent])
    expectEqual(completer.entries.filter { $0.text == "numbers" }.count, 1)
    expectEqual(completer.candidates(for: "mosaic://letter/").first?.text, "mosaic://letter/B")
  }

  @Test func entries_shownFromOutside_loseControlCharacters() {
    let entry = PaletteEntry(.route, text: "mosaic://x\u{1B}]52;c;aGk=\u{07}", label: "a\u{1B}[2Jb\u{9B}c")
    expectNone(entry.text.unicodeScalars) { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    expectNone(entry.label.unicodeScalars) { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    expectEqual(PaletteEntry(.feed, text: String(repeating: "a", count: 5000), label: "").text.count, 200)
  }
}

/// A module as a plugin's proxy registers one: its routes reach the router like any other.
struct WeatherModule: FeatureModule {
  let id = "weather"
  let version: SemanticVersion = "1.0.0"
  let displayName = "Weather"
  var requires: [ServiceKey] { [] }
  var provides: [ServiceKey] { [] }

  func register(into registrar: ModuleRegistrar) throws {
    try registrar.route("weather/:city", summary: "The weather in a city, like berlin") { match in
      LetterDestination(letter: try match.required("city"))
    }
  }
}
