import ArgumentParser
import PluginKit
import Testing

@testable import PluginHostLive

@Suite struct PluginCommandLineTests {
  static let spec = CommandSpec(
    name: "moon", summary: LocalizedText(en: "Moon"),
    arguments: [ArgumentSpec(name: "date", help: "A day", optional: true)],
    options: [OptionSpec(name: "days", help: "Days"), OptionSpec(name: "ascii", help: "Plain", flag: true)])

  @Test func words_readAgainstTheManifest() throws {
    let line = try PluginCommandLine(["2026-01-01", "--days", "3", "--ascii"], spec: Self.spec)
    #expect(line.arguments == ["2026-01-01"])
    #expect(line.options == ["days": "3"])
    #expect(line.flags == ["ascii"])
    #expect(try PluginCommandLine(["--days=4", "--", "--ascii"], spec: Self.spec).arguments == ["--ascii"])
  }

  @Test(arguments: [["--bogus"], ["--days"], ["a", "b"], ["--ascii=yes"], [String(repeating: "x", count: 1001)]])
  func wordsItDoesNotTake_areUsageErrors(_ words: [String]) {
    #expect(throws: ValidationError.self) { try PluginCommandLine(words, spec: Self.spec) }
  }

  @Test func missingRequiredArgument_isNamed() {
    let spec = CommandSpec(
      name: "say", summary: LocalizedText(en: "Say"), arguments: [ArgumentSpec(name: "text", help: "")])
    #expect {
      try PluginCommandLine([], spec: spec)
    } throws: { error in
      (error as? ValidationError)?.message.contains("'<text>'") == true
    }
  }
}
