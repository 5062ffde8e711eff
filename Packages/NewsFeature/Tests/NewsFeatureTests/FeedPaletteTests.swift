import Core
import CoreUI
import CoreUITestSupport
import DataLayer
import Foundation
import TestExpectations
import Testing

@testable import NewsFeature

/// Issue 22: the command palette (`:`) lists the feeds the feed bar shows, the person's own among them, and follows
/// feeds made, hidden or shown while the app runs (the palette asks for them each time it opens).
@MainActor @Suite struct FeedPaletteTests {
  func service() throws -> FakeNewsService {
    let service = FakeNewsService()
    for list in ["business", "techcrunch", "wsj", "apple"] { try service.serve(list, count: 12) }
    try service.serve("chip", count: 3)
    try service.serve("märkte", count: 2)
    return service
  }

  @Test func aFeedMadeWhileTheAppRuns_isInThePalette_andOpens() async throws {
    let service = try service()
    let feeds = NewsFeedsClient.inMemory()
    let ui = try NewsApp(service: service, feeds: feeds)
    try await ui.startOnNews()
    try await ui.terminal.waitFor("Business story 0")
    await ui.app.press(":chi")
    try await ui.terminal.waitFor(":chi▏")
    #expect(!ui.text.contains("News: Chips"), "no such feed yet")
    await ui.app.press("\u{1B}")

    // Another `mosaic` makes the feed while this one runs.
    let shell = try TestHost(service: service, feeds: feeds)
    try await withTestHost(shell) { host in
      try await host.news(["feeds", "add", "Chips", "--query", "chip"])
    }
    await ui.app.press(":chi")
    try await ui.terminal.waitFor("News: Chips")
    await ui.app.press("\u{1B}")

    // Hidden, it leaves the palette as it leaves the feed bar; shown again, it is back. (Checked before the feed is
    // opened: a line gone to is in the palette's history, which lists it without the label.)
    try await withTestHost(shell) { host in try await host.news(["feeds", "hide", "Chips"]) }
    await ui.app.press(":chi")
    try await ui.terminal.waitFor(":chi▏")
    #expect(!ui.text.contains("News: Chips"), "\(ui.text)")
    await ui.app.press("\u{1B}")
    try await withTestHost(shell) { host in try await host.news(["feeds", "show", "Chips"]) }
    await ui.app.press(":chi")
    try await ui.terminal.waitFor("News: Chips")
    await ui.app.press("\t")
    try await ui.terminal.waitFor(":mosaic://news?feed=chips▏")
    await ui.app.press("\r")
    try await ui.terminal.waitFor("Chip story 0")
    #expect(ui.lines[1].contains("News — Chips"), "\(ui.lines[1])")
    _ = try await ui.app.exit()
  }

  /// A name with a space and an umlaut goes through the URL percent-encoded and opens its feed by its label.
  @Test func aFeedsName_typedWhole_opensIt_evenWithASpaceAndAnUmlaut() async throws {
    let service = try service()
    let feeds = NewsFeedsClient.inMemory([
      FeedEntry(
        name: "Märkte heute", kind: .query, value: "märkte", addedAt: Date(timeIntervalSince1970: 1_795_000_000))
    ])
    let ui = try NewsApp(service: service, feeds: feeds)
    try await ui.startOnNews()
    try await ui.terminal.waitFor("Business story 0")
    await ui.app.press(":heute")
    try await ui.terminal.waitFor("mosaic://news?feed=m%C3%A4rkte%20heute")
    #expect(ui.text.contains("News: Märkte heute"))
    await ui.app.press("\u{1B}")
    await ui.app.press(":News: Märkte heute\r")
    try await ui.terminal.waitFor("Märkte story 0")
    #expect(ui.lines[1].contains("News — Märkte heute"), "\(ui.lines[1])")
    _ = try await ui.app.exit()
  }

  /// The places are the arranged, visible feeds in the person's order, each a URL the news route answers.
  @Test func thePalettesPlaces_areTheVisibleFeeds_inOrder() throws {
    let now = Date(timeIntervalSince1970: 1_795_000_000)
    let arrangement = FeedArrangement(entries: [
      FeedEntry(name: "Rust & Go", kind: .query, value: "rust", position: 0, addedAt: now),
      FeedEntry(name: "wsj", kind: .builtin, hidden: true, addedAt: now),
    ])
    let offers = NewsModule.paletteOffers(arrangement)
    #expect(offers.first?.url == "mosaic://news?feed=rust%20%26%20go")
    #expect(offers.first?.label == LocalizedText(en: "News: Rust & Go", de: "Nachrichten: Rust & Go"))
    expectNone(offers, "a hidden feed is left out") { $0.url.hasSuffix("=wsj") }
    #expect(offers.count == NewsFeed.all.count)
    let router = try TestHost(service: FakeNewsService()).registry.router
    for offer in offers {
      let destination = try router.resolve(offer.url).destination as? NewsDestination
      #expect(destination?.feed.id == URL(string: offer.url).flatMap(Self.feedValue), "\(offer.url)")
    }
  }

  private static func feedValue(_ url: URL) -> String? {
    URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "feed" }?.value
  }
}
