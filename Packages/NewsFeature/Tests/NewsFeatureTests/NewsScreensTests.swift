import Core
import CoreUI
import CoreUITestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import Testing

@testable import NewsFeature

/// The news and saved tabs in the terminal app, driven by keys through the whole app over fakes.
@MainActor @Suite struct NewsScreensTests {
  @Test func tabs_areNewsSavedSettings_inBothLanguages() async throws {
    let ui = try NewsApp()
    #expect(ui.app.root.titles(in: .english) == ["News", "Saved", "Settings"])
    #expect(ui.app.root.titles(in: .german) == ["Nachrichten", "Gespeichert", "Einstellungen"])
  }

  @Test func news_showsTheFeedBar_andTabSwitchesFeeds() async throws {
    let service = FakeNewsService()
    try service.serve("business", count: 12)
    try service.serve("techcrunch", count: 3)
    let ui = try NewsApp(service: service)
    try await ui.startOnNews()
    try await ui.terminal.waitFor("Business story 0")
    #expect(ui.text.contains("Business · 12 articles"))
    await ui.app.press("\t")
    try await ui.terminal.waitFor("Techcrunch story 2")
    #expect(ui.text.contains("TechCrunch · 3 articles · the end"))
    await ui.app.press("\u{1B}[Z")
    try await ui.terminal.waitFor("Business story 0")
    _ = try await ui.app.exit()
  }

  @Test func news_asksForTheNextPage_fourFromTheEnd() async throws {
    let service = FakeNewsService()
    try service.serve("business", count: 30)
    let ui = try NewsApp(service: service)
    try await ui.startOnNews()
    try await ui.terminal.waitFor("Business story 0")
    for _ in 0..<7 { await ui.app.press("j") }
    #expect(service.pages("business") == [1])
    await ui.app.press("j")
    #expect(service.pages("business") == [1, 2], "article 9 of 12 is 4 from the end")
    await ui.app.press("g")
    await ui.app.press("r")
    #expect(service.pages("business") == [1, 2, 1])
    _ = try await ui.app.exit()
  }

  @Test func s_savesTheArticle_andSavedFindsItWithSlash() async throws {
    let service = FakeNewsService()
    try service.serve("business", count: 5)
    let ui = try NewsApp(service: service)
    try await ui.startOnNews()
    try await ui.terminal.waitFor("Business story 0")
    await ui.app.press("j")
    await ui.app.press("s")
    try await ui.terminal.waitFor("Saved 'Business story 1'.")
    #expect(try await ui.host.saved.savedIDs().count == 1)
    await ui.app.press("2")
    try await ui.terminal.waitFor("1 saved article, newest first")
    await ui.app.press("/")
    await ui.app.press("story")
    #expect(ui.text.contains("Search saved: story"))
    #expect(try await ui.host.saved.search("story").count == 1)
    await ui.clock.waitForSleeps(1)
    ui.clock.advance(by: .seconds(1))
    try await ui.terminal.waitFor("1 match 'story'")
    await ui.app.press("\r")
    await ui.app.press("x")
    try await ui.terminal.waitFor("Removed 'Business story 1' from saved.")
    #expect(try await ui.host.saved.savedIDs().isEmpty)
    _ = try await ui.app.exit()
  }

  @Test func saved_empty_andNoHits_sayWhatToDo() async throws {
    let ui = try NewsApp()
    ui.app.start(opening: "mosaic://news/saved")
    try await ui.terminal.waitFor("No saved articles yet. Press s on an article in News to save it.")
    await ui.app.press("/zebra\r")
    await ui.clock.waitForSleeps(1)
    ui.clock.advance(by: .seconds(1))
    try await ui.terminal.waitFor("No saved article matches 'zebra'.")
    _ = try await ui.app.exit()
  }

  @Test func news_failedFeed_saysRToRetry() async throws {
    let service = FakeNewsService()
    service.fail("business", page: 1, with: FakeNewsService.outage)
    let ui = try NewsApp(service: service)
    try await ui.startOnNews()
    try await ui.terminal.waitFor("r to retry")
    _ = try await ui.app.exit()
  }

  @Test func y_copiesTheLinkWithOSC52_andSaysSo() async throws {
    let service = FakeNewsService()
    try service.serve("business", count: 2)
    let ui = try NewsApp(service: service)
    try await ui.startOnNews()
    try await ui.terminal.waitFor("Business story 0")
    await ui.app.press("y")
    try await ui.terminal.waitFor("Copied the link")
    _ = try await ui.app.exit()
  }

  @Test func aNoteAboutOneFeed_goesWhenAnotherFeedShows() async throws {
    let service = FakeNewsService()
    try service.serve("business", count: 2)
    try service.serve("techcrunch", count: 2)
    let ui = try NewsApp(service: service)
    try await ui.startOnNews()
    try await ui.terminal.waitFor("Business story 0")
    await ui.app.press("y")
    try await ui.terminal.waitFor("Copied the link")
    await ui.app.press("\t")
    try await ui.terminal.waitFor("Techcrunch story 0")
    #expect(!ui.text.contains("Copied the link"), "\(ui.text)")
    #expect(ui.text.contains("TechCrunch · 2 articles"))
    _ = try await ui.app.exit()
  }

  @Test func theKeys_sayWhichFeedTabShows_andThatYCopiesTheLink() async throws {
    for (language, next, previous, copy) in [
      (Language.english, "Tab next feed", "Shift-Tab  previous feed", "copy its link"),
      (.german, "Tab nächster Feed", "Shift-Tab  vorheriger Feed", "Link kopieren"),
    ] {
      let service = FakeNewsService()
      try service.serve("business", count: 2)
      let ui = try NewsApp(service: service, language: language)
      try await ui.startOnNews()
      try await ui.terminal.waitFor(language.pick(en: "Business story 0", de: "Business story 0"))
      #expect(ui.lines.last?.contains(next) == true, "\(ui.text)")
      await ui.app.press("?")
      try await ui.terminal.waitFor(previous)
      #expect(ui.text.contains(copy))
      await ui.app.press("?")
      await ui.app.press("2")
      try await ui.terminal.waitFor { $0.lines.last?.contains("y \(copy)") == true }
      _ = try await ui.app.exit()
    }
  }
}
