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

/// The recent photo searches under the gallery's empty search field: Enter records a search, the next `/`
/// lists it, `↓ Enter` runs it again, `↓ d` forgets it, and a history written by `mosaic gallery --search` (the
/// same photo search history) shows too.
@MainActor struct GallerySearchHistoryScreenTests {
  let size = Size(width: 120, height: 40)

  @Test func enter_recordsTheSearch_andTheNextSlashListsIt_downEnterRunsItAgain() async throws {
    let service = try FakePhotoService(count: 30)
    let history = PhotoSearchHistoryClient.inMemory()
    let ui = try GalleryApp(
      photos: service.client, favorites: .inMemory(), photoSearches: history, size: size, clock: ManualClock())
    ui.app.start()
    try await ui.terminal.waitFor("Page 1 of 1")
    await ui.app.press("/")
    await ui.app.press("Lima\r")
    try await ui.terminal.waitFor("'Lima' · Page 1 of 1")
    await ui.app.settle()
    try await expectEqual(history.history.list().map(\.text), ["Lima"])
    await ui.app.press("\u{1B}")
    try await ui.terminal.waitFor("Page 1 of 1 · 30 of 30 photos")
    await ui.app.press("/")
    try await ui.terminal.waitFor("Recent searches")
    expectText(ui.text, contains: "  Lima")
    await ui.app.press("\u{1B}[B")
    await ui.app.press("\r")
    try await ui.terminal.waitFor("'Lima' · Page 1 of 1")
    expectEqual(service.searches.map(\.query), ["Lima", "Lima"])
    _ = try await ui.app.exit()
  }

  @Test func downD_forgetsThePickedSearch_andDWithNothingPickedTypes() async throws {
    let service = try FakePhotoService(count: 30)
    let searches = PhotoSearchHistoryClient.inMemory()
    let history = searches.history
    try await history.record("fog")
    try await history.record("Wei")
    let ui = try GalleryApp(
      photos: service.client, favorites: .inMemory(), photoSearches: searches, size: size, clock: ManualClock())
    ui.app.start()
    try await ui.terminal.waitFor("Page 1 of 1")
    await ui.app.press("/")
    try await ui.terminal.waitFor("Recent searches")
    await ui.app.press("\u{1B}[B")
    await ui.app.press("d")
    await ui.app.settle()
    try await expectEqual(history.list().map(\.text), ["fog"])
    try await ui.terminal.waitFor("  fog")
    expectText(ui.text, lacks: "  Wei")
    await ui.app.press("\u{1B}[A")
    await ui.app.press("d")
    expectText(ui.text, contains: "Search photos: d▏", "with nothing picked, d is a letter")
    expectText(ui.text, lacks: "Recent searches", "typing hides the history")
    _ = try await ui.app.exit()
  }
}
