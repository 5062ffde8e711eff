import Core
import CoreUI
import CoreUITestSupport
import DataLayer
import Foundation
import TestExpectations
import Testing

@testable import NewsFeature

/// The side menu as a value, and on the news tab through the whole app over fakes.
@MainActor @Suite struct NewsSideMenuTests {
  @Test func opens_withTheSelectedFeedsSectionExpanded_andTheCursorOnIt() {
    let menu = NewsSideMenu(selected: .wsj)
    #expect(menu.expanded == [.sources])
    #expect(
      menu.rows == [.heading(.categories), .heading(.sources), .feed(.techcrunch), .feed(.wsj), .heading(.topics)])
    #expect(menu.rows[menu.cursor] == .feed(.wsj))
  }

  @Test func enter_onAHeading_togglesIt_andOnAFeed_picksIt() {
    var menu = NewsSideMenu(selected: .business)
    menu.move(to: 0)
    #expect(menu.activate() == nil)
    #expect(menu.rows == [.heading(.categories), .heading(.sources), .heading(.topics)])
    menu.move(by: 2)
    #expect(menu.activate() == nil)
    #expect(menu.rows.last == .feed(.apple))
    menu.move(by: 5)
    #expect(menu.activate() == .apple)
  }

  @Test func everyFeed_isInExactlyOneSection() {
    let grouped = NewsSideMenu.Section.allCases.flatMap { section in
      NewsFeed.all.filter { NewsSideMenu.Section.of($0) == section }
    }
    #expect(Set(grouped) == Set(NewsFeed.all))
    #expect(grouped.count == NewsFeed.all.count)
    expectEqual(NewsSideMenu.Section.allCases.map { $0.title(in: .german) }, ["Kategorien", "Quellen", "Themen"])
  }

  @Test func m_opensTheMenu_andPickingAFeed_closesItThenSwitches() async throws {
    let service = FakeNewsService()
    try service.serve("business", count: 12)
    try service.serve("technology", count: 3)
    let ui = try NewsApp(service: service)
    try await ui.startOnNews()
    try await ui.terminal.waitFor("Business story 0")
    await ui.app.press("m")
    #expect(ui.text.contains("▾ Categories"))
    #expect(ui.text.contains("▸ Sources"))
    #expect(ui.text.contains("● Business"))
    #expect(ui.text.contains("Esc m close"))
    await ui.app.press("s")
    #expect(try await ui.host.saved.savedIDs().isEmpty, "keys do not reach the feed behind the menu")
    await ui.app.press("j")
    await ui.app.press("\r")
    try await ui.terminal.waitFor("Technology story 2")
    #expect(!ui.text.contains("Categories"))
    #expect(ui.lines[1].contains("News — Technology"))
    #expect(service.pages("technology") == [1])
    _ = try await ui.app.exit()
  }

  @Test func esc_andM_closeTheMenu_andHelpListsIt() async throws {
    let ui = try NewsApp()
    try await ui.startOnNews()
    #expect(ui.lines.last?.contains("m menu") == true)
    await ui.app.press("?")
    expectTrue(ui.lines.filter { $0.contains(" menu") }.count >= 2, "the help sheet lists m as well as the key bar")
    await ui.app.press("\u{1B}")
    await ui.app.press("m")
    #expect(ui.text.contains("Topics"))
    await ui.app.press("\u{1B}")
    #expect(!ui.text.contains("Topics"))
    #expect(ui.app.root.stack.depth == 1, "Esc closed the menu, it did not go back")
    await ui.app.press("m")
    await ui.app.press("m")
    #expect(!ui.text.contains("Topics"))
    _ = try await ui.app.exit()
  }

  @Test func aClick_onAHeading_selectsIt_andASecondClickExpandsIt() async throws {
    let service = FakeNewsService()
    try service.serve("apple", count: 2)
    let ui = try NewsApp(service: service)
    try await ui.startOnNews()
    await ui.app.press("m")
    let row = try requireValue(ui.lines.firstIndex { $0.contains("▸ Topics") })
    let click = "\u{1B}[<0;5;\(row + 1)M\u{1B}[<0;5;\(row + 1)m"
    await ui.app.press(click)
    #expect(!ui.text.contains("● Apple") && !ui.text.contains("    Apple"))
    await ui.app.press(click)
    #expect(ui.text.contains("▾ Topics"))
    let apple = try requireValue(ui.lines.firstIndex { $0.contains("    Apple") })
    let open = "\u{1B}[<0;8;\(apple + 1)M\u{1B}[<0;8;\(apple + 1)m"
    await ui.app.press(open)
    await ui.app.press(open)
    try await ui.terminal.waitFor("Apple story 1")
    #expect(ui.lines[1].contains("News — Apple"))
    _ = try await ui.app.exit()
  }

  @Test func theMenu_speaksGerman() async throws {
    let ui = try NewsApp(language: .german)
    try await ui.startOnNews()
    await ui.app.press("m")
    #expect(ui.text.contains("Kategorien"))
    #expect(ui.text.contains("Quellen"))
    #expect(ui.text.contains("Themen"))
    #expect(ui.text.contains("● Wirtschaft"))
    _ = try await ui.app.exit()
  }
}
