import Foundation
import MosaicTestSupport
import Testing

/// Issue 8, findings 7 and 15: `mosaic export` and `mosaic import` with the built binary, and the
/// sentences a bad file or a bad flag gets.
@Suite struct TransferEndToEndTests {
  @Test func exportToAFile_isOwnerOnly_andImportMergesIt_twiceChangesNothing() async throws {
    try await withSandbox { sandbox in
      for id in ["q5Aq-4pHXK9", "1Q_sFD9bCji"] {
        let added = try await sandbox.mosaic(["favorites", "add", id])
        try #require(added.status == 0, "\(added)")
      }
      let file = sandbox.root.appendingPathComponent("backups/favorites.json")
      let export = try await sandbox.mosaic(["export", "--output", file.path, "--json"])
      #expect(export.status == 0, "\(export)")
      #expect((try jsonObject(export.stdout)["sections"] as? [String: Int])?["favorites"] == 2)
      let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
      #expect(mode == 0o600)

      let other = sandbox.root.appendingPathComponent("other")
      let first = try await sandbox.mosaic(["import", file.path, "--json", "--data-dir", other.path])
      let second = try await sandbox.mosaic(["import", file.path, "--json", "--data-dir", other.path])
      let counts = try [first, second].map { result in
        try #require((try jsonObject(result.stdout)["sections"] as? [[String: Any]])?.first, "\(result)")
      }
      #expect(counts[0]["added"] as? Int == 2)
      #expect(counts[1]["added"] as? Int == 0)
      #expect(counts[1]["unchanged"] as? Int == 2)
      let list = try await sandbox.mosaic(["favorites", "list", "--json", "--data-dir", other.path])
      #expect((try jsonObject(list.stdout)["favorites"] as? [Any])?.count == 2)
    }
  }

  @Test func exportToStandardOutput_isTheDocument() async throws {
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(["export"])
      #expect(result.status == 0, "\(result)")
      let document = try jsonObject(result.stdout)
      #expect(document["format"] as? String == "mosaic-export")
      #expect(document["version"] as? Int == 1)
    }
  }

  @Test func importingADirectory_saysItIsADirectory() async throws {
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(["import", sandbox.root.path])
      expectOneSentenceError(result, containing: "Is a directory")
      #expect(!result.stderr.contains("NSCocoaErrorDomain"))
    }
  }

  @Test func importingBrokenJSON_namesTheLine() async throws {
    try await withSandbox { sandbox in
      let file = sandbox.root.appendingPathComponent("broken.json")
      try Data("{\n  \"format\": oops\n}".utf8).write(to: file)
      let result = try await sandbox.mosaic(["import", file.path])
      expectOneSentenceError(result, containing: "line 2, column")
    }
  }

  @Test(arguments: [" ", "-", ""])
  func blankOrDashDataDirectory_isAUsageError_andCreatesNothing(_ value: String) async throws {
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(["favorites", "list", "--data-dir", value])
      #expect(result.status == 64, "\(result)")
      #expect(result.stderr.hasPrefix("Error: The directory given with --data-dir"), "\(result)")
      #expect(
        !FileManager.default.fileExists(
          atPath: FileManager.default.currentDirectoryPath + "/" + value + "/mosaic.sqlite"))
    }
  }
}
