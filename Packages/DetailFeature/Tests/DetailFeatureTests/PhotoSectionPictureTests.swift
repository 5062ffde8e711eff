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

/// The pictures of the photo page's section items (a plugin's, or any section's): drawn at the item's left through
/// the image pipeline, only for items that carry one.
@MainActor @Suite struct PhotoSectionPictureTests {
  let size = Size(width: 120, height: 60)

  @Test func anItemsPicture_isDrawnAtItsLeft_andOnlyItsOwnIsAsked() async throws {
    let address = try #require(URL(string: "https://images.example.com/by-chen.jpg"))
    let service = try FakePhotoService(count: 10)
    let images = FakeImageService()
    // The photo's own picture fails, so every red cell is the item's picture.
    images.fail(service.photos[2].urls.regular)
    let ui = try DetailApp(
      photos: service.client, favorites: .inMemory(), size: size, extras: ExtrasModule(picture: address),
      images: images.client)
    ui.app.start(opening: "mosaic://photo/p003")
    try await ui.terminal.waitFor("extra: by ")
    try await ui.terminal.waitFor { screen in
      let buffer = screen.buffer
      guard let row = (0..<buffer.size.height).first(where: { line(buffer, $0).contains("extra: by ") }) else {
        return false
      }
      return (0..<18).contains { buffer[$0, row].style.foreground == PhotoDetailPictureTests.red }
    }
    let buffer = ui.terminal.screen.buffer
    let row = try requireValue((0..<buffer.size.height).first { line(buffer, $0).contains("extra: by ") })
    let label = try #require(line(buffer, row).range(of: "extra: by "))
    #expect(line(buffer, row).distance(from: line(buffer, row).startIndex, to: label.lowerBound) > 8)
    // Its own address once; besides it only the photo and "More by"'s thumbnails: the other item asks nothing.
    expectEqual(images.requested.filter { $0 == address }.count, 1)
    let others = Set(service.photos.filter { $0.id != "p003" }.map(\.urls.small))
    #expect(Set(images.requested).subtracting(others) == [service.photos[2].urls.regular, address])
    _ = try await ui.app.exit()
  }

  private nonisolated func line(_ buffer: CellBuffer, _ y: Int) -> String {
    String((0..<buffer.size.width).compactMap { buffer[$0, y].character })
  }
}
