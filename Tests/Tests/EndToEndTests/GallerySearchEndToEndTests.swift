import EmbeddedCatalog
import Foundation
import Models
import MosaicTestSupport
import TestExpectations
import Testing

/// `mosaic gallery --search TEXT` as a separate process: offline on the embedded catalog (by description
/// and author), and against mosaic-mock-api speaking Unsplash's `/search/photos`.
@Suite struct GallerySearchEndToEndTests {
  static let key = "e2e-search-key-\(UUID().uuidString)"

  /// A word of the first photo's author and what the catalog finds for it.
  static func authorWord() throws -> (word: String, matches: [Photo]) {
    let author = try #require(EmbeddedPhotoCatalog.standard.page(1, perPage: 1).photos.first?.user.name)
    let word = try #require(author.split(separator: " ").last.map(String.init))
    return (word, EmbeddedPhotoCatalog.standard.search(word))
  }

  @Test func search_offline_listsTheCatalogsMatches_pagedAsJSON() async throws {
    let (word, matches) = try Self.authorWord()
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(["gallery", "--search", word, "--per-page", "2", "--json"])
      #expect(result.status == 0, "\(result)")
      let document = try jsonObject(result.stdout)
      #expect(document["query"] as? String == word)
      #expect(document["total"] as? Int == matches.count)
      #expect(document["hasMore"] as? Bool == (matches.count > 2))
      try expectEqual(photos(in: document).compactMap { $0["id"] as? String }, matches.prefix(2).map(\.id))
      let page2 = try jsonObject(
        try await sandbox.mosaic(["gallery", "--search", word, "--per-page", "2", "--page", "2", "--json"]).stdout)
      try expectEqual(
        photos(in: page2).compactMap { $0["id"] as? String }, Array(matches.dropFirst(2).prefix(2)).map(\.id))
    }
  }

  @Test func search_offline_asText_namesTheSearch_andTheNextPage() async throws {
    let (word, matches) = try Self.authorWord()
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(["gallery", "--search", word, "--per-page", "1"])
      #expect(result.status == 0, "\(result)")
      #expect(result.stdout.hasPrefix("Page 1 of \(matches.count) · \(matches.count) photos · matching '\(word)'"))
      #expect(photoLines(result.stdout).count == 1)
      #expect(result.stdout.hasSuffix("Next page: mosaic gallery --search '\(word)' --page 2 --per-page 1\n"))
    }
  }

  @Test func search_withoutMatches_saysSo_inEnglishAndGerman_exit0() async throws {
    try await withSandbox { sandbox in
      let english = try await sandbox.mosaic(["gallery", "--search", "zzqqxx"])
      #expect(english.status == 0, "\(english)")
      #expect(english.stderr.contains("No photos match 'zzqqxx'."))
      #expect(try await sandbox.mosaic(["settings", "set", "language", "de"]).status == 0)
      let german = try await sandbox.mosaic(["gallery", "--search", "zzqqxx"])
      #expect(german.stderr.contains("Keine Fotos passen zu 'zzqqxx'."), "\(german)")
    }
  }

  @Test func search_ofNothing_isAUsageError() async throws {
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(["gallery", "--search", "   "])
      #expect(result.status == 64, "\(result)")
      #expect(result.stderr.contains("--search needs words to look for"))
    }
  }

  @Test func search_online_asksTheMocksSearchPhotos_withTheKeyInTheHeader() async throws {
    let (word, matches) = try Self.authorWord()
    try await withSandbox { sandbox in
      try await withMockServer(["--unsplash-key", Self.key]) { server in
        let environment = ["MOSAIC_UNSPLASH_BASE_URL": server.baseURL, "UNSPLASH_ACCESS_KEY": Self.key]
        let result = try await sandbox.mosaic(["gallery", "--search", word, "--json"], environment: environment)
        #expect(result.status == 0, "\(result)")
        let document = try jsonObject(result.stdout)
        #expect(document["total"] as? Int == matches.count)
        try expectEqual(photos(in: document).compactMap { $0["id"] as? String }, matches.prefix(30).map(\.id))
        let request = try #require(try await server.requests().last)
        #expect(request.path.hasPrefix("/search/photos?query=\(word)&page=1&per_page=30"), "\(request.path)")
        #expect(request.keyInHeader && !request.keyInQuery)
      }
    }
  }
}
