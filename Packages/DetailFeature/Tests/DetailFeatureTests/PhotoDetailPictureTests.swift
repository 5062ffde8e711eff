import Core
import CoreUI
import CoreUITestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import DetailFeature

/// The photo page's picture from the image pipeline: the placeholder until it arrives, at most 60% of
/// the height, a larger size for a zoom, the previous photo's load cancelled by `→`, and a failure that
/// keeps the placeholder without an error line.
@MainActor @Suite struct PhotoDetailPictureTests {
  let size = Size(width: 120, height: 40)
  nonisolated static let red = TerminalColor.rgb(255, 0, 0)

  nonisolated static func redRows(_ buffer: CellBuffer) -> Int {
    (0..<buffer.size.height).filter { y in
      (0..<buffer.size.width).contains { buffer[$0, y].style.foreground == red }
    }.count
  }

  @Test func thePicture_replacesThePlaceholder_inAtMost60PercentOfTheHeight() async throws {
    let service = try FakePhotoService(count: 10)
    let images = FakeImageService(holding: true)
    let ui = try DetailApp(photos: service.client, favorites: .inMemory(), size: size, images: images.client)
    ui.app.start(opening: "mosaic://photo/p003")
    try await ui.terminal.waitFor(" ♡ @chen · p003")
    #expect(Self.redRows(ui.terminal.screen.buffer) == 0)
    images.release()
    try await ui.terminal.waitFor { Self.redRows($0.buffer) > 0 }
    #expect(Self.redRows(ui.terminal.screen.buffer) <= Int(Double(size.height - 3) * 0.6))
    let request = try #require(ui.screen?.loader?.loading.isEmpty == true ? images.requested.last : nil)
    #expect(request == service.photos[2].urls.regular)
    _ = try await ui.app.exit()
  }

  @Test func zoomingIn_asksForALargerPicture_andKeepsTheSmallerMeanwhile() async throws {
    let service = try FakePhotoService(count: 10)
    let images = FakeImageService()
    let ui = try DetailApp(photos: service.client, favorites: .inMemory(), size: size, images: images.client)
    ui.app.start(opening: "mosaic://photo/p003")
    try await ui.terminal.waitFor { Self.redRows($0.buffer) > 0 }
    await ui.screen?.loader?.settle()
    await ui.app.press("+")
    await ui.screen?.loader?.settle()
    await ui.app.press("+")
    // The photo's own loads only ("More by"'s thumbnails are the sections' pictures).
    let photo = service.photos[2].urls.regular
    expectEqual(images.requested.filter { $0 == photo }.count, 2, "1× and 2× (1.5× and 2× share the doubled picture)")
    #expect(Self.redRows(ui.terminal.screen.buffer) > 0)
    _ = try await ui.app.exit()
  }

  @Test func movingToTheNextPhoto_cancelsThePreviousLoad() async throws {
    let service = try FakePhotoService(count: 10)
    let feed = FakeFeed(photos: service.photos)
    let images = FakeImageService(holding: true)
    let ui = try DetailApp(
      photos: service.client, favorites: .inMemory(), feed: feed.client, size: size, images: images.client)
    ui.app.start(opening: "mosaic://photo/p003")
    try await ui.terminal.waitFor(" ♡ @chen · p003")
    await ui.app.press("\u{1B}[C")
    try await ui.terminal.waitFor { !$0.text.contains("@chen · p003") && $0.text.contains(" ♡ @") }
    // The photo's load, and with it any of its sections' pictures still loading ("More by"'s thumbnails).
    expectEqual(images.cancelled.filter { $0 == service.photos[2].urls.regular }.count, 1)
    images.release()
    _ = try await ui.app.exit()
  }

  @Test func aFailedPicture_keepsThePlaceholder_withoutAnErrorLine() async throws {
    let service = try FakePhotoService(count: 10)
    let ui = try DetailApp(photos: service.client, favorites: .inMemory(), size: size, images: .failing)
    ui.app.start(opening: "mosaic://photo/p003")
    try await ui.terminal.waitFor(" ♡ @chen · p003")
    await ui.screen?.loader?.settle()
    await ui.app.press("j")
    #expect(ui.text.contains("▀"))
    #expect(!ui.text.contains("unexpected"))
    _ = try await ui.app.exit()
  }
}
