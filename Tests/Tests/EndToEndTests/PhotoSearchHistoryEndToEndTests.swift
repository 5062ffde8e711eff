import Foundation
import MosaicTestSupport
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
      #expect(entries.compactMap { $0["text"] as? String } == ["lake", "fog"])
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
}
