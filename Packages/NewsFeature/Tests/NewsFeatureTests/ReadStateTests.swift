import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import TestExpectations
import Testing

@testable import NewsFeature

/// Issue 22, read state: an article opened with `news read` is marked read, kept in the read marks, and the lists
/// mark it ("read" in the byline, `"isRead"` in `--json`).
@Suite struct ReadStateTests {
  let service = FakeNewsService()
  let id = Article.shortID(for: "https://news.example/business-0")

  init() throws {
    service.serve(
      "business",
      [
        try Article.fixture("business-0", title: "Central banks hold"),
        try Article.fixture("business-1", title: "Markets slide"),
      ])
  }

  @Test func read_marksTheArticleRead_andTheFeedMarksItInTextAndJSON() async throws {
    let read = ReadArticlesClient.inMemory()
    try await withTestHost(TestHost(service: service, read: read, pages: ReaderPages.Recording().fetcher)) { host in
      let before = try json(try await host.news(["--json"]))
      expectEqual((before["articles"] as? [[String: Any]])?.map { $0["isRead"] as? Bool }, [false, false])

      _ = try await host.news(["read", id])

      #expect(try await read.readIDs() == [id])
      let after = try json(try await host.news(["--json"]))
      let articles = try #require(after["articles"] as? [[String: Any]])
      expectEqual(articles.map { $0["isRead"] as? Bool }, [true, false])
      let lines = try await host.news().output.split(separator: "\n").map(String.init)
      let byline = try requireValue(lines.firstIndex { $0.contains(id) }.map { lines[$0 + 1] })
      #expect(byline.contains(" · read — "), "\(byline)")
      expectEqual(lines.filter { $0.contains(" · read — ") }.count, 1)
    }
  }

  @Test func savedList_marksTheArticlesRead() async throws {
    let read = ReadArticlesClient.inMemory()
    _ = try await read.markRead(id)
    let saved = SavedArticlesClient.inMemory()
    _ = try await saved.save(try Article.fixture("business-0", title: "Central banks hold"))
    try await withTestHost(TestHost(service: service, saved: saved, read: read)) { host in
      let document = try json(try await host.news(["saved", "--json"]))
      #expect((document["articles"] as? [[String: Any]])?.first?["isRead"] as? Bool == true)
      #expect(try await host.news(["saved"], language: .german).output.contains(" · gelesen · "))
    }
  }
}
