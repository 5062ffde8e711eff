import Core
import CoreUI
import CoreUITestSupport
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import NewsFeature

/// The larger articles' pictures (every fourth article, as in the seed) from the image pipeline: beside the
/// article's text, only for the larger articles that show, the source's name until the picture arrives,
/// and text alone without a pipeline or without colors.
@MainActor @Suite struct NewsPicturesTests {
  nonisolated static let red = TerminalColor.rgb(255, 0, 0)

  /// The columns of row `y` drawn in the fake pipeline's red.
  nonisolated static func redColumns(_ buffer: CellBuffer, row y: Int) -> [Int] {
    (0..<buffer.size.width).filter { buffer[$0, y].style.background == red || buffer[$0, y].style.foreground == red }
  }

  static func image(_ list: String, _ index: Int) -> URL? {
    URL(string: "https://news.example/images/\(list)-\(index).jpg")
  }

  @Test func theLargerArticlesThatShow_drawTheirPicture_leftOfTheirText() async throws {
    let service = FakeNewsService()
    try service.serve("business", count: 12)
    let images = FakeImageService()
    let ui = try NewsApp(service: service, images: images.client)
    try await ui.startOnNews()
    try await ui.terminal.waitFor {
      Self.redColumns($0.buffer, row: $0.lines.firstIndex { $0.contains("Business story 0") } ?? 0).count > 0
    }
    let buffer = ui.terminal.screen.buffer
    let first = try requireValue(ui.lines.firstIndex { $0.contains("Business story 0") })
    // 120 columns: a picture a quarter as wide, 30 columns after a one-column margin, six rows high.
    #expect(Self.redColumns(buffer, row: first) == Array(1...30))
    #expect(Self.redColumns(buffer, row: first + 5) == Array(1...30))
    #expect(
      try #require(ui.lines[first].firstRange(of: "Business story 0")).lowerBound.utf16Offset(in: ui.lines[first]) > 31)
    let second = try requireValue(ui.lines.firstIndex { $0.contains("Business story 1") })
    #expect(Self.redColumns(buffer, row: second).isEmpty, "a row article has no picture")
    // At 40 rows, articles 0 to 9 show: the larger ones are 0, 4 and 8; none of 9–11 is larger.
    expectEqual(Set(images.requested), Set([0, 4, 8].compactMap { Self.image("business", $0) }))
    #expect(images.prefetched.isEmpty)
    _ = try await ui.app.exit()
  }

  @Test func scrollingDown_loadsTheNextLargerArticle_andCancelsThoseThatLeft() async throws {
    let service = FakeNewsService()
    try service.serve("business", count: 12)
    let images = FakeImageService(holding: true)
    // 24 rows show articles 0 to 5; 8 is the next larger one.
    let ui = try NewsApp(service: service, size: Size(width: 120, height: 24), images: images.client)
    try await ui.startOnNews()
    try await ui.terminal.waitFor("Business story 0")
    let first = try #require(Self.image("business", 0))
    let next = try #require(Self.image("business", 8))
    for _ in 0..<100_000 where !images.requested.contains(first) || images.prefetched.isEmpty { await Task.yield() }
    expectEqual(Set(images.requested), Set([first, Self.image("business", 4)].compactMap { $0 }))
    #expect(images.prefetched == [next], "the next larger article is prefetched")
    await ui.app.press("G")
    try await ui.terminal.waitFor("Business story 11")
    for _ in 0..<100_000 where !images.requested.contains(next) || !images.cancelled.contains(first) {
      await Task.yield()
    }
    #expect(images.requested.contains(next))
    #expect(images.cancelled.contains(first), "article 0 scrolled away")
    let loading = try #require(ui.feedScreen?.pictures.loader?.loading)
    expectNone(loading) { $0.url == first }
    images.release()
    _ = try await ui.app.exit()
  }

  @Test func whileAPictureLoads_theSourceNameStandsIn() async throws {
    let service = FakeNewsService()
    try service.serve("business", count: 4)
    let images = FakeImageService(holding: true)
    let ui = try NewsApp(service: service, images: images.client)
    try await ui.startOnNews()
    try await ui.terminal.waitFor("Business story 0")
    let first = try requireValue(ui.lines.firstIndex { $0.contains("Business story 0") })
    expectSome(ui.lines[first...(first + 5)]) { $0.prefix(32).contains("The Ledger") }
    #expect(Self.redColumns(ui.terminal.screen.buffer, row: first).isEmpty)
    images.release()
    try await ui.terminal.waitFor { !Self.redColumns($0.buffer, row: first).isEmpty }
    _ = try await ui.app.exit()
  }

  @Test func withoutColors_orWithoutAPipeline_theListIsTextOnly() async throws {
    let service = FakeNewsService()
    try service.serve("business", count: 12)
    let images = FakeImageService()
    let monochrome = try NewsApp(service: service, theme: .monochrome, images: images.client)
    try await monochrome.startOnNews()
    try await monochrome.terminal.waitFor("Business story 0")
    #expect(images.requested.isEmpty)
    let text = monochrome.text
    _ = try await monochrome.app.exit()

    let plain = try NewsApp(service: service, theme: .monochrome)
    try await plain.startOnNews()
    try await plain.terminal.waitFor("Business story 0")
    #expect(plain.text == text, "no room is kept for pictures that are not drawn")
    _ = try await plain.app.exit()
  }

  @Test func anArticleWithoutAnImage_hasNoPicture() async throws {
    let service = FakeNewsService()
    let bare = try Article.fixture("business-0", title: "Business story 0")
    service.serve(
      "business",
      [
        Article(
          source: bare.source, author: bare.author, title: bare.title, description: bare.description, url: bare.url,
          urlToImage: nil, publishedAt: bare.publishedAt, content: bare.content)
      ])
    let images = FakeImageService()
    let ui = try NewsApp(service: service, images: images.client)
    try await ui.startOnNews()
    try await ui.terminal.waitFor("Business story 0")
    #expect(images.requested.isEmpty)
    let first = try requireValue(ui.lines.firstIndex { $0.contains("Business story 0") })
    #expect(ui.lines[first].hasPrefix(" ○ Business story 0") || ui.lines[first].hasPrefix(" ● Business story 0"))
    _ = try await ui.app.exit()
  }
}
