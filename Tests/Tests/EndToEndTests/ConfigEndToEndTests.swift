import Foundation
import MosaicTestSupport
import Testing

/// Issue 25: `mosaic config` on the released binary — no file, README's example, a file with mistakes —
/// and what the file changes in a command.
@Suite struct ConfigEndToEndTests {
  static func write(_ text: String, in sandbox: Sandbox) throws -> URL {
    let file = sandbox.home.appendingPathComponent(".config/mosaic/config.yaml")
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file
  }

  /// The YAML block under README.md's "The configuration file".
  static func readmeExample() throws -> String {
    let readme = try String(
      contentsOf: Binaries.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    guard let section = readme.range(of: "### The configuration file"),
      let start = readme.range(of: "```yaml\n", range: section.upperBound..<readme.endIndex),
      let end = readme.range(of: "```\n", range: start.upperBound..<readme.endIndex)
    else { throw ConfigExampleMissing() }
    return String(readme[start.upperBound..<end.lowerBound])
  }

  struct ConfigExampleMissing: Error {}

  @Test func noFile_checksClean_andShowsTheDefaults() async throws {
    try await withSandbox { sandbox in
      let check = try await sandbox.mosaic(["config", "check"])
      #expect(check.status == 0 && check.stderr.isEmpty, "\(check)")
      #expect(check.stdout.hasPrefix("There is no file at '\(sandbox.home.path)/.config/mosaic/config.yaml'"))
      let show = try await sandbox.mosaic(["config", "show"])
      #expect(show.status == 0)
      #expect(show.stdout.hasSuffix("graphics: auto\n"), "\(show.stdout)")
    }
  }

  @Test func theReadmeExample_checksClean() async throws {
    try await withSandbox { sandbox in
      let file = try Self.write(try Self.readmeExample(), in: sandbox)
      let check = try await sandbox.mosaic(["config", "check"])
      #expect(check.status == 0, "\(check)")
      #expect(check.stdout == "'\(file.path)' has no mistakes.\n")
    }
  }

  @Test func mistakes_eachInOneSentence_withLineAndKey_exit64() async throws {
    try await withSandbox { sandbox in
      _ = try Self.write("graphics: kitten\nkeys:\n  preset: emacs\n  news:\n    ctrl-: up\n", in: sandbox)
      let check = try await sandbox.mosaic(["config", "check"])
      #expect(check.status == 64, "\(check)")
      #expect(check.stdout.isEmpty)
      let lines = check.stderr.split(separator: "\n")
      #expect(lines.count == 4, "\(check.stderr)")
      #expect(lines[0].hasPrefix("Line 1, 'graphics': 'kitten' is not one of auto"))
      #expect(lines[1].hasPrefix("Line 3, 'keys.preset': 'emacs' is not one of default, vim, arrows"))
      #expect(lines[2].hasPrefix("Line 5, 'keys.news.ctrl-': 'ctrl-' is not a key name"))
      #expect(lines[3].hasPrefix("Error: "))
      // A command that uses nothing wrong still runs.
      let gallery = try await sandbox.mosaic(["gallery"])
      #expect(gallery.status == 0, "\(gallery)")
    }
  }

  /// `graphics: sixel` makes `gallery --thumbnails` draw Sixel when no flag says otherwise.
  @Test func theGraphicsMode_drawsThumbnails() async throws {
    try await withSandbox { sandbox in
      _ = try Self.write("graphics: sixel\n", in: sandbox)
      let sixel = try await sandbox.mosaic(["gallery", "--thumbnails"])
      #expect(sixel.status == 0, "\(sixel)")
      #expect(sixel.stdout.contains("\u{1B}P0;1;0q") || sixel.stdout.contains("\u{1B}P"), "no Sixel picture")
      let flagged = try await sandbox.mosaic(["gallery", "--thumbnails", "--graphics", "256"])
      #expect(!flagged.stdout.contains("\u{1B}P"))
    }
  }
}
