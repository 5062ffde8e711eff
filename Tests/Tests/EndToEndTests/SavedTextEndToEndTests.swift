import Foundation
import MosaicTestSupport
import TestExpectations
import Testing

/// Issue 22 on the released binary, offline: saving an embedded article keeps its text, a word found only in that
/// text finds it among the saved articles, reading it again reads the kept copy, and the feed marks it read.
@Suite struct SavedTextEndToEndTests {
  @Test func save_keepsTheText_aWordOnlyInItFindsTheArticle_andTheFeedMarksItRead() async throws {
    try await withSandbox { sandbox in
      let listing = try await mosaicJSON(sandbox, ["news"])
      let first = try #require(try articles(in: listing).first)
      let id = try #require(first["id"] as? String)
      let page = try await mosaicJSON(sandbox, ["news", "read", id])
      let blocks = (page["blocks"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
      // NewsAPI's fields and the first paragraph (whose start is `content`) are indexed anyway: a word elsewhere.
      let indexed =
        (["title", "description", "author", "source"].compactMap { first[$0] as? String } + blocks.prefix(1))
        .joined(separator: " ").lowercased()
      let word = try requireValue(
        blocks.dropFirst().flatMap { $0.split { !$0.isLetter } }.map { $0.lowercased() }
          .first { $0.count >= 7 && !indexed.contains($0) }, "no word only in the text of '\(id)': \(blocks)")

      let saved = try await mosaicJSON(sandbox, ["news", "save", id])

      #expect(saved["textKept"] as? Bool == true, "\(saved)")
      let found = try await mosaicJSON(sandbox, ["news", "saved", "--search", word])
      #expect(try field("id", of: found) == [id], "'\(word)'")
      let again = try await mosaicJSON(sandbox, ["news", "read", id])
      #expect(again["kept"] as? Bool == true)
      let feed = try articles(in: try await mosaicJSON(sandbox, ["news"]))
      #expect(feed.first?["isRead"] as? Bool == true)
      expectAll(feed.dropFirst()) { $0["isRead"] as? Bool == false }
    }
  }
}
