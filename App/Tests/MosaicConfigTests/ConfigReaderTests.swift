import Core
import CoreUI
import Foundation
import MosaicConfig
import TerminalGraphics
import TestExpectations
import Testing

@Suite struct ConfigReaderTests {
  static let tabs = ["gallery", "favorites", "news", "saved", "settings"]

  @Test func aFullFile_isReadWithNoProblem() throws {
    let text = """
      # Mosaic's configuration
      keys:
        preset: vim
        global:
          ctrl-n: down
        gallery:
          x: f
          h: none
          "?": f1
      theme:
        dark:
          accent: "#ff8800"
          selection:
            foreground: 16
            background: "#ffaa00"
      default_tab: news
      graphics: sixel
      news:
        country: DE
      """
    let read = ConfigReader.read(text, tabs: Self.tabs)
    #expect(read.problems == [])
    let config = read.config
    #expect(config.preset == .vim)
    #expect(config.defaultTab == "news")
    #expect(config.graphics == .sixel)
    #expect(config.newsCountry == "de")
    #expect(config.keys.translate(.control("n"), scope: "news") == .down)
    #expect(config.keys.translate(.character("x"), scope: "gallery") == .character("f"))
    #expect(config.keys.translate(.character("h"), scope: "gallery") == nil)
    #expect(config.keys.translate(.character("?"), scope: "gallery") == .function(1))
    // The preset's keys are there under the person's own.
    #expect(config.keys.translate(.control("d"), scope: "gallery") == .pageDown)
    let dark = config.colors.apply(to: .dark)
    #expect(dark.style(.accent).foreground == .rgb(255, 136, 0))
    #expect(dark.style(.selection) == CellStyle(foreground: .indexed(16), background: .rgb(255, 170, 0)))
  }

  @Test func anEmptyFile_isTheDefaults() {
    for text in ["", "# nothing yet\n", "---\n", "keys:\n  # gallery:\ntheme:\nnews: ~\n"] {
      let read = ConfigReader.read(text, tabs: Self.tabs)
      #expect(read.problems == [] && read.config == .defaults, "\(text)")
    }
  }

  /// YAML's booleans and numbers are read as the words they are: `n`, `y` and `1` are keys, `no` a word.
  @Test func yamlsBooleanWords_areKeys() {
    let read = ConfigReader.read("keys:\n  global:\n    n: down\n    no: up\n    y: enter\n    1: none\n", tabs: [])
    // `no` is two letters, not a key: a problem, not a boolean.
    #expect(read.problems.map(\.key) == ["keys.global.no"])
    #expect(read.config.keys.translate(.character("n"), scope: nil) == .down)
    #expect(read.config.keys.translate(.character("y"), scope: nil) == .enter)
    #expect(read.config.keys.translate(.character("1"), scope: nil) == nil)
  }

  struct Mistake: Sendable, CustomTestStringConvertible {
    let id: String
    let text: String
    let code: ConfigProblem.Code
    let line: Int
    let key: String
    var testDescription: String { id }
  }

  static let mistakes: [Mistake] = [
    Mistake(
      id: "unknown top key", text: "graphics: kitty\ncolours: dark\n", code: .unknownKey, line: 2, key: "colours"),
    Mistake(id: "bad mode", text: "\ngraphics: sixels\n", code: .badValue, line: 2, key: "graphics"),
    Mistake(id: "unknown tab", text: "default_tab: weather\n", code: .badValue, line: 1, key: "default_tab"),
    Mistake(id: "list for a word", text: "graphics:\n  - kitty\n", code: .wrongType, line: 2, key: "graphics"),
    Mistake(id: "bad preset", text: "keys:\n  preset: emacs\n", code: .badValue, line: 2, key: "keys.preset"),
    Mistake(id: "unknown screen", text: "keys:\n  galery:\n    x: f\n", code: .unknownKey, line: 2, key: "keys.galery"),
    Mistake(
      id: "bad key name", text: "keys:\n  news:\n    ctrl-1: down\n", code: .badValue, line: 3, key: "keys.news.ctrl-1"),
    Mistake(id: "bad target", text: "keys:\n  news:\n    x: jump\n", code: .badValue, line: 3, key: "keys.news.x"),
    Mistake(
      id: "bad color", text: "theme:\n  dark:\n    accent: orange\n", code: .badValue, line: 3, key: "theme.dark.accent"
    ),
    Mistake(
      id: "unknown role", text: "theme:\n  light:\n    link: 4\n", code: .unknownKey, line: 3, key: "theme.light.link"),
    Mistake(id: "unknown theme", text: "theme:\n  solarized: {}\n", code: .unknownKey, line: 2, key: "theme.solarized"),
    Mistake(id: "bad country", text: "news:\n  country: germany\n", code: .badValue, line: 2, key: "news.country"),
    // Issue 22: one list with the settings, the countries NewsAPI serves.
    Mistake(id: "country NewsAPI lacks", text: "news:\n  country: xx\n", code: .badValue, line: 2, key: "news.country"),
    Mistake(id: "not YAML", text: "graphics: [kitty\n", code: .syntax, line: 2, key: ""),
    Mistake(id: "duplicated key", text: "graphics: kitty\ngraphics: sixel\n", code: .syntax, line: 1, key: "graphics"),
    Mistake(id: "not a mapping", text: "- kitty\n", code: .wrongType, line: 1, key: ""),
  ]

