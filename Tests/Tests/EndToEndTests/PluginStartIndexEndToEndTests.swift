import Foundation
import MosaicTestSupport
import Testing

/// The plugins' start index through the released `mosaic`: `plugins add` writes it, and a damaged one is never
/// trusted — the run reads `index.json`, the plugin still answers, and the index is written again as it was.
@Suite struct PluginStartIndexEndToEndTests {
  @Test func damagedStartIndex_isWrittenAgain_andThePluginStillRuns() async throws {
    try await withSandbox { sandbox in
      #expect(try await sandbox.mosaic(["plugins", "add", PluginEndToEndTests.moon]).status == 0)
      let start = sandbox.dataDirectory.appendingPathComponent("plugins/index.start")
      let written = try Data(contentsOf: start)
      #expect(written.starts(with: Data("mosaic-plugins-start\t1\n".utf8)))

      // Cut short, with a plugin line naming a folder outside its own.
      try Data("mosaic-plugins-start\t1\nplugin\t../x\n".utf8).write(to: start)
      let run = try await sandbox.mosaic(["moon", "2026-11-26", "--ascii"])
      #expect(run.status == 0, "\(run)")
      #expect(run.stdout.hasPrefix("Moon phase\n2026-11-26  [4]  Full moon (16.6 d)\n"), "\(run)")
      #expect(try Data(contentsOf: start) == written)

      #expect(try await sandbox.mosaic(["gallery"]).status == 0)
      let features = try await sandbox.mosaic(["features"])
      #expect(features.stdout.contains("Moon phase (plugin) — plugin.moon 1.0.0"), "\(features)")
    }
  }
}
