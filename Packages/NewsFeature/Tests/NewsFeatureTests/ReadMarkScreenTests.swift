import CoreUI
import CoreUITestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import Testing

@testable import NewsFeature

/// Issue 22, read state in the app: an article read with Enter is drawn read (its title in the secondary color)
/// when the list shows again, and the mark is kept in the read marks.
@MainActor @Suite struct ReadMarkScreenTests {
  @Test func anArticleReadWithEnter_isDrawnRead_backInTheList() async throws {
    let service = FakeNewsService()
    try service.serve("business", count: 3)
    let ui = try NewsApp(service: service, size: Size(width: 80, height: 24), pages: ReaderPages.Recording().fetcher)
    try await ui.startOnNews()
    try await ui.terminal.waitFor("Business story 2")
    let unread = try #require(titleStyle("Business story 2", in: ui))
    #expect(titleStyle("Business story 1", in: ui) == unread)

    await ui.app.press("j")
    await ui.app.press("\r")
    try await ui.terminal.waitFor("Markets rallied on Thursday")
    await ui.app.press("\u{1B}")
    try await ui.terminal.waitFor("Business · 3 articles")
    await ui.app.press("j")  // the selection off the read article, so its own style shows
    await ui.app.settle()

    #expect(try await ui.host.read.readIDs() == [Article.shortID(for: "https://news.example/business-1")])
    #expect(titleStyle("Business story 1", in: ui) != unread)
    _ = try await ui.app.exit()
  }

  /// The style of the first cell of `title` on the screen.
  private func titleStyle(_ title: String, in ui: NewsApp) -> CellStyle? {
    let screen = ui.terminal.screen
    for (y, line) in screen.lines.enumerated() {
      guard let range = line.range(of: title) else { continue }
      let x = line.distance(from: line.startIndex, to: range.lowerBound)
      return screen.buffer[x, y].style
    }
    return nil
  }
}
