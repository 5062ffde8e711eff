import Foundation
import MosaicTestSupport
import Testing

/// The host itself: module listing, help, version, and how failures end.
@Suite struct HostEndToEndTests {
  @Test func features_listsTheModulesWithCommandsAndRoutes() async throws {
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(["features", "--json"])
      #expect(result.status == 0, "\(result)")
      let modules = try #require(try jsonObject(result.stdout)["modules"] as? [[String: Any]])
      let byID = Dictionary(
        uniqueKeysWithValues: modules.compactMap { module in
          (module["id"] as? String).map { ($0, module) }
        })
      #expect(byID["gallery"]?["commands"] as? [String] == ["gallery", "favorites", "photographer"])
      #expect(
        byID["gallery"]?["routes"] as? [String] == [
          "mosaic://gallery", "mosaic://favorites", "mosaic://user/:username",
        ])
      #expect(byID["detail"]?["commands"] as? [String] == ["photo"])
      #expect(byID["detail"]?["routes"] as? [String] == ["mosaic://photo/:id"])
      for module in modules { #expect(module["version"] as? String == "1.0.0") }
      let text = try await sandbox.mosaic(["features"])
      #expect(text.stdout.contains("Photo gallery — gallery 1.0.0"))
    }
  }

  @Test(arguments: [
    [], ["gallery"], ["favorites"], ["favorites", "add"], ["photo"], ["doctor"], ["features"], ["open"],
  ])
  func help_isAvailableEverywhere(_ command: [String]) async throws {
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(command + ["--help"])
      #expect(result.status == 0, "\(result)")
      #expect(result.stdout.contains("USAGE: mosaic"), "\(result)")
    }
  }

  @Test func version_printsTheVersion() async throws {
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(["--version"])
      #expect(result.status == 0)
      #expect(result.stdout == "0.1.0\n")
    }
  }

  @Test(arguments: [
    (["nonsense"], "There is no command 'nonsense'; `mosaic --help` lists the commands."),
    (["gallery", "--page", "0"], "--page must be 1 or more, not 0."),
    (["gallery", "--per-page", "31"], "--per-page must be between 1 and 30, not 31."),
    (["gallery", "--page", "two"], "The value 'two' is invalid for '--page <page>'"),
    (["photo"], "Missing expected argument '<id>'"),
  ])
  func usageErrors_exit64_withTheProblem(arguments: [String], message: String) async throws {
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(arguments)
      #expect(result.status == 64, "\(result)")
      #expect(result.stderr.hasPrefix("Error: "), "\(result)")
      #expect(result.stderr.contains(message), "\(result)")
      #expect(result.stdout.isEmpty)
    }
  }

  @Test func runtimeErrors_exit1_withOneSentence() async throws {
    try await withSandbox { sandbox in
      expectOneSentenceError(
        try await sandbox.mosaic(["photo", "no-such-photo"]),
        containing: "The embedded catalog has no photo 'no-such-photo'; list the ids with `mosaic gallery`.")
      // A URL no route matches is the person's line: a usage error, in one sentence too.
      expectOneSentenceError(
        try await sandbox.mosaic(["open", "mosaic://nowhere"]), status: 64,
        containing: "No route matches 'mosaic://nowhere'")
      expectOneSentenceError(
        try await sandbox.mosaic(["open", "https://example.com"]), status: 64, containing: "is not a mosaic URL")
      expectOneSentenceError(
        try await sandbox.mosaic(["gallery"], environment: ["MOSAIC_UNSPLASH_BASE_URL": "ftp://x"]),
        containing: "MOSAIC_UNSPLASH_BASE_URL is 'ftp://x', which is not an http(s) URL")
    }
  }

  @Test func aDataDirectoryBlockedByAFile_isAOneSentenceError() async throws {
    try await withSandbox { sandbox in
      let blocker = sandbox.root.appendingPathComponent("blocked")
      try Data("x".utf8).write(to: blocker)
      let result = try await sandbox.mosaic(["favorites", "list", "--data-dir", blocker.path])
      expectOneSentenceError(result, containing: "'\(blocker.path)'")
    }
  }

  @Test func aDatabaseThatIsNotOne_isReported_andLeftAlone() async throws {
    try await withSandbox { sandbox in
      try FileManager.default.createDirectory(at: sandbox.dataDirectory, withIntermediateDirectories: true)
      let database = sandbox.dataDirectory.appendingPathComponent("mosaic.sqlite")
      try Data("not a database at all, just text".utf8).write(to: database)
      let result = try await sandbox.mosaic(["favorites", "list"])
      expectOneSentenceError(result, containing: database.path)
      #expect(try Data(contentsOf: database) == Data("not a database at all, just text".utf8))
    }
  }
}
