import Core
import CoreUI
import CoreUITestSupport
import DataLayer
import Foundation
import Models
import NetworkLayer
import NetworkLayerTestSupport
import Testing

@testable import DetailFeature

/// The photo's page drawn into the in-memory terminal and compared with its golden files: at 60×20, 80×24,
/// 120×40 and 200×60 in both themes and both languages, and a photo that cannot be found at 80×24 with and
/// without color. `make goldens` writes them again.
@MainActor @Suite struct PhotoDetailGoldenTests {
  /// A photo of the embedded catalog, a favorite.
  static let photoID = "q5Aq-4pHXK9"

  /// The catalog's photo, taken at noon UTC so its day is the same in every time zone the tests run in.
  func photo() async throws -> Photo {
    let photo = try await PhotoClient.embedded().photo(Self.photoID).value
    return Photo(
      id: photo.id, createdAt: Date(timeIntervalSince1970: 1_763_640_000), width: photo.width, height: photo.height,
      color: photo.color, blurHash: photo.blurHash, likes: photo.likes, description: photo.description,
      altDescription: photo.altDescription, urls: photo.urls, user: photo.user)
  }

  func detailApp(_ golden: GoldenCase) async throws -> DetailApp {
    let photo = try await photo()
    let favorites = FavoritesClient.inMemory(now: { Date(timeIntervalSince1970: 1_763_600_000) })
    try await favorites.add(photo)
    return try DetailApp(
      photos: FakePhotoService(photos: [photo]).client, favorites: favorites, size: golden.size,
      language: golden.language, theme: golden.theme)
  }

  @Test(arguments: GoldenCase.all)
  func detail(_ golden: GoldenCase) async throws {
    let ui = try await detailApp(golden)
    ui.app.start(opening: "mosaic://photo/\(Self.photoID)")
    await ui.app.settle()
    try expectGolden(ui, "detail", golden)
    _ = try await ui.app.exit()
  }

  @Test(arguments: GoldenCase.at(Size(width: 80, height: 24)))
  func detailZoomed(_ golden: GoldenCase) async throws {
    let ui = try await detailApp(golden)
    ui.app.start(opening: "mosaic://photo/\(Self.photoID)")
    await ui.app.settle()
    await ui.app.press("++l")
    try expectGolden(ui, "detail-zoomed", golden)
    _ = try await ui.app.exit()
  }

  @Test(arguments: GoldenCase.at(Size(width: 80, height: 24)))
  func detailNotFound(_ golden: GoldenCase) async throws {
    let ui = try await detailApp(golden)
    ui.app.start(opening: "mosaic://photo/no-such-photo")
    await ui.app.settle()
    try expectGolden(ui, "detail-not-found", golden)
    _ = try await ui.app.exit()
  }

  private func expectGolden(
    _ ui: DetailApp, _ screen: String, _ golden: GoldenCase, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let snapshot = Golden.snapshot(ui.terminal.screen.buffer, header: "\(screen) · \(golden.testDescription)")
    let difference = try Golden.verify(snapshot, at: goldens.appendingPathComponent(golden.fileName(screen)))
    #expect(difference == nil, "\(difference ?? "")", sourceLocation: sourceLocation)
  }
}
