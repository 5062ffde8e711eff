import ArgumentParser
import Core
import CoreCLI
import TestExpectations
import Testing

@testable import MosaicHost

/// A command of another module that runs until stopped, declared as `news watch` is.
private struct Forever: HostedCommand, RunsUntilStopped {
  static let configuration = CommandConfiguration(commandName: "forever")
  @OptionGroup(title: "Host Options") var host: HostOptions
  func run(with dependencies: Void, in context: CommandContext) async throws {}
}

/// A command that runs once.
private struct Once: HostedCommand {
  static let configuration = CommandConfiguration(commandName: "once")
  @OptionGroup(title: "Host Options") var host: HostOptions
  func run(with dependencies: Void, in context: CommandContext) async throws {}
}

extension HostRuns {
  /// Which commands run until stopped, so that the host's ceiling bounds each step and not the run: read from
  /// the command's type (``HostedCommand/runsUntilStopped``), which ``RunsUntilStopped`` sets, not by a cast
  /// (`is any RunsUntilStopped` scanned every conformance record of the binary on every run).
  @Suite struct RunsUntilStoppedTests {
    static let untilStopped: [[String]] = [["news", "watch"], ["news", "watch", "--polls", "2"], ["ui"]]
    static let once: [[String]] = [
      ["gallery"], ["gallery", "--json"], ["photo", "q5Aq-4pHXK9"], ["favorites", "list"], ["news"],
      ["features"], ["doctor"], ["news", "share", "1"],
    ]

    @Test func theFlag_followsTheDeclaration_throughAnExistential() {
      let commands: [any HostedCommand.Type] = [Forever.self, Once.self]
      expectEqual(commands.map { $0.runsUntilStopped }, [true, false])
    }

    @Test(arguments: untilStopped)
    func aCommandThatRunsUntilStopped_isReadSo_eitherParse(_ line: [String]) throws {
      for quick in [true, false] {
        let work = try Self.work(line, quick: quick)
        #expect(work.runsUntilStopped, "'\(line.joined(separator: " "))', quick parse \(quick)")
      }
    }

    @Test(arguments: once)
    func aCommandThatRunsOnce_isReadSo_eitherParse(_ line: [String]) throws {
      for quick in [true, false] {
        let work = try Self.work(line, quick: quick)
        #expect(!work.runsUntilStopped, "'\(line.joined(separator: " "))', quick parse \(quick)")
      }
    }

    private static func work(_ line: [String], quick: Bool) throws -> ParsedLine.Work {
      let registry = try PluginRegistry(modules: CompositionRoot.modules, hostServices: MosaicHost.hostServices)
      let console = CapturedConsole()
      guard
        case .run(_, let work) = ParsedLine.parse(
          line, contributions: registry.contributions(CommandContribution.self), console: console.console,
          quick: quick)
      else {
        Issue.record("'\(line.joined(separator: " "))' was not parsed as a command")
        throw CancellationError()
      }
      return work
    }
  }
}
