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

@testable import GalleryFeature

/// The grid's pictures from the image pipeline: the placeholder until a picture arrives, loads of rows
/// scrolled away cancelled, the next row prefetched, a failure keeping the placeholder quietly, and the
/// placeholders alone when no module provides pictures.
@MainActor struct GalleryPicturesTests {
  let size = Size(width: 120, height: 40)
  nonisolated static let red = TerminalColor.rgb(255, 0, 0)

  /// Cells drawn in the fake pipeline's red.
  nonisolated static func redCells(_ buffer: CellBuffer) -> Int {
    buffer.cells.filter { $0.style.foreground == red || $0.style.background == red }.count
  }

  @Test func theGrid_showsThePlaceholder_thenThePipelinesPicture() async throws {
    let service = try FakePhotoService(count: 30)
    let images = FakeImageService(holding: true)
    let ui = try GalleryApp(photos: service.client, favorites: .inMemory(), size: size, images: images.client)
    ui.app.start()
    try await ui.terminal.waitFor("Page 1 of 1")
    expectEqual(Self.redCells(ui.terminal.screen.buffer), 0, "BlurHash placeholders while the pictures load")
    expectText(ui.text, contains: "▀")
    images.release()
    try await ui.terminal.waitFor { Self.redCells($0.buffer) > 0 }
    let grid = try requireValue(ui.grid)
    let layout = try requireValue(grid.cursor.layout)
    let shown = layout.visibleItems(from: 0, count: 30).count
    expectEqual(Set(images.requested).count, shown, "each tile that shows asked for once")
    expectEqual(images.prefetched.count, min(layout.columns, 30 - shown), "the row ahead is prefetched")
    _ = try await ui.app.exit()
  }

  @Test func scrollingAway_cancelsTheLoadsOfRowsThatNoLongerShow() async throws {
    let service = try FakePhotoService(count: 30)
    let images = FakeImageService(holding: true)
    let ui = try GalleryApp(photos: service.client, favorites: .inMemory(), size: size, images: images.client)
    ui.app.start()
    try await ui.terminal.waitFor("Page 1 of 1")
    let first = service.photos[0].urls.small.absoluteString
    // The first row's loads are under way (inside the fake pipeline) before the grid scrolls.
    for _ in 0..<100_000 where !images.requested.contains(where: { $0.absoluteString.hasPrefix(first) }) {
      await Task.yield()
    }
    expectSome(images.requested) { $0.absoluteString.hasPrefix(first) }
    await ui.app.press("G")
    expectSome(images.cancelled, "the first row left the screen") { $0.absoluteString.hasPrefix(first) }
    let loading = try requireValue(ui.grid?.pictures.loader?.loading)
    expectNone(loading) { $0.url.absoluteString.hasPrefix(first) }
    images.release()
    _ = try await ui.app.exit()
  }

  @Test func aFailedPicture_keepsItsPlaceholder_withoutAnErrorLine() async throws {
    let service = try FakePhotoService(count: 30)
    let ui = try GalleryApp(photos: service.client, favorites: .inMemory(), size: size, images: .failing)
    ui.app.start()
    try await ui.terminal.waitFor("Page 1 of 1")
    await ui.grid?.pictures.loader?.settle()
    await ui.app.press("j")
    expectText(ui.text, contains: "Page 1 of 1")
    expectText(ui.text, lacks: "unexpected")
    expectText(ui.text, contains: "▀", "the placeholders stay")
    let loader = try requireValue(ui.grid?.pictures.loader)
    expectEmpty(loader.loading, "a failed picture is not asked for again on the next frame")
    _ = try await ui.app.exit()
  }

  @Test func withoutColors_noPictureIsLoaded() async throws {
    let service = try FakePhotoService(count: 30)
    let images = FakeImageService()
    let ui = try GalleryApp(
      photos: service.client, favorites: .inMemory(), size: size, theme: .monochrome, images: images.client)
    ui.app.start()
    try await ui.terminal.waitFor("Page 1 of 1")
    expectEmpty(images.requested)
    _ = try await ui.app.exit()
  }

  @Test func favorites_showThePipelinesPictures() async throws {
    let service = try FakePhotoService(count: 30)
    let favorites = FavoritesClient.inMemory()
    try await favorites.add(service.photos[2])
    let images = FakeImageService()
    let ui = try GalleryApp(photos: service.client, favorites: favorites, size: size, images: images.client)
    ui.app.start()
    try await ui.terminal.waitFor("Page 1 of 1")
    await ui.app.press("2")
    try await ui.terminal.waitFor("1 favorite, newest first")
    try await ui.terminal.waitFor { Self.redCells($0.buffer) > 0 }
    _ = try await ui.app.exit()
  }
}
