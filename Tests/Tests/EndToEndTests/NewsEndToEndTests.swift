import EmbeddedCatalog
import Foundation
import Models
import MosaicTestSupport
import TestExpectations
import Testing

/// `mosaic news …` on the embedded catalog: no key, no network.
@Suite struct NewsEndToEndTests {
  @Test func news_offline_printsTwelveBusinessHeadlines_thenTheNextTwelve() async throws {
    try await withSandbox { sandbox in
      let first = try await sandbox.mosaic(["news"])
      #expect(first.status == 0, "\(first)")
      #expect(first.stdout.hasPrefix("Business · page 1 · the embedded news catalog\n"))
      // Twelve headlines, eleven stories: one is told by two sources, shown as one row (see StoriesEndToEndTests).
      #expect(articleLines(first.stdout).count == 11)
      #expect(first.stdout.hasSuffix("Next page: mosaic news business --page 2\n"))

      let second = try await sandbox.mosaic(["news", "--page", "2"])
      #expect(second.status == 0, "\(second)")
      #expect(articleLines(second.stdout).count == 12)
      #expect(Set(articleLines(first.stdout)).isDisjoint(with: articleLines(second.stdout)))

      let document = try await mosaicJSON(sandbox, ["news", "business", "--page", "2"])
      #expect(document["feed"] as? String == "business")
      #expect(document["page"] as? Int == 2)
      #expect(document["pageSize"] as? Int == 12)
      #expect(document["hasMore"] as? Bool == true)
      #expect(document["stale"] as? Bool == false)
      for article in try articles(in: document) {
        let url = try #require(article["url"] as? String)
        #expect(article["id"] as? String == Article.shortID(for: url))
        #expect(article["isSaved"] as? Bool == false)
        #expect(article.keys.contains("author") && article.keys.contains("imageURL"))
      }
    }
  }

  @Test func feeds_listsTheTenFeedsInOrder() async throws {
    try await withSandbox { sandbox in
      let document = try await mosaicJSON(sandbox, ["news", "feeds"])
      let feeds = try #require(document["feeds"] as? [[String: Any]])
      expectEqual(
        feeds.compactMap { $0["id"] as? String },
        [
          "business", "techcrunch", "wsj", "apple", "technology", "science", "health", "sports", "entertainment",
          "general",
        ])
      #expect(feeds[2]["title"] as? String == "Wall Street Journal")
      let text = try await sandbox.mosaic(["news", "feeds"])
      #expect(text.stdout.contains("  techcrunch     TechCrunch\n"))
    }
  }

  @Test(arguments: [
    "techcrunch", "wsj", "apple", "technology", "science", "health", "sports", "entertainment", "general",
  ])
  func everyFeed_hasThreeFullPagesOffline(_ feed: String) async throws {
    try await withSandbox { sandbox in
      let third = try await mosaicJSON(sandbox, ["news", feed, "--page", "3"])
      #expect(try articles(in: third).count == 12, "\(feed)")
    }
  }

  @Test func routes_showWhatTheCommandsShow() async throws {
    try await withSandbox { sandbox in
      let routed = try await sandbox.mosaic(["open", "mosaic://news?feed=wsj&page=2"])
      let commanded = try await sandbox.mosaic(["news", "wsj", "--page", "2"])
      #expect(routed.status == 0, "\(routed)")
      #expect(routed.stdout == commanded.stdout)
      let saved = try await mosaicJSON(sandbox, ["open", "mosaic://news/saved?q=apple"])
      #expect(saved["query"] as? String == "apple")
      let settings = try await mosaicJSON(sandbox, ["open", "mosaic://settings"])
      #expect(settings["language"] as? String == "en")
      // Issue 22: a name may be one of the person's feeds, so an unknown one is refused when the page loads.
      let bad = try await sandbox.mosaic(["open", "mosaic://news?feed=gossip"])
      expectOneSentenceError(bad, status: 64, containing: "There is no feed 'gossip'; use one of business,")
    }
  }

