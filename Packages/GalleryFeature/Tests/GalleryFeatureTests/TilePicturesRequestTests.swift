import Core
import CoreUI
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import NetworkLayerTestSupport
import TerminalGraphics
import TestExpectations
import Testing

@testable import GalleryFeature

/// The requests a grid's tiles make are kept between frames, and a kept one never outlives what it was made
/// of: a resize (other cells), another graphics mode (other pixels a cell), or a photo whose picture changed.
@MainActor struct TilePicturesRequestTests {
  let photos: [Photo]

  init() throws {
    photos = try FakePhotoService(count: 3).photos
  }

  func loading(_ pictures: TilePictures) throws -> Set<ImageRequest> {
    try requireValue(pictures.loader).loading
  }

  func made(columns: Int, rows: Int, perCell: PixelsPerCell) -> Set<ImageRequest> {
    Set(photos.map { TilePictures.request(for: $0, columns: columns, rows: rows, perCell: perCell) })
  }

  @Test func aResizeOrAnotherGraphicsMode_asksForPicturesOfTheNewSize() throws {
    let images = FakeImageService(holding: true)
    let pictures = TilePictures(images: images.client)
    let halfBlocks = PixelsPerCell(across: 1, down: 2)
    pictures.show(photos, ahead: [], columns: 20, rows: 8, usesColor: true, perCell: halfBlocks)
    try expectEqual(loading(pictures), made(columns: 20, rows: 8, perCell: halfBlocks))
    pictures.show(photos, ahead: [], columns: 30, rows: 6, usesColor: true, perCell: halfBlocks)
    try expectEqual(loading(pictures), made(columns: 30, rows: 6, perCell: halfBlocks), "the terminal was resized")
    let sixel = PixelsPerCell(across: 8, down: 16)
    pictures.show(photos, ahead: [], columns: 30, rows: 6, usesColor: true, perCell: sixel)
    try expectEqual(loading(pictures), made(columns: 30, rows: 6, perCell: sixel), "another graphics mode")
    pictures.show(photos, ahead: [], columns: 20, rows: 8, usesColor: true, perCell: halfBlocks)
    try expectEqual(loading(pictures), made(columns: 20, rows: 8, perCell: halfBlocks), "back to the first size")
    images.release()
  }

  @Test func aPhotoWithAnotherPicture_asksForThatPicture() throws {
    let images = FakeImageService(holding: true)
    let pictures = TilePictures(images: images.client)
    let perCell = PixelsPerCell(across: 1, down: 2)
    let photo = photos[0]
    pictures.show([photo], ahead: [], columns: 20, rows: 8, usesColor: true, perCell: perCell)
    let other = try requireValue(URL(string: "https://images.example.com/other?w=400"))
    let moved = Photo(
      id: photo.id, createdAt: photo.createdAt, width: photo.width, height: photo.height, color: photo.color,
      blurHash: photo.blurHash, likes: photo.likes, description: photo.description,
      altDescription: photo.altDescription,
      urls: PhotoURLs(raw: other, full: other, regular: other, small: other, thumb: other), user: photo.user)
    pictures.show([moved], ahead: [], columns: 20, rows: 8, usesColor: true, perCell: perCell)
    try expectEqual(loading(pictures), [TilePictures.request(for: moved, columns: 20, rows: 8, perCell: perCell)])
    images.release()
  }
}
