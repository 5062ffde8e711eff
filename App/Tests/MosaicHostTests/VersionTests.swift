import Foundation
import TestExpectations
import Testing

extension HostRuns {
  /// The version has one source: `mosaic --version` prints it, `make install` writes it into the man page, and
  /// the changelog's top entry names it.
  @Suite struct VersionTests {
    let sandbox = HostSandbox()

    @Test func version_matchesTheChangelogsTopEntry() async throws {
      defer { sandbox.remove() }
      let result = await sandbox.run(["--version"])
      #expect(result.status == 0, "\(result.errors)")
      var root = URL(filePath: #filePath)
      for _ in 0..<4 { root = root.deletingLastPathComponent() }
      let changelog = try String(contentsOf: root.appending(path: "CHANGELOG.md"), encoding: .utf8)
      let top = try requireValue(changelog.split(separator: "\n").first { $0.hasPrefix("## ") })
      let version = top.dropFirst(3).split(separator: " ").first.map(String.init)
      #expect(version == result.output.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }
}
