import Core
import CoreUI
import CoreUITestSupport
import DataLayer
import Foundation
import NetworkLayerTestSupport
import Testing

@testable import GalleryFeature

/// A selection move in the grid paints the two tiles whose selection changed and copies the others from the
/// frame before; the screen and the bytes that draw it are a full redraw's.
@MainActor @Suite struct GallerySelectionMoveTests {
  let size = Size(width: 120, height: 40)

  @Test func aSelectionMove_paintsTwoTiles_andDrawsWhatAFullRedrawDraws() async throws {
    let service = try FakePhotoService(count: 30)
    let images = FakeImageService()
    let ui = try GalleryApp(photos: service.client, favorites: .inMemory(), size: size, images: images.client)
    ui.app.start()
    try await ui.terminal.waitFor("Page 1 of 1")
    await ui.grid?.pictures.loader?.settle()
    await ui.app.settle()
    let app = ui.app.app
    var shown = app.measureFrame(size: size, over: nil)
    // Right, down, left and up: within a row, across rows, and back.
    for key in [Key.right, .right, .down, .left, .up] {
      let painted = app.paintMemo.paintedCount
      _ = ui.grid?.handle(.key(key))
      let moved = app.measureFrame(size: size, over: shown.buffer)
      let redrawn = app.measureFrame(size: size, over: shown.buffer, memoized: false)
      #expect(app.paintMemo.paintedCount - painted == 2, "\(key): the tile left and the tile reached, no other")
      #expect(moved.buffer != shown.buffer, "\(key): the move shows")
      #expect(moved.buffer == redrawn.buffer, "\(key): the screen a full redraw paints")
      #expect(moved.bytes == redrawn.bytes, "\(key): the bytes a full redraw writes over the frame before")
      shown = moved
    }
    _ = try await ui.app.exit()
  }
}
