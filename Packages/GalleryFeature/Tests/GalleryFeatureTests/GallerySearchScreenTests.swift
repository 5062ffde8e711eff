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

/// `/` on the gallery tab through the whole app over fakes and a manual clock: typing waits for the pause,
/// Enter searches at once, the results page and open in the same grid, and Esc gives the feed back with
/// its selection.
@MainActor struct GallerySearchScreenTests {
  let size = Size(width: 120, height: 40)

  @Test func slash_typing_andThePause_showTheMatchesInTheGrid() async throws {
    let service = try FakePhotoService(count: 30)
    let clock = ManualClock()
    let ui = try GalleryApp(photos: service.client, favorites: .inMemory(), size: size, clock: clock)
    ui.app.start()
    try await ui.terminal.waitFor("Page 1 of 1")
    await ui.app.press("/")
    try await ui.terminal.waitFor("Search photos: ▏")
    await ui.app.press("Wei")
    expectText(ui.text, contains: "Search photos: Wei▏")
    expectEmpty(service.searches)
    expectEqual(ui.app.root.selected, 0, "letters and digits type, they do not switch tabs")
    clock.advance(by: .seconds(1))
    try await ui.terminal.waitFor("'Wei' · Page 1 of 1 · 6 of 6 photos")
    expectEqual(service.searches, [.init("Wei", 1)])
    expectText(ui.text, lacks: "Ana Lima")
    expectText(ui.text, contains: "Chen Wei")
    _ = try await ui.app.exit()
  }

  @Test func enter_searchesAtOnce_arrowsMove_enterOpens_andEscRestoresTheFeed() async throws {
    let service = try FakePhotoService(count: 30)
    let ui = try GalleryApp(photos: service.client, favorites: .inMemory(), size: size, clock: ManualClock())
    ui.app.start()
    try await ui.terminal.waitFor("Page 1 of 1")
    await ui.app.press("\u{1B}[C\u{1B}[C")
    await ui.app.press("/")
    await ui.app.press("Lima\r")
    try await ui.terminal.waitFor("'Lima' · Page 1 of 1")
    expectEqual(ui.grid?.cursor.selected, 0, "results start at their first photo")
    await ui.app.press("l")
    await ui.app.press("\r")
    try await ui.terminal.waitFor("The page of p006")
    await ui.app.press("\u{1B}")
    try await ui.terminal.waitFor("'Lima' · Page 1 of 1")
    await ui.app.press("\u{1B}")
    try await ui.terminal.waitFor("Page 1 of 1 · 30 of 30 photos")
    expectText(ui.text, lacks: "Search photos")
    expectEqual(ui.grid?.cursor.selected, 2, "the feed's selection is back")
    _ = try await ui.app.exit()
  }

  @Test func aSearchWithoutMatches_saysSo_inEnglishAndGerman() async throws {
    for (language, sentence) in [
      (Language.english, "No photos match 'nobody'."), (.german, "Keine Fotos passen zu 'nobody'."),
    ] {
      let service = try FakePhotoService(count: 30)
      let ui = try GalleryApp(
        photos: service.client, favorites: .inMemory(), size: size, language: language, clock: ManualClock())
      ui.app.start()
      await ui.app.settle()
      await ui.app.press("/")
      await ui.app.press("nobody\r")
      try await ui.terminal.waitFor(sentence)
      _ = try await ui.app.exit()
    }
  }

  @Test func results_askForTheirNextPage_asTheSelectionNearsTheEnd() async throws {
    let service = try FakePhotoService(count: 300)
    let ui = try GalleryApp(photos: service.client, favorites: .inMemory(), size: size, clock: ManualClock())
    ui.app.start()
    try await ui.terminal.waitFor("Page 1 of 10")
    await ui.app.press("/")
    await ui.app.press("Lima\r")
    try await ui.terminal.waitFor("'Lima' · Page 1 of 2")
    await ui.app.press("G")
    try await ui.terminal.waitFor("'Lima' · Page 2 of 2 · 60 of 60 photos")
    expectEqual(service.searches, [.init("Lima", 1), .init("Lima", 2)])
    _ = try await ui.app.exit()
  }
}