  @Test(arguments: mistakes)
  func eachMistake_namesItsLineAndKey(_ mistake: Mistake) throws {
    let read = ConfigReader.read(mistake.text, tabs: Self.tabs)
    let problem = try #require(read.problems.first)
    #expect(read.problems.count == 1, "\(read.problems)")
    #expect(problem.code == mistake.code)
    #expect(problem.line == mistake.line, "\(problem.message)")
    #expect(problem.key == mistake.key)
    for language in [Language.english, .german] {
      let sentence = problem.message(in: language)
      #expect(sentence.hasPrefix(language.pick(en: "Line \(mistake.line)", de: "Zeile \(mistake.line)")))
      #expect(sentence.hasSuffix(".") && !sentence.dropLast().contains(". "), "\(sentence)")
    }
  }

  /// Every mistake is named, and what is right around them still applies.
  @Test func severalMistakes_allNamed_theRestApplies() {
    let text = "graphics: nope\ndefault_tab: news\nkeys:\n  news:\n    x: jump\n    z: enter\nfoo: 1\n"
    let read = ConfigReader.read(text, tabs: Self.tabs)
    #expect(read.problems.map(\.line) == [1, 5, 7])
    #expect(read.config.defaultTab == "news")
    #expect(read.config.graphics == nil)
    #expect(read.config.keys.translate(.character("z"), scope: "news") == .enter)
  }

  /// Outside input is hostile: control characters never reach a sentence, an alias bomb is not walked.
  @Test func hostileText_isBoundedAndClean() {
    let read = ConfigReader.read("graphics: \"ki\\e[2Jtty\"\n", tabs: Self.tabs)
    expectEqual(read.problems.first.map { !$0.message.contains("\u{1B}") }, true)
    // Twelve levels of nine aliases each: 9¹² scalars if walked.
    let names = "abcdefghijklm".map(String.init)
    var bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n"
    for (name, previous) in zip(names.dropFirst(), names) {
      bomb += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
    }
    bomb += "graphics: *m\n"
    let bombed = ConfigReader.read(bomb, tabs: Self.tabs)
    #expect(bombed.problems.count == 14)
    #expect(bombed.problems.last?.value == "[…]")
  }

  @Test func theFile_isFoundByXDG_thenHome() {
    #expect(ConfigFile(environment: ["XDG_CONFIG_HOME": "/c", "HOME": "/h"]).path == "/c/mosaic/config.yaml")
    #expect(ConfigFile(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h"]).path == "/h/.config/mosaic/config.yaml")
    #expect(ConfigFile(environment: [:]).path == nil)
  }

  @Test func aMissingFile_isNoMistake_aBadOneIs() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = ConfigFile(environment: ["XDG_CONFIG_HOME": folder.path])
    #expect(file.load(tabs: []).exists == false)
    #expect(file.load(tabs: []).problems == [])
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("mosaic/config.yaml"), withIntermediateDirectories: true)
    #expect(file.load(tabs: []).problems.map(\.code) == [.unreadable])
    try FileManager.default.removeItem(at: folder.appendingPathComponent("mosaic/config.yaml"))
    try Data(repeating: 0x23, count: ConfigFile.maximumBytes + 1).write(
      to: folder.appendingPathComponent("mosaic/config.yaml"))
    #expect(file.load(tabs: []).problems.map(\.code) == [.unreadable])
    try Data([0x67, 0xFF, 0xFE]).write(to: folder.appendingPathComponent("mosaic/config.yaml"))
    #expect(file.load(tabs: []).problems.map(\.code) == [.unreadable])
    try Data("graphics: kitty\n".utf8).write(to: folder.appendingPathComponent("mosaic/config.yaml"))
    #expect(file.load(tabs: []).config.graphics == .kitty)
  }
}
