import ArticleExtraction
import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer

@testable import NewsFeature

/// One run of `mosaic` in miniature: a registry with ``NewsModule`` (and the settings tab's stand-in) over
/// in-memory services, commands run in-process against a captured console. Two hosts over the same services are
/// two runs of `mosaic`.
struct TestHost {
  let service: FakeNewsService
  let saved: SavedArticlesClient
  let history: SearchHistoryClient
  let settings: SettingsClient
  let desktop: RecordingDesktop
  let cache: CacheStore
  let read: ReadArticlesClient
  let feeds: NewsFeedsClient
  let registry: PluginRegistry

  init(
    service: FakeNewsService, saved: SavedArticlesClient = .inMemory(), history: SearchHistoryClient = .inMemory(),
    settings: SettingsClient = .inMemory(), desktop: RecordingDesktop = RecordingDesktop(),
    cache: CacheStore = .inMemory(), read: ReadArticlesClient = .inMemory(), feeds: NewsFeedsClient = .inMemory(),
    clock: ManualClock = ManualClock(),
    images: ImageClient? = nil, pages: ArticlePageFetcher? = nil, timers: UserTimerClient? = nil
  ) throws {
    self.service = service
    self.saved = saved
    self.history = history
    self.settings = settings
    self.desktop = desktop
    self.cache = cache
    self.read = read
    self.feeds = feeds
    registry = try PluginRegistry(
      modules: [NewsModule(clock: clock), SettingsTabStandIn()],
      serving: [
        .value(service.client), .value(saved), .value(history), .value(settings), .value(cache),
        .value(desktop.client), .value(read), .value(feeds),
      ] + (images.map { [.value($0)] } ?? []) + (pages.map { [.value($0)] } ?? [])
        + (timers.map { [.value($0)] } ?? []))
  }

  /// Parses `mosaic news <arguments>` (the group picks the subcommand) and runs it.
  @discardableResult
  func news(_ arguments: [String] = [], language: Language = .english) async throws -> CapturedConsole {
    try await registry.run(NewsCommand.self, arguments, style: TextStyle(language: language))
  }
}

/// Runs `body` with a booted ``TestHost`` and always shuts the registry down.
func withTestHost(
  _ host: TestHost, isolation: isolated (any Actor)? = #isolation, _ body: (TestHost) async throws -> Void
) async throws {
  try await withBootedRegistry(host.registry) { try await body(host) }
}
