import Core
import CoreUI
import CoreUITestSupport
import DataLayer
import Foundation
import Models
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import GalleryFeature

/// The gallery's screens drawn into the in-memory terminal and compared with their golden files: every
/// screen at 60×20, 80×24, 120×40 and 200×60 in both themes and both languages; each state at 80×24 in
/// both themes, without color, and in both languages. `make goldens` writes them again.
@MainActor struct GalleryGoldenTests {
  /// The embedded catalog with the 2nd and 4th photos of page 1 as favorites.
  func galleryApp(_ golden: GoldenCase, photos: PhotoClient = .embedded()) async throws -> GalleryApp {
    let favorites = FavoritesClient.inMemory(now: { Date(timeIntervalSince1970: 1_763_600_000) })
    let page = try await PhotoClient.embedded().listPhotos(1, 30).value.photos
    try await favorites.add(page[1])
    try await favorites.add(page[3])
    return try GalleryApp(
      photos: photos, favorites: favorites, size: golden.size, language: golden.language, theme: golden.theme)
  }

  /// The grid and the favorites tab, each reached by its key from a fresh start.
  @Test(arguments: [("gallery", ""), ("favorites", "2")], GoldenCase.all)
  func screen(_ screen: (name: String, key: String), _ golden: GoldenCase) async throws {
    let ui = try await galleryApp(golden)
    ui.app.start()
    await ui.app.settle()
    if !screen.key.isEmpty { await ui.app.press(screen.key) }
    try expectGolden(ui, screen.name, golden)
    _ = try await ui.app.exit()
  }

  /// The grid over a catalog in each state it can answer with, drawn once the answer is in.
  @Test(arguments: ListingState.allCases, GoldenCase.at(Size(width: 80, height: 24)))
  func galleryListing(_ state: ListingState, _ golden: GoldenCase) async throws {
    let ui = try await galleryApp(golden, photos: state.service().client)
    ui.app.start()
    await ui.app.settle()
    try expectGolden(ui, state.rawValue, golden)
    _ = try await ui.app.exit()
  }

  @Test(arguments: GoldenCase.at(Size(width: 80, height: 24)))
  func galleryLoading(_ golden: GoldenCase) async throws {
    let service = try FakePhotoService(count: 30)
    let gate = service.hold(page: 1)
    let ui = try await galleryApp(golden, photos: service.client)
    ui.app.start()
    await gate.arrived()
    try await ui.terminal.waitFor(GalleryScreenStrings.loadingPhotos(golden.language))
    try expectGolden(ui, "gallery-loading", golden)
    gate.release()
    _ = try await ui.app.exit()
  }

  @Test(arguments: GoldenCase.at(Size(width: 80, height: 24)))
  func favoritesEmpty(_ golden: GoldenCase) async throws {
    let ui = try GalleryApp(
      photos: .embedded(), favorites: .inMemory(), size: golden.size, language: golden.language, theme: golden.theme,
      session: .inMemory("favorites"))
    ui.app.start()
    await ui.app.settle()
    try expectGolden(ui, "favorites-empty", golden)
    _ = try await ui.app.exit()
  }

  private func expectGolden(
    _ ui: GalleryApp, _ screen: String, _ golden: GoldenCase, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let snapshot = Golden.snapshot(ui.terminal.screen.buffer, header: "\(screen) · \(golden.testDescription)")
    let difference = try Golden.verify(snapshot, at: goldens.appendingPathComponent(golden.fileName(screen)))
    expectNil(difference, "\(difference ?? "")", sourceLocation: sourceLocation)
  }
}

/// A catalog that answers the first page in one of the ways the grid draws apart; the raw value names the golden.
enum ListingState: String, CaseIterable, Sendable {
  case empty = "gallery-empty"
  case error = "gallery-error"
  case offline = "gallery-offline"

  func service() throws -> FakePhotoService {
    switch self {
    case .empty:
      return FakePhotoService(photos: [])
    case .error:
      let service = try FakePhotoService(count: 30)
      service.fail(page: 1)
      return service
    case .offline:
      let service = try FakePhotoService(count: 60)
      service.serve(
        page: 1, as: .cached(savedAt: Date(timeIntervalSince1970: 1_763_635_320), reason: FakePhotoService.outage))
      return service
    }
  }
}
