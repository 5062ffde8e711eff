import ArgumentParser
import Core
import CoreCLI
import PluginKit
import Testing

@testable import PluginHostLive

/// The quick parse of a plugin command answers only for lines ArgumentParser reads the same way, and with what it
/// reads: every line of the table parsed both ways.
@Suite struct PluginQuickLineTests {
  static let spec = CommandSpec(
    name: "quickmoon", summary: LocalizedText(en: "Moon"),
    arguments: [ArgumentSpec(name: "date", help: "A day", optional: true)],
    options: [OptionSpec(name: "days", help: "Days"), OptionSpec(name: "ascii", help: "Plain", flag: true)])

  /// What a parse set on the command.
  struct Reading: Equatable {
    var words: [String]
    var json: Bool
    var dataDirectory: String?
    var cacheDirectory: String?

    init<Tag>(_ command: PluginCommandSlot<Tag>) {
      words = command.words
      json = command.json
      dataDirectory = command.host.dataDirectory
      cacheDirectory = command.host.cacheDirectory
    }
  }

  static let readLines: [[String]] = [
    [], ["2026-01-01"], ["2026-01-01", "--days", "3", "--json"], ["--json", "--days=3", "--ascii"],
    ["--data-dir", "/tmp/mosaic data", "2026-01-01"], ["--cache-dir=/tmp/c", "--ascii", "--json"],
    ["--ascii=yes"], ["--days", "3", "--days", "4"], ["one", "two"], ["--days", "3", "2026-01-01"],
  ]

  static let parserLines: [[String]] = [
    ["--help"], ["-h"], ["help"], ["2026-01-01", "help"], ["--json", "--json"], ["--", "--ascii"], ["--days", "-3"],
    ["--nope"], ["-x"], ["-5"], ["--data-dir"], ["--data-dir", "-"], ["--days"], ["--version"],
    ["--data-dir", "a", "--data-dir", "b"], ["--days", "help"],
  ]

  /// Both parses of `line` for the slot of ``spec``: the quick one (or `nil`) and ArgumentParser's (or `nil` for an
  /// error or help).
  static func parsedBothWays(_ line: [String]) -> (quick: Reading?, parser: Reading?) {
    let slot = PluginCommandTable.slot(
      for: "quick/quickmoon", configuration: CommandConfiguration(commandName: "quickmoon"), spec: spec)
    func parse<Tag: SendableMetatype>(_: Tag.Type) -> (quick: Reading?, parser: Reading?) {
      SlotNumbers.record(PluginCommandSlot<Tag>.self, as: slot)
      let quick = PluginCommandSlot<Tag>.quickParse(line[...]).flatMap { $0 as? PluginCommandSlot<Tag> }
      let parsed = try? PluginCommandSlot<Tag>.parse(line)
      return (quick.map(Reading.init), parsed.map(Reading.init))
    }
    return parse(SlotTags.tag(slot))
  }

  @Test(arguments: readLines)
  func aLineItReads_isReadAsArgumentParserReadsIt(line: [String]) throws {
    let (quick, parser) = Self.parsedBothWays(line)
    let read = try #require(quick, "the quick parse left \(line) to ArgumentParser")
    #expect(read == parser)
  }

  @Test(arguments: parserLines)
  func anUnusualLine_isLeftToArgumentParser(line: [String]) {
    #expect(Self.parsedBothWays(line).quick == nil)
  }

  @Test func aManifestOptionNamedLikeAHostOption_leavesEveryLineToArgumentParser() {
    let spec = CommandSpec(
      name: "odd", summary: LocalizedText(en: "Odd"), options: [OptionSpec(name: "json", help: "J", flag: true)])
    #expect(PluginQuickLine(["x"], spec: spec) == nil)
  }

  @Test func theProxyModulesCommand_isQuick() async throws {
    let fake = try FakePlugin(behaviour: PluginProxyModuleTests.answer, commands: [Self.spec])
    let supervisor = fake.supervisor()
    defer { supervisor.shutdown() }
    let registry = try PluginRegistry(modules: [
      SupervisorModule(supervisor: supervisor), PluginProxyModule(fake.plugin),
    ])
    let command = try #require(registry.contributions(CommandContribution.self).first?.value)
    #expect(command.quickParse(["2026-01-01", "--json"][...]) != nil)
    #expect(command.quickParse(["--help"][...]) == nil)
    #expect(supervisor.running.isEmpty)
  }
}
