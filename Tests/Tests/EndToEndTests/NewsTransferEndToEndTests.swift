import Foundation
import MosaicTestSupport
import TestExpectations
import Testing

/// A backup holds what the reader saved too: saved articles and settings travel through `mosaic export`
/// and `mosaic import` into another data directory, and the search finds the articles there.
@Suite struct NewsTransferEndToEndTests {
  @Test func savedArticlesAndSettings_travelThroughExportAndImport() async throws {
    try await withSandbox { sandbox in
      let ids = try field("id", of: try await mosaicJSON(sandbox, ["news", "technology"]))
      try #require(ids.count >= 2)
      for id in ids.prefix(2) {
        let saved = try await sandbox.mosaic(["news", "save", id])
        try #require(saved.status == 0, "\(saved)")
      }
      let set = try await sandbox.mosaic(["settings", "set", "theme", "light"])
      try #require(set.status == 0, "\(set)")
      let file = sandbox.root.appendingPathComponent("backup.json")
      let export = try await sandbox.mosaic(["export", "--output", file.path, "--json"])
      #expect(export.status == 0, "\(export)")
      let sections = try jsonObject(export.stdout)["sections"] as? [String: Int]
      #expect(sections?["savedArticles"] == 2)
      #expect(sections?["settings"] == 4, "theme, language, notifications and the news country (issue 22)")

      let other = sandbox.root.appendingPathComponent("other").path
      let imported = try await mosaicJSON(sandbox, ["import", file.path, "--data-dir", other])
      let counts = try #require(imported["sections"] as? [[String: Any]])
      expectEqual(counts.first { $0["section"] as? String == "savedArticles" }?["added"] as? Int, 2)
      let saved = try field("id", of: try await mosaicJSON(sandbox, ["news", "saved", "--data-dir", other]))
      #expect(Set(saved) == Set(ids.prefix(2)))
      let title = try #require(
        try articles(in: try await mosaicJSON(sandbox, ["news", "saved", "--data-dir", other])).first?["title"]
          as? String)
      let word = try requireValue(title.split(separator: " ").first { $0.count >= 5 })
      let found = try await mosaicJSON(sandbox, ["news", "saved", "--search", String(word), "--data-dir", other])
      #expect(!(try field("id", of: found)).isEmpty)
      let settings = try await mosaicJSON(sandbox, ["settings", "--data-dir", other])
      #expect(settings["theme"] as? String == "light")
    }
  }
}
