import ArticleExtraction
import Core
import CoreTestSupport
import CoreUI
import CoreUITestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import Testing

@testable import NewsFeature

/// The reader in the terminal app: Enter on an article pushes its page, which scrolls, opens in the browser on
/// `o` and goes back on Esc; a page that refuses shows NewsAPI's description and snippet and why.
@MainActor @Suite struct ReaderScreenTests {
  func app(pages: ArticlePageFetcher, size: Size = Size(width: 80, height: 24)) throws -> NewsApp {
    let service = FakeNewsService()
    try service.serve("business", count: 3)
    return try NewsApp(service: service, size: size, pages: pages)
  }

  @Test func enter_readsTheArticle_andEscGoesBack() async throws {
    let pages = ReaderPages.Recording()
    let ui = try app(pages: pages.fetcher)
    try await ui.startOnNews()
    try await ui.terminal.waitFor("Business story 0")
    await ui.app.press("j")
    await ui.app.press("\r")
    try await ui.terminal.waitFor("Markets rallied on Thursday")
    #expect(pages.urls.map(\.absoluteString) == ["https://news.example/business-1"])
    #expect(ui.text.contains("Business story 1"))
    #expect(ui.text.contains("The Ledger · Jane Doe · "))
    #expect(ui.text.contains("Line 1 of "))
    #expect(ui.host.desktop.opened.isEmpty, "Enter reads; it no longer opens the browser")
    await ui.app.press("\u{1B}")
    try await ui.terminal.waitFor("Business · 3 articles")
    _ = try await ui.app.exit()
  }

  @Test func thePage_scrolls_andShowsTheLinksAtTheEnd() async throws {
    let ui = try app(pages: ReaderPages.Recording().fetcher, size: Size(width: 60, height: 20))
    try await ui.startOnNews()
    try await ui.terminal.waitFor("Business story 0")
    await ui.app.press("\r")
    try await ui.terminal.waitFor("Line 1 of ")
    #expect(!ui.text.contains("[2] next meeting"))
    await ui.app.press("j")
    try await ui.terminal.waitFor("Line 2 of ")
    await ui.app.press("G")
    try await ui.terminal.waitFor("[2] next meeting — https://bank.example/calendar")
    #expect(ui.text.contains("Links"))
    await ui.app.press("g")
    try await ui.terminal.waitFor("Line 1 of ")
    _ = try await ui.app.exit()
  }

  @Test func o_opensTheArticleInTheBrowser_fromTheReaderAndFromTheList() async throws {
    let ui = try app(pages: ReaderPages.Recording().fetcher)
    try await ui.startOnNews()
    try await ui.terminal.waitFor("Business story 0")
    await ui.app.press("o")
    try await ui.terminal.waitFor("Opened")
    await ui.app.press("\r")
    try await ui.terminal.waitFor("Markets rallied")
    await ui.app.press("o")
    await ui.app.settle()
    #expect(ui.host.desktop.opened == ["https://news.example/business-0", "https://news.example/business-0"])
    _ = try await ui.app.exit()
  }

  @Test func aPageThatRefuses_showsTheSnippet_andWhy() async throws {
    let ui = try app(
      pages: ReaderPages.refusing(ExtractionError(.httpStatus, value: "403")), size: Size(width: 120, height: 40))
    try await ui.startOnNews()
    try await ui.terminal.waitFor("Business story 0")
    await ui.app.press("\r")
    try await ui.terminal.waitFor("The server answered '403'")
    #expect(ui.text.contains("A description."))
    #expect(ui.text.contains("Content."))
    _ = try await ui.app.exit()
  }

  @Test func enter_inSaved_readsTheSavedArticle() async throws {
    let ui = try app(pages: ReaderPages.Recording().fetcher)
    _ = try await ui.host.saved.save(try Article.fixture("saved-one", title: "A saved story"))
    ui.app.start(opening: "mosaic://news/saved")
    await ui.app.settle()
    try await ui.terminal.waitFor("A saved story")
    await ui.app.press("\r")
    try await ui.terminal.waitFor("Markets rallied on Thursday")
    _ = try await ui.app.exit()
  }
}
