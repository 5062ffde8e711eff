import Core
import CoreUI
import CoreUITestSupport
import DataLayer
import Models
import ModelsTestSupport
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import GalleryFeature

/// `mosaic://user/USERNAME` in the terminal app: the photographer's photos as the gallery's grid, a screen of its
/// own over the tab (Esc back to the gallery), Enter opening a photo's page.
@MainActor struct PhotographerScreenTests {
  let size = Size(width: 120, height: 40)

  @Test func theRoute_opensTheirGrid_enterOpensAPhoto_escGoesBack() async throws {
    let service = try FakePhotoService(count: 25)
    let ui = try GalleryApp(photos: service.client, favorites: .inMemory(), size: size)
    ui.app.start(opening: "mosaic://user/chen")
    try await ui.terminal.waitFor("Photos by @chen")
    try await ui.terminal.waitFor("Page 1 of 1")
    expectEqual(service.userRequests.map(\.query), ["chen"])
    expectText(ui.text, contains: "Chen Wei")
    expectText(ui.text, lacks: "Ana Lima", "only the photographer's photos")

    await ui.app.press("\u{1B}[C")
    await ui.app.press("\r")
    try await ui.terminal.waitFor("The page of p008")
    expectEqual(ui.pages.opened.all, ["p008"])

    await ui.app.press("\u{1B}")
    try await ui.terminal.waitFor("Photos by @chen")
    await ui.app.press("\u{1B}")
    try await ui.terminal.waitFor("Gallery")
    expectText(ui.text, lacks: "Photos by @chen")
    _ = try await ui.app.exit()
  }

  @Test func anUnknownPhotographer_saysSoOnTheScreen() async throws {
    let service = try FakePhotoService(count: 5)
    let ui = try GalleryApp(photos: service.client, favorites: .inMemory(), size: size, language: .german)
    ui.app.start(opening: "mosaic://user/nobody")
    try await ui.terminal.waitFor("Fotos von @nobody")
    try await ui.terminal.waitFor("Es gibt keinen Fotografen 'nobody'")
    _ = try await ui.app.exit()
  }

  // Issue 22: their own profile over the grid, loading on its own.

  @Test func theirProfile_showsOverTheGrid() async throws {
    let chen = PhotoUser(
      id: "u-chen", username: "chen", name: "Chen Wei", bio: "Fog, forests and early mornings.", location: "Oslo")
    let service = FakePhotoService(photos: try (1...3).map { try PhotoFixtures.photo($0, author: chen) })
    let ui = try GalleryApp(photos: service.client, favorites: .inMemory(), size: size)
    ui.app.start(opening: "mosaic://user/chen")
    try await ui.terminal.waitFor("Chen Wei (@chen) · Oslo · 3 photos")
    try await ui.terminal.waitFor("Fog, forests and early mornings.")
    try await ui.terminal.waitFor("Page 1 of 1")
    expectEqual(service.profileRequests, ["chen"])
    _ = try await ui.app.exit()
  }

  @Test func aHeldProfile_leavesTheGridShown_thenArrives() async throws {
    let service = try FakePhotoService(count: 25)
    let gate = service.holdProfile()
    let ui = try GalleryApp(photos: service.client, favorites: .inMemory(), size: size)
    ui.app.start(opening: "mosaic://user/chen")
    try await ui.terminal.waitFor("Loading the profile of @chen…")
    try await ui.terminal.waitFor("Page 1 of 1")
    gate.release()
    try await ui.terminal.waitFor("Chen Wei (@chen) · 5 photos")
    expectText(ui.text, lacks: "Loading the profile")
    _ = try await ui.app.exit()
  }

  @Test func aFailedProfile_saysWhy_inGerman_andTheGridStays() async throws {
    let service = try FakePhotoService(count: 25)
    service.failProfile(with: FakePhotoService.outage)
    let ui = try GalleryApp(photos: service.client, favorites: .inMemory(), size: size, language: .german)
    ui.app.start(opening: "mosaic://user/chen")
    try await ui.terminal.waitFor("Das Profil von @chen konnte nicht geladen werden")
    try await ui.terminal.waitFor("Seite 1 von 1")
    _ = try await ui.app.exit()
  }
}
