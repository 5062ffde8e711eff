import ArticleExtraction
import Core
import CoreUI
import CoreUITestSupport
import DataLayer
import Foundation
import ModelsTestSupport
import NetworkLayer
import Testing

@testable import NewsFeature

/// The terminal app with the news reader's tabs (News, Saved) and the settings tab's stand-in over the fakes of
/// ``TestHost``.
@MainActor
struct NewsApp {
  let app: TestApp
  let host: TestHost
  let clock: ManualClock

  init(
    service: FakeNewsService = FakeNewsService(), saved: SavedArticlesClient = .inMemory(),
    settings: SettingsClient = .inMemory(), size: Size = Size(width: 120, height: 40), language: Language = .english,
    theme: UITheme = .dark, clock: ManualClock = ManualClock(), images: ImageClient? = nil,
    pages: ArticlePageFetcher? = nil, feeds: NewsFeedsClient = .inMemory()
  ) throws {
    self.clock = clock
    host = try TestHost(
      service: service, saved: saved, settings: settings, feeds: feeds, clock: clock, images: images, pages: pages)
    app = TestApp(registry: host.registry, size: size, language: language, theme: theme)
  }

  var terminal: InMemoryTerminal { app.terminal }
  var text: String { app.terminal.screen.text }
  var lines: [String] { app.terminal.screen.lines }

  /// The feeds screen at the root of the news tab (the first of this app's tabs).
  var feedScreen: NewsFeedScreen? { app.root.tabs.first?.stack.screens.first as? NewsFeedScreen }

  /// Starts the app on the news tab (the third) and waits for the business feed.
  func startOnNews() async throws {
    app.start(opening: "mosaic://news")
    await app.settle()
  }
}

/// Where this target's golden screens live.
let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Goldens")

extension GoldenCase: @retroactive CustomTestStringConvertible {}
