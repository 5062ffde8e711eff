import Core
import CoreUI
import CoreUITestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import TestExpectations
import Testing

@testable import GalleryFeature

/// The gallery's photo search drawn into the in-memory terminal and compared with its golden files: the
/// field while typing, the results, and a search without matches, at 80×24 in both themes, without color,
/// and in both languages. `make goldens` writes them again.
@MainActor struct GallerySearchGoldenTests {
  func searchApp(_ golden: GoldenCase) throws -> GalleryApp {
    try GalleryApp(
      photos: .embedded(), favorites: .inMemory(), size: golden.size, language: golden.language,
      theme: golden.theme, clock: ManualClock())
  }

  /// The field while typing, the results after return, and a search that matches nothing.
  @Test(
    arguments: [
      ("Lind", "gallery-search-typing"), ("Lindqvist\r", "gallery-search-results"),
      ("zzqqxx\r", "gallery-search-empty"),
    ], GoldenCase.at(Size(width: 80, height: 24)))
  func search(_ search: (typing: String, screen: String), _ golden: GoldenCase) async throws {
    try await expectSearch(typing: search.typing, showing: search.screen, golden)
  }

  /// Opens the search on the grid, types `text`, and compares the screen with the golden `screen`.
  private func expectSearch(
    typing text: String, showing screen: String, _ golden: GoldenCase,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let ui = try searchApp(golden)
    ui.app.start()
    await ui.app.settle()
    await ui.app.press("/")
    await ui.app.press(text)
    try expectGolden(ui, screen, golden, sourceLocation: sourceLocation)
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
