import Foundation
import Models
import MosaicTestSupport
import TestExpectations
import Testing

/// Issue 19: article links from a server are checked when they arrive (only http and https), an article with
/// an empty link costs itself and not the page, and a link saved before never reaches a program as an
/// argument — while what the reader saved still exports and imports.
@Suite struct ArticleLinkEndToEndTests {
  static let key = "e2e-news-key-\(UUID().uuidString)"

  func environment(_ server: MockServer) -> [String: String] {
    ["MOSAIC_NEWSAPI_BASE_URL": server.baseURL, "NEWSAPI_KEY": Self.key]
  }

  @Test func linksThatAreNotWebAddresses_areDroppedOnArrival_andThePageStays() async throws {
    try await withSandbox { sandbox in
      try await withMockServer(["--news-key", Self.key, "--hostile", "bad-article-links"]) { server in
        let document = try await mosaicJSON(sandbox, ["news", "business"], environment: environment(server))
        let links = try field("url", of: document)
        #expect(links.count == 7, "12 asked, the 5 with bad links dropped: \(links)")
        expectAll(links) { $0.hasPrefix("https://") }
        let text = try await sandbox.mosaic(["news", "business"], environment: environment(server))
        #expect(text.status == 0 && text.stderr.isEmpty, "\(text)")
        #expect(articleLines(text.stdout).count == 7)
      }
    }
  }

  @Test func aSavedLinkThatIsNotAWebAddress_isNeverOpened_andStillExportsAndImports() async throws {
    try await withSandbox { sandbox in
      // A backup from before links were checked: one saved article links to an option, one to a script.
      let ids = try field("id", of: try await mosaicJSON(sandbox, ["news", "technology"]))
      let id = try #require(ids.first)
      let save = try await sandbox.mosaic(["news", "save", id])
      try #require(save.status == 0, "\(save)")
      let file = sandbox.root.appendingPathComponent("backup.json")
      let export = try await sandbox.mosaic(["export", "--output", file.path])
      try #require(export.status == 0, "\(export)")
      let bad = ["--new-window", "javascript:alert(1)"]
      try Self.replaceSavedLinks(in: file, with: bad)

      let other = sandbox.root.appendingPathComponent("other").path
      let imported = try await sandbox.mosaic(["import", file.path, "--data-dir", other])
      #expect(imported.status == 0, "refused before issue 19: \(imported)")
      let saved = try field("url", of: try await mosaicJSON(sandbox, ["news", "saved", "--data-dir", other]))
      #expect(Set(saved) == Set(bad))

      let programs = try FakePrograms(in: sandbox.root, ["xdg-open", "firefox"])
      for link in bad {
        let opened = try await sandbox.mosaic(
          ["news", "open", Article.shortID(for: link), "--data-dir", other],
          environment: ["PATH": programs.path, "DISPLAY": ":0", "BROWSER": "firefox"])
        #expect(opened.stderr.contains("is not an http or https address"), "\(opened)")
      }
      #expect(programs.log("firefox").isEmpty && programs.log("xdg-open").isEmpty, "no program got a bad link")

      let again = sandbox.root.appendingPathComponent("again.json")
      let reexport = try await sandbox.mosaic(["export", "--output", again.path, "--data-dir", other])
      #expect(reexport.status == 0, "\(reexport)")
      let third = sandbox.root.appendingPathComponent("third").path
      let reimport = try await sandbox.mosaic(["import", again.path, "--data-dir", third])
      #expect(reimport.status == 0, "\(reimport)")
      #expect(
        Set(try field("url", of: try await mosaicJSON(sandbox, ["news", "saved", "--data-dir", third]))) == Set(bad))
    }
  }

  /// Gives the export at `file` one saved article per link in `links`, each a copy of its first saved article
  /// under that link (and the id that link hashes to).
  static func replaceSavedLinks(in file: URL, with links: [String]) throws {
    var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    var sections = try #require(document["sections"] as? [String: Any])
    var saved = try #require(sections["savedArticles"] as? [String: Any])
    let items = try #require(saved["items"] as? [[String: Any]])
    let first = try #require(items.first)
    saved["items"] = try links.map { link in
      var item = first
      var article = try #require(item["article"] as? [String: Any])
      article["url"] = link
      item["article"] = article
      item["id"] = Article.shortID(for: link)
      return item
    }
    sections["savedArticles"] = saved
    document["sections"] = sections
    try JSONSerialization.data(withJSONObject: document).write(to: file)
  }
}
