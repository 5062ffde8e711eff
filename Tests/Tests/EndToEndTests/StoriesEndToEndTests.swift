import Foundation
import Models
import MosaicTestSupport
import TestExpectations
import Testing

/// Issue 22, stories, on the released `mosaic` offline: the embedded business feed's first page tells one story
/// from two sources, shown as one row with "+1 source" ("+1 Quelle" in German) and, in `--json`, as one
/// article with the other source in its `related`.
@Suite struct StoriesEndToEndTests {
  @Test func offlineFeed_groupsTheSameStoryFromTwoSources() async throws {
    try await withSandbox { sandbox in
      let document = try await mosaicJSON(sandbox, ["news", "--json"])
      let leads = try articles(in: document)
      #expect(leads.count == 11)
      let grouped = leads.filter { $0["related"] != nil }
      #expect(grouped.count == 1)
      let lead = try #require(grouped.first)
      let related = try #require(lead["related"] as? [[String: Any]])
      expectEqual(related.compactMap { $0["source"] as? String }, ["The Wall Street Journal"])
      let title = try #require(lead["title"] as? String)
      #expect(related.first?["title"] as? String == title + " - The Wall Street Journal")
      let relatedID = try #require(related.first?["id"] as? String)

      let text = try await sandbox.mosaic(["news"])
      #expect(text.status == 0, "\(text)")
      #expect(text.stdout.contains("+1 source"), "\(text.stdout)")
      #expect(text.stdout.contains("also: The Wall Street Journal \(relatedID)"), "\(text.stdout)")

      // The related article is one a later command finds by the id the row shows.
      let saved = try await sandbox.mosaic(["news", "save", relatedID])
      #expect(saved.status == 0, "\(saved)")

      // German brings German headlines (issue 22's country); the story is in the United States' business feed.
      _ = try await sandbox.mosaic(["settings", "set", "language", "de"])
      _ = try await sandbox.mosaic(["settings", "set", "country", "us"])
      let german = try await sandbox.mosaic(["news"])
      #expect(german.stdout.contains("+1 Quelle"), "\(german.stdout)")
    }
  }
}
