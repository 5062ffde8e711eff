import Foundation
import Models
import NetworkLayer
import Synchronization
import TestExpectations
import Testing

/// Issue 22: the headlines' country is asked for at each request (so a change reaches a running app), replaces
/// the country of every headlines query that names one, and leaves a country a feed chose itself.
@Suite struct NewsClientCountryTests {
  /// The headline queries a client got.
  final class Recorded: Sendable {
    let queries = Mutex<[HeadlinesQuery]>([])
  }

  /// A client that records the headline queries it gets and fails every other call.
  static func recording(_ recorded: Recorded) -> NewsClient {
    NewsClient(
      provider: .embedded,
      topHeadlines: { query in
        recorded.queries.withLock { $0.append(query) }
        return Fetched(ArticlesResponse(status: "ok", totalResults: 0, articles: []))
      },
      everything: { _ in
        Issue.record("everything was not asked for"); throw CancellationError()
      },
      sources: {
        Issue.record("sources were not asked for"); throw CancellationError()
      })
  }

  @Test func theCountry_isAskedForAtEachRequest_andAChosenOneIsKept() async throws {
    let recorded = Recorded()
    let country = Country()
    let news = Self.recording(recorded).inCountry { country.value.withLock { $0 } }

    _ = try await news.topHeadlines(HeadlinesQuery(category: .business, country: "us"))
    country.value.withLock { $0 = "at" }
    _ = try await news.topHeadlines(HeadlinesQuery(category: .science, country: "us"))
    _ = try await news.topHeadlines(HeadlinesQuery(category: nil, country: nil, sources: ["bbc-news"]))
    _ = try await news.topHeadlines(HeadlinesQuery(category: .sports, country: "fr", countryIsChosen: true))

    expectEqual(recorded.queries.withLock { $0.map(\.country) }, ["de", "at", nil, "fr"])
  }
}

/// The run's country, changed while the client is in use.
final class Country: Sendable {
  let value = Mutex("de")
}
