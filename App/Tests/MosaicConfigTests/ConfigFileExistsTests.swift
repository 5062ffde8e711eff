import CoreTestSupport
import Foundation
import Testing

@testable import MosaicConfig

/// Whether the config file is there, read with `stat`: the answer `FileManager.fileExists(atPath:)` gives, links
/// followed, for a file, a folder, a missing path and links to each.
@Suite struct ConfigFileExistsTests {
  @Test func exists_answersAsFileManagerDoes() async throws {
    try await withTemporaryDirectory { folder in
      let file = folder.appendingPathComponent("config.toml").path
      try Data("tab = \"news\"\n".utf8).write(to: URL(fileURLWithPath: file))
      let missing = folder.appendingPathComponent("missing.toml").path
      let toFile = folder.appendingPathComponent("link-to-file").path
      let broken = folder.appendingPathComponent("link-to-missing").path
      try FileManager.default.createSymbolicLink(atPath: toFile, withDestinationPath: file)
      try FileManager.default.createSymbolicLink(atPath: broken, withDestinationPath: missing)

      for (path, expected) in [(file, true), (folder.path, true), (missing, false), (toFile, true), (broken, false)] {
        #expect(ConfigFile.exists(path) == expected, "\(path)")
        #expect(FileManager.default.fileExists(atPath: path) == expected, "\(path)")
      }
    }
  }

  @Test func aMissingFile_loadsAsNoFile() {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString).toml").path
    guard case .missing = ConfigFile.readText(at: path) else {
      Issue.record("a missing file was read as present")
      return
    }
  }
}
