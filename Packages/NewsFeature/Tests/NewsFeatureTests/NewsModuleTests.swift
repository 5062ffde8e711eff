import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Testing

@testable import NewsFeature

@Suite struct NewsModuleTests {
  @Test func routes_leadToTypedDestinations() throws {
    let router = try TestHost(service: FakeNewsService()).registry.router
    let feed = try router.resolve("mosaic://news?feed=wsj&page=2").destination as? NewsDestination
    let plain = try router.resolve("mosaic://news").destination as? NewsDestination
    let saved = try router.resolve("mosaic://news/saved?q=acqui").destination as? SavedArticlesDestination
    #expect(feed == NewsDestination(feed: .wsj, page: 2))
    #expect(plain == NewsDestination())
    #expect(saved == SavedArticlesDestination(query: "acqui"))
    // Issue 22: any name may be one of the person's feeds, looked up when the page loads; what is no name is refused.
    let named = try router.resolve("mosaic://news?feed=gossip").destination as? NewsDestination
    #expect(named == NewsDestination(feed: .named("gossip")))
    let unknown = #expect(throws: CoreError.self) { try router.resolve("mosaic://news?feed=%1B%5B2J") }
    #expect(unknown?.code == .invalidRouteParameter)
    let page = #expect(throws: CoreError.self) { try router.resolve("mosaic://news?page=99999999999999999999") }
    #expect(page?.code == .invalidRouteParameter)
  }

  @Test func destinations_showWhatTheirCommandsShow() async throws {
    let service = FakeNewsService()
    try service.serve("wsj", count: 30)
    try await withTestHost(TestHost(service: service)) { host in
      let routed = try await host.registry.present(NewsDestination(feed: .wsj, page: 2))
      let commanded = try await host.news(["wsj", "--page", "2"])
      #expect(routed.output == commanded.output)
      let saved = try await host.registry.present(SavedArticlesDestination(query: "x"), json: true)
      #expect(try json(saved)["query"] as? String == "x")
    }
  }

  @Test func theModules_declareWhatTheyNeed_andContributeCommandsAndRoutes() async throws {
    let host = try TestHost(service: FakeNewsService())
    let summaries = Dictionary(uniqueKeysWithValues: host.registry.summaries.map { ($0.id, $0) })
    let news = try #require(summaries["news"])
    #expect(news.names(of: "commands") == ["news"])
    #expect(news.names(of: "routes") == ["mosaic://news", "mosaic://news/saved"])
    #expect(news.requires.contains("SavedArticlesClient"))
    #expect(news.requires.contains("SettingsClient"))
  }
}
