import CoreUI
import CoreUITestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import Testing

@testable import NewsFeature

/// Issue 22, stories in the app: the news list shows a story told by several sources as one row with
/// "+N sources ▸"; `x` opens it to show the other sources' rows (Enter reads them) and folds it again. The news
/// search's results and the Saved tab group the same way (`Space` opens a story in Saved, where `x` removes).
@MainActor @Suite struct StoryScreenTests {
  /// One story from Reuters and the BBC, and another story between them.
  static func fedStory() throws -> [Article] {
    [
      try Article.fixture("fed-1", title: "Fed holds interest rates steady as inflation cools", source: "Reuters"),
      try Article.fixture("stocks", title: "Stocks slump as oil prices surge", source: "CNBC"),
      try Article.fixture(
        "fed-2", title: "Fed holds interest rates steady, inflation cools - BBC News", source: "BBC News"),
    ]
  }

  @Test func groupedStory_showsOneRow_andXExpandsIt() async throws {
    let service = FakeNewsService()
    service.serve("business", try Self.fedStory())
    let ui = try NewsApp(service: service, size: Size(width: 100, height: 24))
    try await ui.startOnNews()
    try await ui.terminal.waitFor("+1 source ▸")
    #expect(!ui.terminal.screen.text.contains("BBC News"))

    await ui.app.press("x")
    try await ui.terminal.waitFor("+1 source ▾")
    #expect(ui.terminal.screen.text.contains("↳ Fed holds interest rates steady, inflation cools - BBC News"))

    await ui.app.press("x")
    try await ui.terminal.waitFor("+1 source ▸")
    #expect(!ui.terminal.screen.text.contains("BBC News"))

    await ui.app.press("?")
    try await ui.terminal.waitFor("show or hide a story's other sources")
    _ = try await ui.app.exit()
  }

  @Test func theSearch_groupsItsResults_andXOpensAndFoldsAStory() async throws {
    let service = FakeNewsService()
    try service.serve("business", count: 2)
    let story = try Self.fedStory()
    service.serve("fed", story)
    let ui = try NewsApp(service: service, size: Size(width: 100, height: 24))
    try await ui.startOnNews()
    await ui.app.press("/")
    try await ui.terminal.waitFor("Search news")
    await ui.app.press("fed\r")
    try await ui.terminal.waitFor("+1 source ▸")
    #expect(ui.text.contains("3 articles for 'fed'"), "the status counts articles, not rows: \(ui.text)")
    #expect(!ui.text.contains("BBC News"), "the other source is folded under its story")

    await ui.app.press("x")
    try await ui.terminal.waitFor("+1 source ▾")
    #expect(ui.text.contains("↳ Fed holds interest rates steady, inflation cools - BBC News"), "\(ui.text)")
    // The other source's row is an article like any: `s` saves that one.
    await ui.app.press("j")
    await ui.app.press("s")
    try await ui.terminal.waitFor("Saved 'Fed holds interest rates steady, inflation cools - BBC News'.")
    #expect(try await ui.host.saved.savedIDs() == [story[2].shortID])

    // `x` on a story's other source folds the story; the selection goes back to its lead.
    await ui.app.press("x")
    try await ui.terminal.waitFor("+1 source ▸")
    #expect(!ui.text.contains("↳"))
    await ui.app.press("?")
    try await ui.terminal.waitFor("show or hide a story's other sources")
    _ = try await ui.app.exit()
  }

  @Test func saved_groupsTwoRetellings_spaceOpensTheStory_andXRemovesOnlyTheRowSelected() async throws {
    let saved = SavedArticlesClient.inMemory()
    let story = try Self.fedStory()
    for article in story { _ = try await saved.save(article) }
    let ui = try NewsApp(saved: saved, size: Size(width: 100, height: 24))
    ui.app.start(opening: "mosaic://news/saved")
    // Newest saved first: the BBC's leads, Reuters' is under it.
    try await ui.terminal.waitFor("+1 source ▸")
    #expect(ui.text.contains("3 saved articles"), "the status counts articles, not rows: \(ui.text)")
    #expect(!ui.text.contains("Reuters"), "the other source is folded under its story: \(ui.text)")

    await ui.app.press(" ")
    try await ui.terminal.waitFor("+1 source ▾")
    #expect(ui.text.contains("↳ Fed holds interest rates steady as inflation cools"), "\(ui.text)")
    await ui.app.press(" ")
    try await ui.terminal.waitFor("+1 source ▸")
    #expect(!ui.text.contains("↳"))

    // Opened again, `x` on the other source's row removes that article alone; the story is one source's then.
    await ui.app.press(" ")
    await ui.app.press("j")
    await ui.app.press("x")
    try await ui.terminal.waitFor("Removed 'Fed holds interest rates steady as inflation cools' from saved.")
    #expect(try await saved.savedIDs() == [story[1].shortID, story[2].shortID])
    try await ui.terminal.waitFor { !$0.text.contains("+1 source") }
    #expect(ui.text.contains("Fed holds interest rates steady, inflation cools - BBC News"))

    await ui.app.press("?")
    try await ui.terminal.waitFor("show or hide a story's other sources")
    #expect(ui.text.contains("Space"), "\(ui.text)")
    _ = try await ui.app.exit()
  }
}
