import Core
import CoreUI
import CoreUITestSupport
import DataLayer
import Foundation
import TestExpectations
import Testing

@testable import NewsFeature

/// Issue 22: the person's feeds in the app's feed bar and side menu, and each feed's count of headlines new since it
/// was last viewed (the marker kept per feed through `NewsFeedsClient`).
@MainActor @Suite struct FeedCountsScreenTests {
  /// The fake's articles are published every ten minutes back from this time (`<list>-0` newest).
  static let newest = Date(timeIntervalSince1970: 1_795_000_000)

  @Test func theFeedBar_countsHeadlinesNewSinceEachFeedWasViewed() async throws {
    let service = FakeNewsService()
    for list in ["business", "techcrunch", "wsj", "apple"] { try service.serve(list, count: 12) }
    // The Journal was last viewed between its third and fourth newest headline: three are new.
    let feeds = NewsFeedsClient.inMemory([
      FeedEntry(name: "wsj", kind: .builtin, addedAt: Self.newest, viewedAt: Self.newest.addingTimeInterval(-1_500))
    ])
    let ui = try NewsApp(service: service, feeds: feeds)
    try await ui.startOnNews()
    try await ui.terminal.waitFor("Wall Street Journal · 3 new")
    #expect(ui.text.contains("TechCrunch · 12 new"), "never viewed: every headline loaded is new")
    #expect(ui.lines[2].hasPrefix(" Business  TechCrunch"), "the feed on screen is being viewed: \(ui.lines[2])")
    #expect(!ui.text.contains("Science ·"), "a lazy feed makes no request for a count")
    #expect(service.pages("science").isEmpty)

    await ui.app.press("\t")
    try await ui.terminal.waitFor { !$0.text.contains("TechCrunch · 12 new") }
    let stored = try await feeds.list().first { $0.id == "techcrunch" }
    #expect(stored?.viewedAt != nil, "the marker is kept for the next run")
    _ = try await ui.app.exit()
  }

  @Test func theSideMenu_showsAMadeFeedUnderTopics_withItsCount_andLeavesHiddenOnesOut() async throws {
    let service = FakeNewsService()
    for list in ["business", "techcrunch", "wsj", "apple"] { try service.serve(list, count: 12) }
    try service.serve("rust language", count: 5)
    let feeds = NewsFeedsClient.inMemory([
      FeedEntry(name: "Rust", kind: .query, value: "rust language", addedAt: Self.newest),
      FeedEntry(name: "apple", kind: .builtin, hidden: true, addedAt: Self.newest),
    ])
    let ui = try NewsApp(service: service, feeds: feeds)
    ui.app.start(opening: "mosaic://news?feed=rust")
    try await ui.terminal.waitFor("Rust Language story 0")
    #expect(ui.lines[1].contains("News — Rust"), "\(ui.lines[1])")
    #expect(!ui.text.contains(" Apple "), "a hidden feed leaves the feed bar")
    await ui.app.press("m")
    try await ui.terminal.waitFor("▾ Topics")
    #expect(ui.text.contains("● Rust"))
    #expect(ui.text.contains("TechCrunch 12 new") == false, "Sources stays folded")
    #expect(!ui.text.contains("Apple"), "nor is it in the menu")
    await ui.app.press("\u{1B}")

    let menu = NewsSideMenu(selected: .business, feeds: ui.feedScreen?.model.order ?? [])
    #expect(menu.rows.contains(.heading(.topics)))
    var opened = menu
    opened.move(to: menu.rows.count - 1)
    #expect(opened.activate() == nil)
    expectEqual(opened.rows.last.map { row in if case .feed(let feed) = row { feed.id } else { "" } }, "rust")
    _ = try await ui.app.exit()
  }

  /// A feed made in another shell while the menu is open shows in the menu at once (the menu is a value the screen
  /// keeps; it follows the arrangement on every change another process commits).
  @Test func aFeedMadeElsewhere_joinsTheOpenMenu() async throws {
    let service = FakeNewsService()
    for list in ["business", "techcrunch", "wsj", "apple"] { try service.serve(list, count: 12) }
    let feeds = NewsFeedsClient.inMemory()
    let ui = try NewsApp(service: service, feeds: feeds)
    try await ui.startOnNews()
    try await ui.terminal.waitFor("Business story 0")
    await ui.app.press("m")
    await ui.app.press("G")
    await ui.app.press("\r")
    try await ui.terminal.waitFor("▾ Topics")
    #expect(!ui.text.contains("Chips"))
    try await feeds.save([FeedEntry(name: "Chips", kind: .query, value: "chip", addedAt: Self.newest)])
    ui.feedScreen?.externalChange()
    await ui.app.settle()
    try await ui.terminal.waitFor("Chips")
    _ = try await ui.app.exit()
  }

  @Test func theBadge_isGermanInGerman() {
    #expect(NewsScreenStrings.newCount(3, .german) == "3 neu")
    #expect(NewsScreenStrings.newCount(3, .english) == "3 new")
  }
}
