import ArgumentParser
import Core
import CoreCLI
import Foundation
import Testing

@testable import MosaicHost

extension HostRuns {
  /// The hot commands' own parse (``QuickParsable``) against ArgumentParser's over a table of lines: the same
  /// command with the same values when the quick parse reads a line, and byte for byte the same output, errors
  /// and exit status from the whole host either way.
  @Suite struct QuickParseHostTests {
    /// A photo of the embedded catalog, as `mosaic gallery` lists it first.
    static let photo = "q5Aq-4pHXK9"

    /// Lines the quick parse must read itself: the shapes `make bench-start` measures and their neighbours.
    static let quick: [[String]] = [
      ["gallery"], ["gallery", "--json"], ["gallery", "--page", "2"], ["gallery", "--page=3", "--json"],
      ["gallery", "--per-page", "5", "--all"], ["gallery", "--search", "mountain"], ["gallery", "--page", "007"],
      ["photo", photo], ["photo", photo, "--json"],
      ["photo", "--next", photo], ["photo", photo, "--previous", "--json"], ["favorites"], ["favorites", "list"],
      ["favorites", "--json"], ["favorites", "list", "--json"], ["news"], ["news", "--json"], ["news", "wsj"],
      ["news", "feed"], ["news", "feed", "wsj", "--page", "2"], ["news", "--page", "2", "wsj"],
      ["news", "--json", "feeds"], ["news", "nosuchfeed"], ["news", "--page=3"], ["news", "--page", "1000"],
      ["photo", "no-such-photo"],
      // Issue 22: a feed by name (`--feed`), also one nobody made; the line with no name reads it unset.
      ["news", "--feed", "wsj"], ["news", "--feed", "nosuchfeed", "--json"], ["news", "--feed=science", "--page", "2"],
    ]

    /// Lines left to ArgumentParser (help, errors, other subcommands, anything unusual), and lines whose quick
    /// parse fails validation.
    static let parsed: [[String]] = [
      ["gallery", "--page", "0"], ["gallery", "--page=0"], ["gallery", "--page", "-1"], ["gallery", "--page"],
      ["gallery", "--page", "x"], ["gallery", "--page", "+2"], ["gallery", "--page", "99999999999999999999"],
      ["gallery", "--page", "2", "--page", "3"], ["gallery", "--per-page", "31"], ["gallery", "--json", "--json"],
      ["gallery", "--search", " "], ["gallery", "--search="], ["gallery", "--"], ["gallery", "--", "--json"],
      ["gallery", "--unknown"], ["gallery", "-h"], ["gallery", "--help"], ["gallery", "help"], ["gallery", "extra"],
      ["gallery", "--data-dir", "-x"], ["gallery", "--data-dir", " "], ["gallery", "--json=true"],
      ["gallery", "--version"], ["gallery", "--thumbnails", "--width", "2"], ["photo"], ["photo", photo, photo],
      ["photo", photo, "--next", "--previous"], ["photo", "-h"], ["photo", "help"], ["photo", "--", "-x"],
      ["photo", photo, "--width", "3"], ["favorites", "list", "list"], ["favorites", "add"], ["favorites", "help"],
      ["favorites", "--page", "2"], ["favorites", "remove", "x"], ["news", "--page", "0"], ["news", "--page", "1001"],
      ["news", "feeds"], ["news", "wsj", "techcrunch"], ["news", "help"], ["news", "-h"], ["news", "history"],
      ["news", "saved", "--json"], ["--version"], ["--help"], [], ["help", "gallery"], ["features", "--json"],
      ["settings"], ["nosuchcommand"], ["Gallery"],
    ]

    @Test(arguments: quick + parsed)
    func theHost_printsAndExitsTheSame_whicheverParseReadsTheLine(_ line: [String]) async {
      let (quick, parsed) = (HostSandbox(), HostSandbox())
      defer {
        quick.remove()
        parsed.remove()
      }
      let fast = await run(line, in: quick, quick: true)
      let slow = await run(line, in: parsed, quick: false)
      #expect(fast.status == slow.status)
      #expect(fast.output == slow.output)
      #expect(fast.errors == slow.errors)
    }

    /// Quick lines that name other directories: parsed here, not run.
    static let directories: [[String]] = [
      ["gallery", "--data-dir", "elsewhere", "--json"], ["news", "--cache-dir=there", "wsj"],
      ["favorites", "list", "--cache-dir", "a", "--data-dir=b"],
    ]

    @Test(arguments: quick + directories)
    func theQuickParse_readsTheHotLines_asArgumentParserDoes(_ line: [String]) throws {
      let registry = try PluginRegistry(
        modules: CompositionRoot.modules, hostServices: MosaicHost.hostServices)
      let contributions = registry.contributions(CommandContribution.self)
      let console = CapturedConsole()
      guard
        case .run(let host, .quick(let command)) = ParsedLine.parse(
          line, contributions: contributions, console: console.console)
      else {
        Issue.record("'\(line.joined(separator: " "))' went to ArgumentParser")
        return
      }
      guard
        case .run(let parsedHost, .contribution(_, let parsed)) = ParsedLine.parse(
          line, contributions: contributions, console: console.console, quick: false)
      else {
        Issue.record("ArgumentParser did not parse '\(line.joined(separator: " "))' as a module's command")
        return
      }
      #expect(type(of: command.command) == type(of: parsed))
      #expect(Self.dumped(command.command) == Self.dumped(parsed))
      #expect(host.dataDirectory == parsedHost.dataDirectory && host.cacheDirectory == parsedHost.cacheDirectory)
    }

    @Test(arguments: parsed)
    func otherLines_goToArgumentParser(_ line: [String]) throws {
      let registry = try PluginRegistry(
        modules: CompositionRoot.modules, hostServices: MosaicHost.hostServices)
      let console = CapturedConsole()
      if case .run(_, .quick) = ParsedLine.parse(
        line, contributions: registry.contributions(CommandContribution.self), console: console.console)
      {
        Issue.record("the quick parse read '\(line.joined(separator: " "))'")
      }
    }

    private func run(_ line: [String], in sandbox: HostSandbox, quick: Bool) async -> HostRun {
      let console = CapturedConsole()
      let status = await MosaicHost.run(
        arguments: line, environment: sandbox.environment, console: console.console,
        modules: CompositionRoot.modules, isTerminal: false, terminal: nil, quick: quick)
      return HostRun(status: status, output: console.output, errors: console.errors)
    }

    /// Every property of `command` with the value it was parsed to. An option group's help title is left out:
    /// ArgumentParser keeps it only on the definition it builds help from, and empties it on the parsed value.
    private static func dumped(_ command: any ParsableCommand) -> String {
      var text = ""
      dump(command, to: &text)
      return text.split(separator: "\n").filter { !$0.trimmingPrefix(while: \.isWhitespace).hasPrefix("- title:") }
        .joined(separator: "\n")
    }
  }
}
