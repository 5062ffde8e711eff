import Core
import CoreUI
import CoreUITestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import Testing

@testable import NewsFeature

/// The news reader's screens drawn into the in-memory terminal and compared with
/// their golden files at 60×20, 80×24, 120×40 and 200×60 in both themes and both languages. `make goldens`
/// writes them again.
@MainActor @Suite struct NewsGoldenTests {
  func newsApp(_ golden: GoldenCase) async throws -> NewsApp {
    let service = FakeNewsService()
    try service.serve("business", count: 12)
    let saved = SavedArticlesClient.inMemory(now: { Date(timeIntervalSince1970: 1_795_000_000) })
    _ = try await saved.save(try Article.fixture("business-1", title: "Business story 1"))
    // The stored settings agree with the golden's, as they do in the app, which starts from them.
    let settings = SettingsClient.inMemory(Settings(theme: golden.theme.name ?? .dark, language: golden.language))
    return try NewsApp(
      service: service, saved: saved, settings: settings, size: golden.size, language: golden.language,
      theme: golden.theme)
  }

  @Test(arguments: GoldenCase.all)
  func news(_ golden: GoldenCase) async throws {
    let ui = try await newsApp(golden)
    try await ui.startOnNews()
    try expectGolden(ui, "news", golden)
    _ = try await ui.app.exit()
  }

  @Test(arguments: GoldenCase.all)
  func newsReader(_ golden: GoldenCase) async throws {
    let service = FakeNewsService()
    try service.serve("business", count: 12)
    let settings = SettingsClient.inMemory(Settings(theme: golden.theme.name ?? .dark, language: golden.language))
    let ui = try NewsApp(
      service: service, settings: settings, size: golden.size, language: golden.language, theme: golden.theme,
      pages: ReaderPages.Recording().fetcher)
    try await ui.startOnNews()
    await ui.app.press("\r")
    try await ui.terminal.waitFor("Markets rallied")
    try expectGolden(ui, "news-reader", golden)
    _ = try await ui.app.exit()
  }

  @Test(arguments: GoldenCase.all)
  func newsMenu(_ golden: GoldenCase) async throws {
    let ui = try await newsApp(golden)
    try await ui.startOnNews()
    await ui.app.press("m")
    try expectGolden(ui, "news-menu", golden)
    _ = try await ui.app.exit()
  }

  @Test(arguments: GoldenCase.all)
  func newsSearchHistory(_ golden: GoldenCase) async throws {
    let ui = try await newsApp(golden)
    _ = try await ui.host.history.record("central banks")
    _ = try await ui.host.history.record("business")
    try await ui.startOnNews()
    await ui.app.press("/")
    try await ui.terminal.waitFor("↺ business")
    await ui.app.press("\u{1B}[B")
    try expectGolden(ui, "news-search", golden)
    _ = try await ui.app.exit()
  }

  @Test(arguments: GoldenCase.at(Size(width: 80, height: 24)))
  func newsSearchResults(_ golden: GoldenCase) async throws {
    let ui = try await newsApp(golden)
    try await ui.startOnNews()
    await ui.app.press("/")
    try await ui.terminal.waitFor { $0.text.contains("Search: ") || $0.text.contains("Suche: ") }
    await ui.app.settle()
    await ui.app.press("business\r")
    try expectGolden(ui, "news-search-results", golden)
    _ = try await ui.app.exit()
  }

  @Test(arguments: GoldenCase.all)
  func saved(_ golden: GoldenCase) async throws {
    let ui = try await newsApp(golden)
    ui.app.start(opening: "mosaic://news/saved")
    await ui.app.settle()
    try expectGolden(ui, "saved", golden)
    _ = try await ui.app.exit()
  }

  private func expectGolden(
    _ ui: NewsApp, _ screen: String, _ golden: GoldenCase, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let snapshot = Golden.snapshot(ui.terminal.screen.buffer, header: "\(screen) · \(golden.testDescription)")
    let difference = try Golden.verify(snapshot, at: goldens.appendingPathComponent(golden.fileName(screen)))
    #expect(difference == nil, "\(difference ?? "")", sourceLocation: sourceLocation)
  }
}
