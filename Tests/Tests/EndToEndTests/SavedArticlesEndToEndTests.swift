import EmbeddedCatalog
import Foundation
import Models
import MosaicTestSupport
import TestExpectations
import Testing

/// Saving articles and finding them again with the full-text search: offline, across processes.
@Suite struct SavedArticlesEndToEndTests {
  /// The reader's catalog, by URL, to know what an article's content holds.
  static let catalog = Dictionary(
    EmbeddedNewsCatalog.reader.entries.map { ($0.article.url.absoluteString, $0.article) }
  ) { first, _ in first }

  /// The first article `search` lists whose title does (or does not) contain `word`.
  func pick(_ document: [String: Any], titleHas word: String, _ wanted: Bool) throws -> String {
    let match = try articles(in: document).first { article in
      ((article["title"] as? String)?.lowercased().contains(word) ?? false) == wanted
    }
    return try #require(match?["url"] as? String)
  }

  @Test func threeSaves_thenSearchByContentWordPrefixAndUmlaut_rankedAndOffline() async throws {
    try await withSandbox { sandbox in
      let acquisitions = try await mosaicJSON(sandbox, ["news", "search", "acquisition"])
      let inTitle = try pick(acquisitions, titleHas: "acquisition", true)
      let inText = try pick(acquisitions, titleHas: "acquisition", false)
      let takeovers = try await mosaicJSON(sandbox, ["news", "search", "Übernahme"])
      let german = try pick(takeovers, titleHas: "übernahme", false)
      for url in [inText, inTitle, german] {
        let saved = try await sandbox.mosaic(["news", "save", Article.shortID(for: url)])
        #expect(saved.status == 0, "\(saved)")
      }

      // A word only the content of one saved article has (not the others' content, nor the page text saving kept
      // with them, issue 22).
      let saved = try [inText, inTitle, german].map { try #require(Self.catalog[$0]) }
      func words(_ text: String?) -> Set<String> {
        Set((text ?? "").lowercased().split { !$0.isLetter }.map(String.init).filter { $0.count >= 6 })
      }
      func kept(_ article: Article) -> Set<String> {
        words(EmbeddedNewsCatalog.reader.text(of: article.url)?.blocks.map(\.text).joined(separator: " "))
      }
      let visible = saved.map { words($0.title).union(words($0.description)).union(words($0.source.name)) }
      let (owner, word) = try requireValue(
        saved.indices.lazy.compactMap { index -> (Int, String)? in
          let others = saved.indices.filter { $0 != index }.map { words(saved[$0].content).union(kept(saved[$0])) }
          let unique = words(saved[index].content).subtracting(visible.reduce(Set(), { $0.union($1) }))
            .subtracting(others.reduce(Set(), { $0.union($1) }))
          return unique.sorted().first.map { (index, $0) }
        }.first)

      // Every search in a new process, with the news service unreachable.
      let offline = ["NEWSAPI_KEY": "k", "MOSAIC_NEWSAPI_BASE_URL": "http://127.0.0.1:9"]
      func search(_ text: String) async throws -> [String] {
        try field("url", of: try await mosaicJSON(sandbox, ["news", "saved", "--search", text], environment: offline))
      }
      #expect(try await search(word) == [saved[owner].url.absoluteString], "content word '\(word)'")
      #expect(try await search("acqui") == [inTitle, inText], "prefix, the title hit first")
      #expect(try await search("ubernahme") == [german], "umlaut folded")
      let all = try await mosaicJSON(sandbox, ["news", "saved"], environment: offline)
      #expect(try field("url", of: all) == [german, inTitle, inText], "newest saved first")

      let text = try await sandbox.mosaic(["news", "saved", "--search", "acqui"], environment: offline)
      #expect(text.stdout.hasPrefix("2 saved articles match 'acqui', best first\n"))
    }
  }

  @Test func save_isIdempotent_unsaveRemoves_andTwoProcessesSavingAtOnceLoseNothing() async throws {
    try await withSandbox { sandbox in
      let listed = try field("id", of: try await mosaicJSON(sandbox, ["news", "technology"]))
      let ids = Array(listed.prefix(6))
      try #require(ids.count == 6)
      async let left = sandbox.mosaic(["news", "save", ids[0]])
      async let right = sandbox.mosaic(["news", "save", ids[1]])
      let results = try await [left, right]
      expectAll(results, "\(results)") { $0.status == 0 }
      for id in ids.dropFirst(2) {
        _ = try await sandbox.mosaic(["news", "save", id])
      }
      let again = try await mosaicJSON(sandbox, ["news", "save", ids[0]])
      #expect(again["changed"] as? Bool == false)
      #expect(Set(try field("id", of: try await mosaicJSON(sandbox, ["news", "saved"]))) == Set(ids))

      let marked = try await mosaicJSON(sandbox, ["news", "technology"])
      try expectAll(articles(in: marked).prefix(6)) { $0["isSaved"] as? Bool == true }

      let removed = try await sandbox.mosaic(["news", "unsave", ids[0]])
      #expect(removed.stdout == "Removed '\(ids[0])' from the saved articles.\n")
      let notSaved = try await sandbox.mosaic(["news", "unsave", ids[0]])
      #expect(notSaved.stdout == "'\(ids[0])' was not saved; nothing changed.\n")
      #expect(try field("id", of: try await mosaicJSON(sandbox, ["news", "saved"])).count == 5)
    }
  }

  @Test func emptyStates_sayWhatToDo() async throws {
    try await withSandbox { sandbox in
      let all = try await sandbox.mosaic(["news", "saved"])
      let search = try await sandbox.mosaic(["news", "saved", "--search", "apple"])
      #expect(all.stdout == "No saved articles yet; save one with `mosaic news save ID`.\n")
      #expect(search.stdout == "No saved article matches 'apple'; try fewer words, or the start of a word.\n")
    }
  }
}
