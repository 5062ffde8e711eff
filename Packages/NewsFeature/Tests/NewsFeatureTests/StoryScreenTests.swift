import CoreUI
import CoreUITestSupport
import Foundation
import Models
import ModelsTestSupport
import Testing

@testable import NewsFeature

/// Issue 22, stories in the app: the news list shows a story told by several sources as one row with
/// "+N sources ▸"; `x` opens it to show the other sources' rows (Enter reads them) and folds it again.
@MainActor @Suite struct StoryScreenTests {
  @Test func groupedStory_showsOneRow_andXExpandsIt() async throws {
    let service = FakeNewsService()
    service.serve(
      "business",
      [
        try Article.fixture("fed-1", title: "Fed holds interest rates steady as inflation cools", source: "Reuters"),
        try Article.fixture("stocks", title: "Stocks slump as oil prices surge", source: "CNBC"),
        try Article.fixture(
          "fed-2", title: "Fed holds interest rates steady, inflation cools - BBC News", source: "BBC News"),
      ])
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
}
