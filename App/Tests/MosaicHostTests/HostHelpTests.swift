import Foundation
import MosaicHost
import Testing

extension HostRuns {
  /// Help for a module's subcommand is that subcommand's help, however it is asked for, and asking boots
  /// nothing.
  @Suite struct HostHelpTests {
    struct HelpCase: Sendable, CustomTestStringConvertible {
      let arguments: [String]
      let usage: String
      let overview: String
      var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases = [
      HelpCase(
        arguments: ["gallery", "--help"], usage: "USAGE: mosaic gallery ",
        overview: "OVERVIEW: List photos from the gallery feed, 30 per page, with ★ on favorites."),
      HelpCase(
        arguments: ["help", "gallery"], usage: "USAGE: mosaic gallery ",
        overview: "OVERVIEW: List photos from the gallery feed, 30 per page, with ★ on favorites."),
      HelpCase(
        arguments: ["help", "favorites", "add"], usage: "USAGE: mosaic favorites add ",
        overview: "OVERVIEW: Save a photo as a favorite."),
      HelpCase(
        arguments: ["favorites", "add", "--help"], usage: "USAGE: mosaic favorites add ",
        overview: "OVERVIEW: Save a photo as a favorite."),
      HelpCase(
        arguments: ["photo", "--help"], usage: "USAGE: mosaic photo ",
        overview: "OVERVIEW: Show one photo: the author as title, its details, and more photos."),
      HelpCase(
        arguments: ["help", "doctor"], usage: "USAGE: mosaic doctor ",
        overview: "OVERVIEW: Check configuration, storage, the database, rate limits and connectivity."),
    ]

    @Test(arguments: cases)
    func subcommandHelp_isTheSubcommands_notTheRoots(_ help: HelpCase) async {
      let sandbox = HostSandbox()
      defer { sandbox.remove() }
      let result = await sandbox.run(help.arguments)
      #expect(result.status == 0, "\(result.errors)")
      #expect(result.errors.isEmpty)
      // ArgumentParser wraps a long overview at 80 columns.
      let unwrapped = result.output.replacingOccurrences(of: "\n", with: " ")
      #expect(unwrapped.hasPrefix(help.overview), "\(result.output)")
      #expect(result.output.contains(help.usage), "\(result.output)")
      #expect(!result.output.contains("USAGE: mosaic <subcommand>"), "the root's help: \(result.output)")
      #expect(!FileManager.default.fileExists(atPath: sandbox.root.path), "help must not prepare any storage")
    }

    @Test func rootHelp_listsTheBuiltinsAndEveryModulesCommands() async {
      let sandbox = HostSandbox()
      defer { sandbox.remove() }
      let result = await sandbox.run(["--help"])
      #expect(result.status == 0, "\(result.errors)")
      #expect(result.output.contains("USAGE: mosaic <subcommand>"), "\(result.output)")
      for command in ["features", "open", "doctor", "gallery", "favorites", "photo"] {
        #expect(result.output.contains("\n  \(command) "), "\(command) in \(result.output)")
      }
    }

    @Test func aGroupWithADefault_runsIt_andTheGroupsHelpListsItsSubcommands() async throws {
      let sandbox = HostSandbox()
      defer { sandbox.remove() }
      let help = await sandbox.run(["favorites", "--help"])
      #expect(help.status == 0, "\(help.errors)")
      #expect(help.output.contains("USAGE: mosaic favorites "), "\(help.output)")
      for subcommand in ["list", "add", "remove", "toggle"] {
        #expect(help.output.contains("\n  \(subcommand) "), "\(subcommand) in \(help.output)")
      }
      let list = await sandbox.run(["favorites", "--json"])
      #expect(list.status == 0, "\(list.errors)")
      let document = try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [String: Any]
      #expect((document?["favorites"] as? [Any])?.isEmpty == true, "\(list.output)")
    }
  }
}
