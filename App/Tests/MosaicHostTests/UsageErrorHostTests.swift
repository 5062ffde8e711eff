import Foundation
import TestExpectations
import Testing

@testable import MosaicHost

extension HostRuns {
  /// Issue 19: the person's line, wrong. An unknown command, an unknown route, a page past the end are usage
  /// errors (64) whatever follows them; every usage error is one sentence with a full stop; what was typed is
  /// echoed without controls and at most 60 characters at a time.
  @Suite struct UsageErrorHostTests {
    static let unknownCommands: [[String]] = [
      ["nonsense"], ["nonsense", "--help"], ["plugin", "--help"], ["nonsense", "-h", "--json"], ["help", "nonsense"],
    ]

    @Test(arguments: unknownCommands)
    func anUnknownCommand_isAUsageError_whateverFollowsIt(_ arguments: [String]) async {
      let sandbox = HostSandbox()
      defer { sandbox.remove() }
      let result = await sandbox.run(arguments)
      #expect(result.status == 64, "\(result.output)")
      #expect(result.output.isEmpty)
      let word = arguments[0] == "help" ? arguments[1] : arguments[0]
      #expect(result.errors == "Error: There is no command '\(word)'; `mosaic --help` lists the commands.\n")
    }

    @Test func helpAfterAWordNoCommandTakes_isItsUsageError_notTheHelpBeforeIt() async {
      let sandbox = HostSandbox()
      defer { sandbox.remove() }
      let result = await sandbox.run(["favorites", "nonsense", "--help"])
      #expect(result.status == 64)
      #expect(result.errors.hasPrefix("Error: Unexpected argument 'nonsense'.\n"), "\(result.errors)")
      // Help for a command that exists still works, also with a value it takes.
      #expect(await sandbox.run(["news", "techcrunch", "--help"]).status == 0)
      #expect(await sandbox.run(["help", "favorites", "add"]).status == 0)
    }

    @Test(arguments: ["mosaic://nothing", "https://example.com/", "mosaic://gallery?page=x"])
    func anUnknownRoute_isAUsageError(_ url: String) async {
      let sandbox = HostSandbox()
      defer { sandbox.remove() }
      let result = await sandbox.run(["open", url])
      #expect(result.status == 64, "\(result.errors)")
      #expect(result.errors.hasPrefix("Error: ") && result.errors.hasSuffix(".\n"))
    }

    @Test func aPagePastTheEnd_isAUsageError_onTheCommandLineAndThroughARoute() async {
      let sandbox = HostSandbox()
      defer { sandbox.remove() }
      for arguments in [
        ["gallery", "--page", "13"], ["gallery", "--page", "13", "--json"], ["open", "mosaic://gallery?page=13"],
      ] {
        let result = await sandbox.run(arguments)
        #expect(result.status == 64, "\(arguments)")
        #expect(result.output.isEmpty)
        #expect(
          result.errors
            == "Error: Page '13' is past the end of the gallery, which has 12 pages; ask for a page from 1 to 12.\n")
      }
    }

    static let parserErrors: [[String]] = [
      ["gallery", "--page"], ["gallery", "--pag", "2"], ["photo"], ["gallery", "--json=1"], ["gallery", "-pj"],
      ["gallery", "--page", "x"], ["favorites", "bogus"], ["gallery", "--page", "0"],
    ]

    @Test(arguments: parserErrors)
    func everyUsageError_isOneSentenceEndingInAFullStop(_ arguments: [String]) async {
      let sandbox = HostSandbox()
      defer { sandbox.remove() }
      let result = await sandbox.run(arguments)
      #expect(result.status == 64)
      let lines = result.errors.split(separator: "\n")
      let first = String(lines.first ?? "")
      #expect(first.hasPrefix("Error: ") && first.hasSuffix("."), "\(result.errors)")
      #expect(!first.contains(". Did you mean"), "\(first)")
      expectAll(lines.dropFirst()) { $0.hasPrefix("Help:") || $0.hasPrefix("Usage:") || $0.hasPrefix(" ") }
    }

    @Test func aSuggestion_isAClauseOfTheSentence() {
      #expect(
        UsageMessage.sentence("Unknown option '--pag'. Did you mean '--page'?")
          == "Unknown option '--pag'; the closest option is '--page'.")
      #expect(
        UsageMessage.sentence("Unknown option '-pj'\n   or: Missing value for '-p <page>' in '-pj'")
          == "Unknown option '-pj', or missing value for '-p <page>' in '-pj'.")
      #expect(UsageMessage.sentence("--page must be 1 or more, not 0.") == "--page must be 1 or more, not 0.")
    }

    /// A long path the person typed that names a file is theirs to recognise: an error about it shows it whole.
    @Test func aLongPathToAnExistingFile_isEchoedWhole() async throws {
      let sandbox = HostSandbox()
      defer { sandbox.remove() }
      let folder = sandbox.root.appendingPathComponent(String(repeating: "folder-", count: 12))
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let file = folder.appendingPathComponent("backup.json")
      try Data(#"{"format":"mosaic-export","version":0}"#.utf8).write(to: file)
      #expect(file.path.count > EchoedInput.limit)
      let result = await sandbox.run(["import", file.path])
      #expect(result.status != 0)
      #expect(result.errors.contains("'\(file.path)'"), "\(result.errors)")
      // A path that does not exist is still cut like any other value.
      let missing = folder.appendingPathComponent(String(repeating: "x", count: 200)).path
      let refused = await sandbox.run(["import", missing])
      #expect(!refused.errors.contains(String(repeating: "x", count: 61)), "\(refused.errors)")
    }

    @Test func aHugeArgument_isEchoedCut_andAControlInOne_neverHidesTheRest() async {
      let sandbox = HostSandbox()
      defer { sandbox.remove() }
      let huge = String(repeating: "x", count: 131_000)
      for arguments in [
        ["photo", huge], ["gallery", "--page", huge], ["open", "mosaic://gallery?page=\(huge)"], [huge],
        ["open", huge],
      ] {
        let result = await sandbox.run(arguments)
        #expect(result.errors.hasPrefix("Error: "), "\(arguments.count)")
        #expect(!result.errors.contains(String(repeating: "x", count: 61)), "echoed whole: \(result.errors.count)")
        expectAll(result.errors.split(separator: "\n")) { $0.count <= EchoedInput.lineLimit }
      }
      let escaped = await sandbox.run(["photo", "abc\u{1B}]def ghi"])
      #expect(escaped.errors.hasSuffix("; list the ids with `mosaic gallery`.\n"), "\(escaped.errors)")
      #expect(!escaped.errors.contains("\u{1B}"))
      let parsed = await sandbox.run(["gallery", "--page", "1\u{1B}]2"])
      #expect(parsed.errors.hasPrefix("Error: The value '1]2' is invalid for '--page <page>'.\n"), "\(parsed.errors)")
    }
  }
}
