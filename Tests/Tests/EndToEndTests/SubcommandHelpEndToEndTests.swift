import Foundation
import MosaicTestSupport
import Testing

/// Issue 8, finding 13: help for a subcommand is that subcommand's, never the root overview.
@Suite struct SubcommandHelpEndToEndTests {
  @Test(arguments: [
    (["gallery", "--help"], "USAGE: mosaic gallery "),
    (["help", "gallery"], "USAGE: mosaic gallery "),
    (["help", "favorites", "add"], "USAGE: mosaic favorites add "),
    (["favorites", "add", "--help"], "USAGE: mosaic favorites add "),
    (["help", "export"], "USAGE: mosaic export "),
    (["import", "--help"], "USAGE: mosaic import "),
  ])
  func subcommandHelp_isTheSubcommands(_ arguments: [String], _ usage: String) async throws {
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(arguments)
      #expect(result.status == 0, "\(result)")
      #expect(result.stdout.contains(usage), "\(result)")
      #expect(!result.stdout.contains("SUBCOMMANDS:\n  features"), "root overview printed: \(result)")
    }
  }
}