  @Test func anUnknownFeed_isAUsageError() async throws {
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(["news", "gossip"])
      #expect(result.status == 64, "\(result)")
      #expect(result.stderr.hasPrefix("Error: There is no feed 'gossip'; use one of business, techcrunch, wsj"))
    }
  }

  @Test func searchAndHistory() async throws {
    try await withSandbox { sandbox in
      let found = try await mosaicJSON(sandbox, ["news", "search", "apple"])
      #expect(found["query"] as? String == "apple")
      #expect(try articles(in: found).count == 12)
      _ = try await sandbox.mosaic(["news", "search", "inflation"])
      _ = try await sandbox.mosaic(["news", "search", "Apple"])

      let history = try await mosaicJSON(sandbox, ["news", "history"])
      let texts = (history["history"] as? [[String: Any]])?.compactMap { $0["text"] as? String }
      #expect(texts == ["Apple", "inflation"])
      #expect(
        try await sandbox.mosaic(["news", "history", "delete", "inflation"]).stdout
          == "Forgot the search 'inflation'.\n")
      #expect(try await sandbox.mosaic(["news", "history", "clear"]).stdout == "Forgot 1 search.\n")
      let empty = try await sandbox.mosaic(["news", "history"])
      #expect(empty.stdout == "No searches yet; search the news with `mosaic news search TEXT`.\n")
      let none = try await sandbox.mosaic(["news", "search", "zzzqqq"])
      #expect(none.stdout.contains("No articles match 'zzzqqq'; try fewer or more general words.\n"))
    }
  }

  @Test func shareAndOpen() async throws {
    try await withSandbox { sandbox in
      let listed = try await mosaicJSON(sandbox, ["news", "apple"])
      let first = try #require(try articles(in: listed).first)
      let id = try #require(first["id"] as? String)
      let url = try #require(first["url"] as? String)
      let title = try #require(first["title"] as? String)

      #expect(try await sandbox.mosaic(["news", "share", id]).stdout == "\(title) — \(url)\n")
      let shared = try await mosaicJSON(sandbox, ["news", "share", url])
      #expect(shared["text"] as? String == "\(title) — \(url)")

      let programs = try FakePrograms(in: sandbox.root, ["xdg-open", "firefox"])
      let opened = try await sandbox.mosaic(
        ["news", "open", id], environment: ["PATH": programs.path, "DISPLAY": ":0"])
      #expect(opened.stdout == "Opened '\(title)' with xdg-open.\n", "\(opened)")
      #expect(programs.log("xdg-open") == [url])
      let browser = try await sandbox.mosaic(
        ["news", "open", id], environment: ["PATH": programs.path, "BROWSER": "firefox"])
      #expect(browser.stdout == "Opened '\(title)' with firefox.\n")
      #expect(programs.log("firefox") == [url])

      let headless = try await sandbox.mosaic(["news", "open", id], environment: ["PATH": programs.path])
      #expect(headless.status == 0)
      #expect(headless.stdout == "\(url)\n")
      #expect(headless.stderr.hasPrefix("Could not open a browser: there is no display session"))

      let unknown = try await sandbox.mosaic(["news", "share", "0000000000"])
      expectOneSentenceError(unknown, containing: "No saved or lately listed article is '0000000000'")
    }
  }
}

/// Help for every news and settings command.
@Suite struct NewsHelpEndToEndTests {
  @Test(arguments: [
    ["news"], ["news", "feeds"], ["news", "save"], ["news", "saved"], ["news", "search"], ["news", "history"],
    ["news", "history", "delete"], ["news", "read"], ["news", "open"], ["news", "share"], ["news", "watch"],
    ["settings"],
    ["settings", "set"],
  ])
  func help_isAvailable(_ command: [String]) async throws {
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(command + ["--help"])
      #expect(result.status == 0, "\(result)")
      #expect(result.stdout.contains("USAGE: mosaic \(command.joined(separator: " "))"), "\(result)")
    }
  }
}
