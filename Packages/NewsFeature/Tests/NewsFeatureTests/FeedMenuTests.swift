import Core
import CoreUI
import CoreUITestSupport
import DataLayer
import Foundation
import Models
import NetworkLayer
import TestExpectations
import Testing

@testable import NewsFeature

/// Issue 22: the person's feeds arranged from inside the app, in the news tab's side menu, as `mosaic news feeds`
/// arranges them: `a` makes a search feed (`Tab`: a source or a category) and shows it, `x` hides a feed, `J`/`K` move one a place down or up.
@MainActor @Suite struct FeedMenuTests {
  func service() throws -> FakeNewsService {
    let service = FakeNewsService()
    for list in ["business", "techcrunch", "wsj", "apple", "chips"] { try service.serve(list, count: 12) }
    return service
  }

  func openMenu(_ ui: NewsApp) async throws {
    try await ui.startOnNews()
    try await ui.terminal.waitFor("Business story 0")
    await ui.app.press("m")
    try await ui.terminal.waitFor("▾ Categories")
  }

  @Test func a_makesASearchFeed_andShowsIt() async throws {
    let feeds = NewsFeedsClient.inMemory()
    let ui = try NewsApp(service: try service(), feeds: feeds)
    try await openMenu(ui)
    await ui.app.press("?")
    try await ui.terminal.waitFor("new feed")
    #expect(ui.text.contains("hide the feed") && ui.text.contains("move the feed down or up"), "\(ui.text)")
    await ui.app.press("?")
    try await ui.terminal.waitFor { !$0.text.contains("new feed") }
    await ui.app.press("a")
    try await ui.terminal.waitFor("New search: ▏")
    await ui.app.press("chips")
    try await ui.terminal.waitFor("New search: chips▏")
    await ui.app.press("\r")
    try await ui.terminal.waitFor("Chips story 0")
    #expect(ui.lines[1].contains("News — chips"), "\(ui.lines[1])")
    #expect(!ui.text.contains("Categories"), "the menu closed")
    let made = try await feeds.list().filter { $0.kind != .builtin }
    #expect(made.map(\.name) == ["chips"] && made.first?.kind == .query && made.first?.value == "chips")
    _ = try await ui.app.exit()
  }

  @Test func tab_makesASourceFeed_orACategoryFeedWithItsCountry() async throws {
    let service = try service()
    try service.serve("reuters", count: 12)
    try service.serve("sports", count: 12)
    let feeds = NewsFeedsClient.inMemory()
    let ui = try NewsApp(service: service, feeds: feeds)
    try await openMenu(ui)
    await ui.app.press("a\t")
    try await ui.terminal.waitFor("New source: ▏")
    expectText(ui.text, contains: "Tab kind")
    await ui.app.press("reuters\r")
    try await ui.terminal.waitFor("Reuters story 0")
    await ui.app.press("m")
    try await ui.terminal.waitFor("● reuters")
    await ui.app.press("a\t\t")
    try await ui.terminal.waitFor("New category: ▏")
    await ui.app.press("sports de\r")
    try await ui.terminal.waitFor("Sports story 0")
    let made = try await feeds.list().filter { $0.kind != .builtin }
    expectEqual(made.map(\.name), ["reuters", "sports de"])
    expectEqual(made.map(\.kind), [.source, .category])
    expectEqual(made.last?.value, "sports")
    expectEqual(made.last?.country, "de")
    let asked = service.requests.compactMap { request -> HeadlinesQuery? in
      guard case .headlines(let query) = request, query.category == .sports else { return nil }
      return query
    }
    expectEqual(asked.first?.country, "de", "the category's headlines of its country")
    _ = try await ui.app.exit()
  }

  @Test func aCategoryNewsAPIDoesNotHave_isRefusedInTheMenu_andShiftTabTurnsBack() async throws {
    let feeds = NewsFeedsClient.inMemory()
    let ui = try NewsApp(service: try service(), feeds: feeds)
    try await openMenu(ui)
    await ui.app.press("a\u{1B}[Z")
    try await ui.terminal.waitFor("New category: ▏")
    await ui.app.press("gossip\r")
    try await ui.terminal.waitFor("is not a NewsAPI category")
    expectText(ui.text, contains: "New category: gossip▏", "the text stays to be changed")
    await ui.app.press("\u{1B}[Z")
    try await ui.terminal.waitFor("New source: gossip▏")
    try await expectEmpty(feeds.list().filter { $0.kind != .builtin })
    _ = try await ui.app.exit()
  }

  @Test func a_refusesANameAFeedHas_andEscLeavesTheField() async throws {
    let feeds = NewsFeedsClient.inMemory()
    let ui = try NewsApp(service: try service(), feeds: feeds)
    try await openMenu(ui)
    await ui.app.press("aBusiness\r")
    try await ui.terminal.waitFor("exists already")
    #expect(ui.text.contains("New search: Business▏"), "the text stays to be changed: \(ui.text)")
    await ui.app.press("\u{1B}")
    try await ui.terminal.waitFor { !$0.text.contains("New search:") }
    #expect(ui.text.contains("▾ Categories"), "Esc leaves the field, not the menu")
    try await expectEmpty(feeds.list().filter { $0.kind != .builtin })
    _ = try await ui.app.exit()
  }

  @Test func x_hidesTheFeedUnderTheCursor_andSaysHowItComesBack() async throws {
    let feeds = NewsFeedsClient.inMemory()
    let ui = try NewsApp(service: try service(), feeds: feeds)
    try await openMenu(ui)
    // The cursor starts on Business; Technology is the next feed under Categories.
    await ui.app.press("j")
    await ui.app.press("x")
    let note = ui.feedScreen?.menuNote?.text ?? ""
    #expect(note == "Hid 'Technology'; `mosaic news feeds show technology` shows it again.", "\(note)")
    #expect(ui.feedScreen?.menu?.feeds.contains(.technology) == false, "gone from the menu")
    try await expectEqual(feeds.list().first { $0.id == "technology" }?.hidden, true)
    await ui.app.press("\u{1B}")
    try await ui.terminal.waitFor { !$0.text.contains("Categories") }
    #expect(!ui.lines[2].contains("Technology"), "and from the feed bar: \(ui.lines[2])")
    _ = try await ui.app.exit()
  }

  @Test func shiftJ_andShiftK_moveTheFeedAPlace_underItsHeading_andInTheFeedBar() async throws {
    let feeds = NewsFeedsClient.inMemory()
    let ui = try NewsApp(service: try service(), feeds: feeds)
    try await openMenu(ui)
    await ui.app.press("J")
    #expect(ui.feedScreen?.model.order.prefix(5).map(\.id) == ["techcrunch", "wsj", "apple", "technology", "business"])
    #expect(ui.feedScreen?.menu?.feedUnderCursor == .business, "the cursor stays on the feed it moves")
    await ui.app.press("J")
    #expect(ui.feedScreen?.model.order.prefix(6).map(\.id).suffix(2) == ["science", "business"][...])
    // Up past Science, then past Technology: the first under Categories, just before Technology in the bar.
    await ui.app.press("K")
    await ui.app.press("K")
    let back = ["techcrunch", "wsj", "apple", "business", "technology", "science"]
    #expect(ui.feedScreen?.model.order.prefix(6).map(\.id) == back)
    try await expectEqual(feeds.list().first { $0.id == "business" }?.position, 3, "the order is kept for the next run")
    // The first feed under its heading goes no further up.
    await ui.app.press("K")
    #expect(ui.feedScreen?.model.order.prefix(6).map(\.id) == back)
    _ = try await ui.app.exit()
  }
}
