import ArgumentParser
import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Foundation
import Models
import NetworkLayer
import TestExpectations
import Testing

@testable import NewsFeature

/// Issue 22, "your feeds": `mosaic news feeds add|remove|hide|show|move` and `mosaic news --feed NAME`, in-process
/// over a fake NewsAPI that records every request.
@Suite struct UserFeedsCommandTests {
  let service = FakeNewsService()

  init() throws {
    try service.serve("rust language", count: 20)
    try service.serve("bbc-news", count: 5)
    try service.serve("sports", count: 5)
  }

  func ids(_ host: TestHost) async throws -> [String] {
    let document = try json(try await host.news(["feeds", "--json"]))
    return try #require(document["feeds"] as? [[String: Any]]).map { $0["id"] as? String ?? "" }
  }

  @Test func add_loadsNothing_thenTheFeedShowsByName_asASearch() async throws {
    try await withTestHost(TestHost(service: service)) { host in
      let added = try await host.news(["feeds", "add", "Rust", "--query", "rust language"])
      #expect(added.output == "Added the feed 'Rust'; show it with `mosaic news --feed Rust`.\n")
      #expect(service.calls.isEmpty, "adding a feed spends none of NewsAPI's budget")
      #expect(try await ids(host) == NewsFeed.all.map(\.id) + ["rust"])

      let page = try json(try await host.news(["--feed", "RUST", "--json"]))
      #expect((page["articles"] as? [Any])?.count == 12)
      #expect(page["feed"] as? String == "rust")
      #expect(
        service.requests == [
          .everything(EverythingQuery(query: "rust language", sortBy: .publishedAt, page: 1, pageSize: 12))
        ])
      let text = try await host.news(["rust", "--page", "2"])
      #expect(text.output.hasPrefix("Rust · page 2"), "\(text.output)")
    }
  }

  @Test func aSourceAndACategoryFeed_askForTheirOwnHeadlines_aChosenCountryKept() async throws {
    try await withTestHost(TestHost(service: service)) { host in
      _ = try await host.news(["feeds", "add", "BBC", "--source", "bbc-news"])
      _ = try await host.news(["feeds", "add", "Sport en France", "--category", "Sports", "--country", "FR"])
      _ = try await host.news(["--feed", "bbc", "--json"])
      _ = try await host.news(["--feed", "sport en france", "--json"])
      #expect(
        service.requests == [
          .headlines(HeadlinesQuery(category: nil, country: nil, sources: ["bbc-news"], page: 1, pageSize: 12)),
          .headlines(HeadlinesQuery(category: .sports, country: "fr", page: 1, pageSize: 12, countryIsChosen: true)),
        ])
    }
  }

  struct Refusal: Sendable, CustomTestStringConvertible {
    let id: String
    let arguments: [String]
    let code: NewsError.Code
    var testDescription: String { id }
  }

  @Test(arguments: [
    Refusal(id: "a built-in name", arguments: ["Business", "--query", "x"], code: .feedExists),
    Refusal(id: "a name taken in another case", arguments: ["RUST", "--query", "x"], code: .feedExists),
    Refusal(id: "a blank name", arguments: ["\u{1B}[2J", "--query", "x"], code: .badFeedName),
    Refusal(id: "a long name", arguments: [String(repeating: "n", count: 41), "--query", "x"], code: .badFeedName),
    Refusal(id: "no kind", arguments: ["a"], code: .badFeedDefinition),
    Refusal(id: "two kinds", arguments: ["a", "--query", "x", "--source", "y"], code: .badFeedDefinition),
    Refusal(id: "a category NewsAPI lacks", arguments: ["a", "--category", "gossip"], code: .badFeedCategory),
    Refusal(
      id: "a country NewsAPI lacks", arguments: ["a", "--category", "sports", "--country", "xx"], code: .badFeedCountry),
    Refusal(
      id: "a country for a search", arguments: ["a", "--query", "x", "--country", "de"], code: .badFeedDefinition),
  ])
  func add_refusesInOneSentence(_ refusal: Refusal) async throws {
    let feeds = NewsFeedsClient.inMemory()
    try await withTestHost(TestHost(service: service, feeds: feeds)) { host in
      _ = try await host.news(["feeds", "add", "Rust", "--query", "rust language"])
      let error = await #expect(throws: UsageError.self) {
        try await host.news(["feeds", "add"] + refusal.arguments)
      }
      #expect((error?.underlying as? NewsError)?.code == refusal.code)
      let message = error?.message(in: .german) ?? ""
      #expect(message.hasSuffix(".") && !message.dropLast().contains(". "), "one sentence: \(message)")
      #expect(!message.contains("\u{1B}"))
      #expect(try await feeds.list().map(\.name) == ["Rust"], "nothing else stored")
    }
  }

  @Test func aNameIsStrippedOfControlCharacters() async throws {
    let feeds = NewsFeedsClient.inMemory()
    try await withTestHost(TestHost(service: service, feeds: feeds)) { host in
      let added = try await host.news(["feeds", "add", "Red\u{1B}[31m  Alert", "--query", "alert"])
      #expect(!added.output.contains("\u{1B}"))
      #expect(try await feeds.list().map(\.name) == ["Red Alert"])
    }
  }

  @Test func hideShowMoveAndRemove_changeTheOrder_builtInFeedsKept() async throws {
    try await withTestHost(TestHost(service: service)) { host in
      _ = try await host.news(["feeds", "add", "Rust", "--query", "rust language"])
      _ = try await host.news(["feeds", "hide", "WSJ"])
      let listed = try json(try await host.news(["feeds", "--json"]))
      let wsj = try requireValue((listed["feeds"] as? [[String: Any]])?.first { $0["id"] as? String == "wsj" })
      #expect(wsj["hidden"] as? Bool == true)
      #expect(try await host.news(["feeds"]).output.contains("Wall Street Journal  hidden"))
      // A hidden feed still shows by name.
      _ = try await host.news(["wsj", "--json"])

      let moved = try json(try await host.news(["feeds", "move", "rust", "--to", "1", "--json"]))
      #expect(moved["place"] as? Int == 1)
      #expect(try await ids(host).prefix(3) == ["rust", "business", "techcrunch"])
      _ = try await host.news(["feeds", "move", "business", "--to", "99"])
      #expect(try await ids(host).last == "business")
      _ = try await host.news(["feeds", "show", "wsj"])
      _ = try await host.news(["feeds", "add", "BBC", "--source", "bbc-news"])
      #expect(try await ids(host).last == "bbc", "a feed added after a move goes last")

      let error = await #expect(throws: UsageError.self) { try await host.news(["feeds", "remove", "business"]) }
      #expect((error?.underlying as? NewsError)?.code == .builtinFeed)
      let removed = try await host.news(["feeds", "remove", "Rust"])
      #expect(removed.output == "Removed the feed 'Rust'.\n")
      #expect(!(try await ids(host).contains("rust")))
      let unknown = await #expect(throws: ValidationError.self) { try await host.news(["--feed", "rust"]) }
      #expect(unknown?.message.hasPrefix("There is no feed 'rust'; use one of business,") == true)
    }
  }
}
