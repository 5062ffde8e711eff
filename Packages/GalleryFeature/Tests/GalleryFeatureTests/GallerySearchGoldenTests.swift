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
@MainActor @Suite struct GallerySearchGoldenTests {
  func searchApp(_ golden: GoldenCase) throws -> GalleryApp {
    try GalleryApp(
      photos: .embedded(), favorites: .inMemory(), size: golden.size, language: golden.language,
      theme: golden.theme, clock: ManualClock())
  }

  @Test(arguments: GoldenCase.at(Size(width: 80, height: 24)))
  func searchTyping(_ golden: GoldenCase) async throws {
    try await expectSearch(typing: "Lind", showing: "gallery-search-typing", golden)
  }

  @Test(arguments: GoldenCase.at(Size(width: 80, height: 24)))
  func searchResults(_ golden: GoldenCase) async throws {
    try await expectSearch(typing: "Lindqvist\r", showing: "gallery-search-results", golden)
  }

  @Test(arguments: GoldenCase.at(Size(width: 80, height: 24)))
  func searchNoMatches(_ golden: GoldenCase) async throws {
    try await expectSearch(typing: "zzqqxx\r", showing: "gallery-search-empty", golden)
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
