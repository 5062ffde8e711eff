import Foundation
import MosaicTestSupport
import TestExpectations
import Testing

/// Photo searches remembered, on the released binary: `gallery --search` joins the history that `--history`
/// lists and `--forget` edits (in a fresh process each time), and a search repeated with the service down
/// shows the results kept from the last time, marked offline.
@Suite struct PhotoSearchHistoryEndToEndTests {
  @Test func searches_joinTheHistory_listedNewestFirst_andForgotten() async throws {
    try await withSandbox { sandbox in
      #expect(try await sandbox.mosaic(["gallery", "--search", "fog"]).status == 0)
      #expect(try await sandbox.mosaic(["gallery", "--search", "lake", "--json"]).status == 0)
      let listed = try await sandbox.mosaic(["gallery", "--history", "--json"])
      #expect(listed.status == 0, "\(listed)")
      let entries = try #require(try jsonObject(listed.stdout)["history"] as? [[String: Any]])
      expectEqual(entries.compactMap { $0["text"] as? String }, ["lake", "fog"])
      let forgot = try await sandbox.mosaic(["gallery", "--forget", "FOG"])
      #expect(forgot.stdout == "Forgot the search 'FOG'.\n", "\(forgot)")
      let text = try await sandbox.mosaic(["gallery", "--history"])
      #expect(text.stdout.hasPrefix("1 recent photo search, newest first\n  lake"), "\(text)")
    }
  }

  @Test func aSearchRepeatedWithTheServiceDown_showsTheKeptResults_markedOffline() async throws {
    try await withSandbox { sandbox in
      let server = try await MockServer.start()
      let environment = ["MOSAIC_UNSPLASH_BASE_URL": server.baseURL, "UNSPLASH_ACCESS_KEY": "kept-results-key"]
      let live = try await sandbox.mosaic(["gallery", "--search", "a"], environment: environment)
      #expect(live.status == 0, "\(live)")
      await server.stop()

      let offline = try await sandbox.mosaic(["gallery", "--search", "a"], environment: environment)
      #expect(offline.status == 0, "\(offline)")
      #expect(offline.stdout.hasPrefix("offline — showing results from "), "\(offline)")
      #expect(photoLines(offline.stdout) == photoLines(live.stdout))
      #expect(!photoLines(live.stdout).isEmpty)
    }
  }

  /// Issue 22: the photo searches are in the one database, so `mosaic export` carries them (section
  /// `photoSearchHistory`, version 1) and `mosaic import` brings them into another data folder, checking every
  /// field first: a hand-edited search with an escape sequence refuses the whole file and writes nothing.
  @Test func photoSearches_travelThroughExportAndImport_checkedFieldByField() async throws {
    try await withSandbox { sandbox in
      #expect(try await sandbox.mosaic(["gallery", "--search", "fog"]).status == 0)
      #expect(try await sandbox.mosaic(["gallery", "--search", "misty lake"]).status == 0)
      let file = sandbox.root.appendingPathComponent("backup.json")
      let export = try await sandbox.mosaic(["export", "--output", file.path, "--json"])
      #expect(export.status == 0, "\(export)")
      #expect((try jsonObject(export.stdout)["sections"] as? [String: Int])?["photoSearchHistory"] == 2, "\(export)")
      let document = try jsonObject(String(decoding: try Data(contentsOf: file), as: UTF8.self))
      let section = try #require((document["sections"] as? [String: Any])?["photoSearchHistory"] as? [String: Any])
      #expect(section["version"] as? Int == 1)
      let items = try #require(section["items"] as? [[String: Any]])
      expectEqual(items.compactMap { $0["text"] as? String }, ["misty lake", "fog"])
      expectAll(items) { $0["searchedAt"] is String }

      let other = sandbox.root.appendingPathComponent("other").path
      let imported = try await sandbox.mosaic(["import", file.path, "--data-dir", other, "--json"])
      #expect(imported.status == 0, "\(imported)")
      let counts = try #require(try jsonObject(imported.stdout)["sections"] as? [[String: Any]])
      expectEqual(counts.first { $0["section"] as? String == "photoSearchHistory" }?["added"] as? Int, 2)
      let listed = try await sandbox.mosaic(["gallery", "--history", "--json", "--data-dir", other])
      let entries = try #require(try jsonObject(listed.stdout)["history"] as? [[String: Any]])
      expectEqual(entries.compactMap { $0["text"] as? String }, ["misty lake", "fog"])

      // The same file with one search edited to hold an escape sequence: refused, naming the field, nothing written.
      let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
      let edited = sandbox.root.appendingPathComponent("edited.json")
      try Data(text.replacingOccurrences(of: "\"misty lake\"", with: "\"misty\\u001b[2J lake\"").utf8).write(to: edited)
      let fresh = sandbox.root.appendingPathComponent("fresh").path
      let refused = try await sandbox.mosaic(["import", edited.path, "--data-dir", fresh])
      #expect(refused.status != 0, "\(refused)")
      #expect(refused.stderr.contains("sections.photoSearchHistory.items[0].text"), "\(refused)")
      let none = try await sandbox.mosaic(["gallery", "--history", "--json", "--data-dir", fresh])
      #expect((try jsonObject(none.stdout)["history"] as? [Any])?.isEmpty == true, "\(none)")
    }
  }
}
