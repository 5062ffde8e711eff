import DataLayer
import Foundation
import Models
import ModelsTestSupport
import Synchronization
import Testing

@testable import NewsFeature

@Suite struct ArticleMemoryTests {
  /// An in-memory cache that counts what is written to it.
  final class CountingCache: Sendable {
    let inner = CacheStore.inMemory()
    private let saves = Mutex(0)
    var count: Int { saves.withLock { $0 } }

    var store: CacheStore {
      CacheStore(
        load: { [inner] name in try await inner.load(name) },
        save: { [self] name, data in
          saves.withLock { $0 += 1 }
          try await inner.save(name, data)
        },
        remove: { [inner] name in try await inner.remove(name) })
    }
  }

  static func page(_ prefix: String, _ count: Int, title: String = "Story") throws -> [Article] {
    try (0..<count).map { index in
      try Article.fixture(
        "\(prefix)-\(index)", title: "\(title) \(index)",
        publishedAt: Date(timeIntervalSince1970: 1_795_000_000 - Double(index) * 600))
    }
  }

  @Test func theSamePageAgain_writesNothing_andForgetsNothing() async throws {
    let cache = CountingCache()
    let memory = ArticleMemory(cache: cache.store)
    let older = try Self.page("wsj", 12)
    let page = try Self.page("business", 12)
    try await memory.remember(older)
    try await memory.remember(page)
    let written = try #require(try await cache.inner.load(ArticleMemory.name))
    #expect(cache.count == 2)

    try await memory.remember(page)
    try await memory.remember(Array(page.prefix(5)))

    #expect(cache.count == 2, "an unchanged memory is not written again")
    #expect(try await cache.inner.load(ArticleMemory.name) == written)
    for article in older + page {
      #expect(await memory.find(article.shortID) == article)
    }
  }

  @Test func aChangedPage_isWritten_firstAndOnce() async throws {
    let cache = CountingCache()
    let memory = ArticleMemory(cache: cache.store)
    let page = try Self.page("business", 12)
    try await memory.remember(page)
    // The same URLs in another order, and the same URLs with a new title: both are news to the memory.
    try await memory.remember(page.reversed())
    #expect(cache.count == 2)
    let retitled = try Self.page("business", 12, title: "Update")
    try await memory.remember(retitled)
    #expect(cache.count == 3)
    for article in retitled {
      #expect(await memory.find(article.shortID) == article)
    }
    // One more page: written, the others kept behind it.
    let next = try Self.page("tech", 3)
    try await memory.remember(next)
    #expect(cache.count == 4)
    for article in next + retitled {
      #expect(await memory.find(article.url.absoluteString) == article)
    }
  }

  @Test func theFingerprint_changesWithEveryField_theOrderAndTheCount() throws {
    let page = try Self.page("business", 3)
    let first = page[0]
    let changed = [
      try Article.fixture("business-0", title: "Other"),
      try Article.fixture("business-0", title: "Story 0", description: nil),
      try Article.fixture("business-0", title: "Story 0", description: ""),
      try Article.fixture("business-0", title: "Story 0", content: "Other."),
      try Article.fixture("business-0", title: "Story 0", author: nil),
      try Article.fixture("business-0", title: "Story 0", source: "Other"),
      try Article.fixture("business-0", title: "Story 0", sourceID: nil),
      try Article.fixture("business-0", title: "Story 0", host: "other.example"),
      try Article.fixture("business-0", title: "Story 0", publishedAt: first.publishedAt.addingTimeInterval(0.001)),
    ]
    #expect(try Article.fixture("business-0", title: "Story 0") == first, "each variant changes one field")
    let fingerprints = Set(
      [page, Array(page.reversed()), Array(page.prefix(2)), page + page.prefix(1)].map(ArticleMemory.fingerprint)
        + changed.map { ArticleMemory.fingerprint(of: [$0] + page.dropFirst()) })
    #expect(fingerprints.count == 4 + changed.count)
    #expect(ArticleMemory.fingerprint(of: page) == ArticleMemory.fingerprint(of: try Self.page("business", 3)))
  }

  @Test func aWholeEntryEndingWithThePage_isRecognised_andNothingElse() async throws {
    let cache = CacheStore.inMemory()
    let memory = ArticleMemory(cache: cache)
    let page = try Self.page("business", 3)
    try await memory.remember(page)
    let data = try #require(try await cache.load(ArticleMemory.name))
    let fingerprint = ArticleMemory.fingerprint(of: page)
    #expect(ArticleMemory.ends(data, with: fingerprint))
    #expect(!ArticleMemory.ends(data.dropLast(), with: fingerprint), "an entry cut short")
    #expect(!ArticleMemory.ends(data, with: ArticleMemory.fingerprint(of: Array(page.prefix(2)))))
    #expect(!ArticleMemory.ends(Data(), with: fingerprint))
  }

  @Test func anEntryWithoutAFingerprint_isReadAndGetsOne() async throws {
    let cache = CountingCache()
    let memory = ArticleMemory(cache: cache.store)
    let page = try Self.page("business", 12)
    try await cache.inner.save(ArticleMemory.name, try NewsJSON.encoder.encode(["articles": page]))

    try await memory.remember(page)
    try await memory.remember(page)

    #expect(cache.count == 1)
    let data = try #require(try await cache.inner.load(ArticleMemory.name))
    #expect(ArticleMemory.ends(data, with: ArticleMemory.fingerprint(of: page)))
    for article in page {
      #expect(await memory.find(article.shortID) == article)
    }
  }
}
