import Core
import CoreTestSupport
import CoreUI
import CoreUITestSupport
import DataLayer
import Foundation
import ModelsTestSupport
import Testing

@testable import NewsFeature

/// The news search screen (`/` on the news tab) through the whole app over fakes and the manual clock.
@MainActor @Suite struct NewsSearchScreenTests {
  let service = FakeNewsService()

  init() throws {
    try service.serve("business", count: 12)
    try service.serve("mars", count: 30)
    try service.serve("bank", count: 2)
  }

  func openSearch(_ ui: NewsApp) async throws {
    try await ui.startOnNews()
    await ui.app.press("/")
    try await ui.terminal.waitFor("Search news")
  }

  @Test func slash_opensTheSearch_withTheEmptyHistorysSentence_andEscGoesBack() async throws {
    let ui = try NewsApp(service: service)
    try await openSearch(ui)
    try await ui.terminal.waitFor("No searches yet. Type a word and press Enter.")
    #expect(ui.app.root.stack.depth == 2)
    await ui.app.press("\u{1B}")
    try await ui.terminal.waitFor("Business story 0")
    #expect(ui.app.root.stack.depth == 1)
    let coordinator = try #require(ui.app.root.tabs.first?.coordinator)
    #expect(coordinator.children.isEmpty, "the search's coordinator finished when its screen was popped")
    _ = try await ui.app.exit()
  }

  @Test func aPoppedSearch_leavesNoCoordinatorScreenOrViewModelBehind() async throws {
    let ui = try NewsApp(service: service)
    try await ui.startOnNews()
    weak var coordinator: NewsSearchCoordinator?
    weak var screen: NewsSearchScreen?
    weak var model: NewsSearchViewModel?
    for round in 0..<20 {
      await ui.app.press("/")
      try await ui.terminal.waitFor("Search news")
      coordinator = ui.app.root.tabs.first?.coordinator?.children.first as? NewsSearchCoordinator
      screen = coordinator?.screen
      model = screen?.model
      #expect(screen != nil, "round \(round)")
      await ui.app.press("bank\r")
      try await ui.terminal.waitFor("2 articles for 'bank'")
      await ui.app.press("\u{1B}")
      try await ui.terminal.waitFor("Business story 0")
      await ui.app.settle()
      #expect(coordinator == nil && screen == nil && model == nil, "round \(round)")
    }
    _ = try await ui.app.exit()
  }

  @Test func typing_searchesAfterASecond_andEnterRecordsIt() async throws {
    let ui = try NewsApp(service: service)
    try await openSearch(ui)
    await ui.app.press("mars")
    #expect(ui.text.contains("Search: mars"))
    #expect(!ui.text.contains("No searches yet."), "the history hides as you type")
    #expect(service.pages("mars").isEmpty)
    await ui.clock.waitForSleeps(1)
    ui.clock.advance(by: .seconds(1))
    try await ui.terminal.waitFor("Mars story 0")
    #expect(ui.text.contains("12 articles for 'mars'"))
    #expect(try await ui.host.history.list().isEmpty, "a pause while typing is not a search in the history")
    await ui.app.press("\r")
    try await ui.terminal.waitFor("Mars story 0")
    #expect(try await ui.host.history.list().map(\.text) == ["mars"])
    _ = try await ui.app.exit()
  }

  @Test func results_workAsAFeed_sYO_andPaging() async throws {
    let ui = try NewsApp(service: service)
    try await openSearch(ui)
    await ui.app.press("mars\r")
    try await ui.terminal.waitFor("Mars story 0")
    await ui.app.press("j")
    await ui.app.press("s")
    try await ui.terminal.waitFor("Saved 'Mars story 1'.")
    #expect(try await ui.host.saved.savedIDs().count == 1)
    await ui.app.press("y")
    try await ui.terminal.waitFor("Copied the link")
    await ui.app.press("o")
    try await ui.terminal.waitFor("in the browser.")
    #expect(ui.host.desktop.opened.count == 1)
    for _ in 0..<7 { await ui.app.press("j") }
    #expect(service.pages("mars") == [1, 2], "the next page is asked for 4 from the end")
    _ = try await ui.app.exit()
  }

  @Test func anArticleSavedInTheResults_showsItsMarkInTheFeed_afterEsc() async throws {
    let ui = try NewsApp(service: service)
    try await openSearch(ui)
    await ui.app.press("business\r")
    try await ui.terminal.waitFor("12 articles for 'business'")
    await ui.app.press("s")
    try await ui.terminal.waitFor("Saved 'Business story 0'.")
    await ui.app.press("\u{1B}")
    try await ui.terminal.waitFor("● Business story 0")
    _ = try await ui.app.exit()
  }

  @Test func history_pickDeleteTabAndEnter() async throws {
    let ui = try NewsApp(service: service)
    _ = try await ui.host.history.record("bank")
    _ = try await ui.host.history.record("mars")
    try await openSearch(ui)
    try await ui.terminal.waitFor("Recent searches")
    #expect(ui.text.contains("↺ mars") && ui.text.contains("↺ bank"))
    // ↓ picks the newest, ↓ again the older; d deletes the picked one.
    await ui.app.press("\u{1B}[B\u{1B}[B")
    await ui.app.press("d")
    #expect(!ui.text.contains("↺ bank"))
    #expect(try await ui.host.history.list().map(\.text) == ["mars"])
    // Tab copies the picked entry into the field without searching.
    await ui.app.press("\u{1B}[B\t")
    #expect(ui.text.contains("Search: mars"))
    #expect(!ui.text.contains("Recent searches"))
    #expect(service.pages("mars").isEmpty)
    // Emptying the field shows the history again; Enter on a picked entry searches it.
    for _ in 0..<5 { await ui.app.press("\u{7F}") }
    try await ui.terminal.waitFor("Recent searches")
    await ui.app.press("\u{1B}[B\r")
    try await ui.terminal.waitFor("Mars story 0")
    #expect(service.pages("mars") == [1])
    _ = try await ui.app.exit()
  }

  @Test func dTypes_whenNoEntryIsPicked() async throws {
    let ui = try NewsApp(service: service)
    _ = try await ui.host.history.record("bank")
    try await openSearch(ui)
    try await ui.terminal.waitFor("↺ bank")
    await ui.app.press("d")
    #expect(ui.text.contains("Search: d"))
    #expect(try await ui.host.history.list().count == 1)
    _ = try await ui.app.exit()
  }

  @Test func noHits_saySo_inBothLanguages() async throws {
    for (language, sentence) in [
      (Language.english, "No article matches 'zebra'."), (.german, "Kein Artikel passt zu 'zebra'."),
    ] {
      let ui = try NewsApp(service: service, language: language)
      try await ui.startOnNews()
      await ui.app.press("/")
      await ui.app.press("zebra\r")
      try await ui.terminal.waitFor(sentence)
      _ = try await ui.app.exit()
    }
  }

  @Test func theEmptyHistory_speaksGerman() async throws {
    let ui = try NewsApp(service: service, language: .german)
    try await ui.startOnNews()
    await ui.app.press("/")
    try await ui.terminal.waitFor("Noch keine Suchen. Tippe ein Wort und drücke Enter.")
    #expect(ui.lines[1].contains("Nachrichten suchen"))
    _ = try await ui.app.exit()
  }
}
