import Foundation
import MosaicTestSupport
import TestExpectations
import Testing

/// Issue 22, "your feeds", on the released `mosaic`: a feed made with `news feeds add` shows by name offline and
/// against the mock NewsAPI (its request checked in the mock's log), a clash is refused in one sentence, and
/// `mosaic export`/`import` carry the feeds and the read marks to another data folder.
@Suite struct UserFeedsEndToEndTests {
  static let key = "e2e-feeds-key-\(UUID().uuidString)"

  @Test func aSearchFeed_offline_searchesTheEmbeddedArticles_andAClashIsRefused() async throws {
    try await withSandbox { sandbox in
      let added = try await sandbox.mosaic(["news", "feeds", "add", "Chips", "--query", "chip"])
      #expect(added.status == 0, "\(added)")
      #expect(added.stdout == "Added the feed 'Chips'; show it with `mosaic news --feed Chips`.\n")
      let page = try await mosaicJSON(sandbox, ["news", "--feed", "chips"])
      #expect(page["feed"] as? String == "chips")
      let titles = try field("title", of: page) + (try field("description", of: page))
      #expect(!titles.isEmpty)
      let feeds = try await mosaicJSON(sandbox, ["news", "feeds"])
      #expect((feeds["feeds"] as? [[String: Any]])?.last?["kind"] as? String == "query")

      let clash = try await sandbox.mosaic(["news", "feeds", "add", "BUSINESS", "--query", "x"])
      expectOneSentenceError(clash, status: 64, containing: "A feed named 'BUSINESS' exists already")
      let escaped = try await sandbox.mosaic(["news", "feeds", "add", "Red\u{1B}[31mAlert", "--source", "bbc-news"])
      #expect(escaped.status == 0 && !escaped.stdout.contains("\u{1B}"), "\(escaped)")
      let hidden = try await sandbox.mosaic(["news", "feeds", "hide", "wsj"])
      #expect(hidden.status == 0, "\(hidden)")
      let text = try await sandbox.mosaic(["news", "feeds"])
      #expect(text.stdout.contains("Wall Street Journal  hidden"), "\(text.stdout)")
      #expect(text.stdout.contains("RedAlert"), "\(text.stdout)")
    }
  }

  @Test func feedsAndReadMarks_travelThroughExportAndImport() async throws {
    try await withSandbox { sandbox in
      _ = try await sandbox.mosaic(["news", "feeds", "add", "Chips", "--query", "chip"])
      _ = try await sandbox.mosaic(["news", "feeds", "move", "chips", "--to", "1"])
      let article = try #require(try field("id", of: try await mosaicJSON(sandbox, ["news"])).first)
      let read = try await sandbox.mosaic(["news", "read", article])
      #expect(read.status == 0, "\(read)")
      let file = sandbox.root.appendingPathComponent("backup.json")
      let export = try await sandbox.mosaic(["export", "--output", file.path, "--json"])
      let sections = try jsonObject(export.stdout)["sections"] as? [String: Int]
      #expect(sections?["readArticles"] == 1 && sections?["newsFeeds"] == 11, "\(export)")

      let other = sandbox.root.appendingPathComponent("other")
      let imported = try await sandbox.mosaic(["import", file.path, "--data-dir", other.path])
      #expect(imported.status == 0, "\(imported)")
      let feeds = try await mosaicJSON(sandbox, ["news", "feeds", "--data-dir", other.path])
      #expect((feeds["feeds"] as? [[String: Any]])?.first?["id"] as? String == "chips", "the order came along")
      let listed = try await mosaicJSON(sandbox, ["news", "--data-dir", other.path])
      let first = try requireValue(try articles(in: listed).first { $0["id"] as? String == article })
      #expect(first["isRead"] as? Bool == true, "the read mark came along")
    }
  }

  @Test func live_aMadeFeedAsksForItsOwnRequest_andKeepsItsCountry() async throws {
    try await withSandbox { sandbox in
      try await withMockServer(["--news-key", Self.key]) { server in
        let environment = ["MOSAIC_NEWSAPI_BASE_URL": server.baseURL, "NEWSAPI_KEY": Self.key]
        _ = try await sandbox.mosaic(["news", "feeds", "add", "Chips", "--query", "chips"])
        _ = try await sandbox.mosaic(["news", "feeds", "add", "Sport FR", "--category", "sports", "--country", "fr"])
        _ = try await sandbox.mosaic(["settings", "set", "language", "de"])
        #expect(try await server.requests().isEmpty, "adding feeds spends none of NewsAPI's budget")
        for name in ["Chips", "Sport FR"] {
          let result = try await sandbox.mosaic(["news", "--feed", name, "--json"], environment: environment)
          #expect(result.status == 0, "\(result)")
        }
        let paths = try await server.requests().map(\.path)
        #expect(paths.count == 2)
        #expect(
          paths.first?.hasPrefix("/v2/everything?q=chips&sortBy=publishedAt&page=1&pageSize=12") == true, "\(paths)")
        #expect(paths.last?.hasPrefix("/v2/top-headlines?category=sports&country=fr&page=1") == true, "\(paths)")
      }
    }
  }
}
