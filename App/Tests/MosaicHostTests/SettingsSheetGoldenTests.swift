import Core
import CoreCLI
import CoreTestSupport
import CoreUI
import CoreUITestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import NewsFeature
import SettingsFeature
import Testing

/// The settings sheet as the app opens it at `mosaic://settings`: over the first tab's screen, dimmed — here the
/// news reader's, composed from the two features' real modules, as only the host composes them. Compared with
/// golden files at every size in both themes and both languages; `make goldens` writes them again.
@MainActor @Suite struct SettingsSheetGoldenTests {
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

  /// The business feed's 12 articles (`Business story 0` …, ten minutes apart); every other feed is empty.
  static func news() throws -> NewsClient {
    let articles = try (0..<12).map { index in
      try Article.fixture(
        "business-\(index)", title: "Business story \(index)",
        publishedAt: Date(timeIntervalSince1970: 1_795_000_000 - Double(index) * 600))
    }
    let page: @Sendable (Bool, Int, Int) -> Fetched<ArticlesResponse> = { served, page, size in
      let listed = served ? articles : []
      let start = (page - 1) * size
      let slice = start < listed.count ? Array(listed[start..<min(start + size, listed.count)]) : []
      return Fetched(ArticlesResponse(totalResults: listed.count, articles: slice, servedCount: slice.count))
    }
    return NewsClient(
      provider: .embedded,
      topHeadlines: { query in
        page((query.sources.first ?? query.category?.rawValue) == "business", query.page, query.pageSize)
      },
      everything: { query in page(false, query.page, query.pageSize) },
      sources: { Fetched(SourcesResponse(sources: [])) })
  }

  @Test(arguments: GoldenCase.all)
  func settings(_ golden: GoldenCase) async throws {
    let saved = SavedArticlesClient.inMemory(now: { Date(timeIntervalSince1970: 1_795_000_000) })
    _ = try await saved.save(try Article.fixture("business-1", title: "Business story 1"))
    // The stored settings agree with the golden's, as they do in the app, which starts from them.
    let settings = SettingsClient.inMemory(Settings(theme: golden.theme.name ?? .dark, language: golden.language))
    let registry = try PluginRegistry(
      modules: [NewsModule(), SettingsModule()],
      serving: [
        .value(try Self.news()), .value(saved), .value(SearchHistoryClient.inMemory()), .value(settings),
        .value(CacheStore.inMemory()), .value(DesktopClient.unavailable), .value(ReadArticlesClient.inMemory()),
        .value(NewsFeedsClient.inMemory()),
      ])
    let app = TestApp(registry: registry, size: golden.size, language: golden.language, theme: golden.theme)
    app.start(opening: "mosaic://settings")
    await app.settle()
    let snapshot = Golden.snapshot(app.terminal.screen.buffer, header: "settings · \(golden.testDescription)")
    let difference = try Golden.verify(snapshot, at: Self.goldens.appendingPathComponent(golden.fileName("settings")))
    #expect(difference == nil, "\(difference ?? "")")
    _ = try await app.exit()
  }
}

extension GoldenCase: @retroactive CustomTestStringConvertible {}
