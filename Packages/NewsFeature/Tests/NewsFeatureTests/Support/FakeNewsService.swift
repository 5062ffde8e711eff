import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import Synchronization

@testable import NewsFeature

/// A NewsAPI in memory: serves each list (a feed, or a search's text) in pages, records every request, and
/// fails, holds or reshapes the pages a test picks. Lists are keyed like `business`, `techcrunch`, `wsj`,
/// or the search text (`apple` serves the Apple feed too).
final class FakeNewsService: Sendable {
  struct Call: Equatable, Sendable, CustomStringConvertible {
    let list: String
    let page: Int
    let pageSize: Int
    var description: String { "\(list)#\(page)" }
  }

  private struct State {
    var lists: [String: [Article]] = [:]
    var calls: [Call] = []
    var requests: [NewsRequest] = []
    var failures: [String: NetworkError] = [:]
    var stale: [String: StaleNote] = [:]
    var gates: [String: Gate] = [:]
    var dropped: [String: Int] = [:]
    var inFlight = 0
    var mostInFlight = 0
  }

  private let state = Mutex(State())
  let provider: NewsProvider

  init(provider: NewsProvider = .embedded) {
    self.provider = provider
  }

  /// Gives `list` `count` articles (`<list>-0`, `<list>-1`, …, newest first).
  func serve(_ list: String, count: Int) throws {
    let articles = try (0..<count).map { index in
      try Article.fixture(
        "\(list)-\(index)", title: "\(list.capitalized) story \(index)",
        publishedAt: Date(timeIntervalSince1970: 1_795_000_000 - Double(index) * 600))
    }
    serve(list, articles)
  }

  func serve(_ list: String, _ articles: [Article]) {
    state.withLock { $0.lists[list] = articles }
  }

  /// Makes `list`'s `page` throw `error`.
  func fail(_ list: String, page: Int, with error: NetworkError) {
    state.withLock { $0.failures["\(list)#\(page)"] = error }
  }

  /// Serves `list`'s `page` as a saved copy.
  func serveStale(_ list: String, page: Int, note: StaleNote) {
    state.withLock { $0.stale["\(list)#\(page)"] = note }
  }

  /// Makes `list`'s `page` arrive with its first `count` articles dropped, as a link that is not a web
  /// address drops its article: the page still counts as served whole.
  func dropOnArrival(_ list: String, page: Int, count: Int) {
    state.withLock { $0.dropped["\(list)#\(page)"] = count }
  }

  /// Holds the next request for `list`'s `page` until the gate is released.
  func hold(_ list: String, page: Int) -> Gate {
    let gate = Gate()
    state.withLock { $0.gates["\(list)#\(page)"] = gate }
    return gate
  }

  var calls: [Call] { state.withLock { $0.calls } }
  var requests: [NewsRequest] { state.withLock { $0.requests } }
  /// The most requests that were on their way at one time.
  var mostInFlight: Int { state.withLock { $0.mostInFlight } }

  func pages(_ list: String) -> [Int] { calls.filter { $0.list == list }.map(\.page) }

  var client: NewsClient {
    NewsClient(
      provider: provider,
      topHeadlines: { query in try await self.answer(.headlines(query)) },
      everything: { query in try await self.answer(.everything(query)) },
      sources: { Fetched(SourcesResponse(sources: [])) })
  }

  static func list(of request: NewsRequest) -> (String, Int, Int) {
    switch request {
    case .headlines(let query):
      (query.sources.first ?? query.category?.rawValue ?? "?", query.page, query.pageSize)
    case .everything(let query):
      (query.domains.contains("wsj.com") ? "wsj" : query.query ?? "?", query.page, query.pageSize)
    }
  }

  private func answer(_ request: NewsRequest) async throws -> Fetched<ArticlesResponse> {
    let (list, page, pageSize) = Self.list(of: request)
    let key = "\(list)#\(page)"
    let gate = state.withLock { state -> Gate? in
      state.calls.append(Call(list: list, page: page, pageSize: pageSize))
      state.requests.append(request)
      state.inFlight += 1
      state.mostInFlight = max(state.mostInFlight, state.inFlight)
      return state.gates.removeValue(forKey: key)
    }
    if let gate { await gate.pass() }
    return try state.withLock { state in
      state.inFlight -= 1
      if let error = state.failures[key] { throw error }
      let articles = state.lists[list] ?? []
      let start = (page - 1) * pageSize
      let slice = start < articles.count ? Array(articles[start..<min(start + pageSize, articles.count)]) : []
      let kept = Array(slice.dropFirst(state.dropped[key] ?? 0))
      let response = ArticlesResponse(totalResults: articles.count, articles: kept, servedCount: slice.count)
      if let note = state.stale[key] {
        return Fetched(response, freshness: .cached(savedAt: note.savedAt, reason: note.reason))
      }
      return Fetched(response)
    }
  }

  /// A failure that allows a saved copy: NewsAPI could not be reached.
  static let outage = NetworkError(.transport, service: "NewsAPI", host: "newsapi.org", detail: .connectionRefused)
  /// NewsAPI's 426 past the free plan's 100 results.
  static let resultLimit = NetworkError(
    .httpStatus, service: "NewsAPI", status: 426, serviceMessage: "maximumResultsReached: too many",
    detail: .resultLimit(100), serviceCode: "maximumResultsReached")
}

/// Holds one call until the test releases it, and tells the test when it arrived; no sleeps.
final class Gate: Sendable {
  private let arrivals = AsyncStream<Void>.makeStream()
  private let releases = AsyncStream<Void>.makeStream()

  func pass() async {
    arrivals.continuation.finish()
    for await _ in releases.stream {}
  }

  func arrived() async {
    for await _ in arrivals.stream {}
  }

  func release() {
    releases.continuation.finish()
  }
}
