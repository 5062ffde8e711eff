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

/// The gallery's tabs in the terminal app, driven by keys through the whole app over fakes.
@MainActor struct GalleryScreensTests {
  let size = Size(width: 120, height: 40)

  @Test func enter_opensThePhotosPage_andRemembersItsListing() async throws {
    let service = try FakePhotoService(count: 90)
    let ui = try GalleryApp(photos: service.client, favorites: .inMemory(), size: size)
    ui.app.start()
    try await ui.terminal.waitFor("Page 1 of 3")
    await ui.app.press("\u{1B}[C\u{1B}[C")
    await ui.app.press("\r")
    try await ui.terminal.waitFor("The page of p003")
    expectEqual(ui.pages.opened.all, ["p003"])
    let listing = try await requireValue(ui.cache.load(LastListing.cacheName))
    let remembered = try JSONDecoder().decode(LastListing.self, from: listing)
    expectEqual(remembered.page, 1)
    expectEqual(remembered.photoIDs.count, 30)
    await ui.app.press("\u{7F}")
    try await ui.terminal.waitFor("Page 1 of 3")
    expectEqual(ui.grid?.cursor.selected, 2, "the selection survives the round trip")
    try await expectEqual(ui.app.exit(), .terminated)
  }

  // Issue 19: a total no page count holds (`X-Total: 9223372036854775807`) trapped the grid's status line.
  @Test func aHugeTotal_isCountedWithoutTrapping() async throws {
    let service = try FakePhotoService(count: 30)
    let first = service.page(1, perPage: 30)
    service.override(PhotoPage(page: 1, perPage: 30, total: Int.max, hasMore: true, photos: first.photos))
    let ui = try GalleryApp(photos: service.client, favorites: .inMemory(), size: size)
    ui.app.start()
    try await ui.terminal.waitFor("Page 1 of 307445734561825861")
    _ = try await ui.app.exit()
  }

  @Test func r_reloadsPage1FromTheService() async throws {
    let service = try FakePhotoService(count: 90)
    let ui = try GalleryApp(photos: service.client, favorites: .inMemory(), size: size)
    ui.app.start()
    try await ui.terminal.waitFor("Page 1 of 3")
    await ui.app.press("r")
    expectEqual(service.requestedPages, [1, 1])
    _ = try await ui.app.exit()
  }

  @Test func theNextPage_isAskedFor_beforeTheSelectionReachesTheLastRow() async throws {
    let service = try FakePhotoService(count: 90)
    let ui = try GalleryApp(photos: service.client, favorites: .inMemory(), size: size)
    ui.app.start()
    try await ui.terminal.waitFor("Page 1 of 3")
    await ui.app.press("j")
    expectEqual(service.requestedPages, [1])
    await ui.app.press("j")
    await ui.app.press("j")
    expectEqual(service.requestedPages, [1])
    await ui.app.press("j")
    expectEqual(service.requestedPages, [1, 2], "row 4 of 6 loaded is one before the last but one")
    try await ui.terminal.waitFor("Page 2 of 3")
    _ = try await ui.app.exit()
  }

  @Test func f_marksTheSelectedPhoto_andAnotherProcessesChangeAppearsWithoutAKey() async throws {
    let service = try FakePhotoService(count: 30)
    let favorites = FavoritesClient.inMemory()
    let (changes, report) = DataChangesClient.manual()
    let ui = try GalleryApp(photos: service.client, favorites: favorites, size: size, changes: changes)
    ui.app.start()
    try await ui.terminal.waitFor("Page 1 of 1")
    await ui.app.press("f")
    expectText(ui.text, contains: "♥ Ana Lima")
    try await expectTrue(favorites.isFavorite("p001"))
    // Another shell: `mosaic favorites add p002`.
    try await favorites.add(service.photos[1])
    report()
    try await ui.terminal.waitFor { $0.text.components(separatedBy: "♥ ").count == 3 }
    _ = try await ui.app.exit()
  }

  @Test func aFailedLoad_saysRToRetry_andRRetries() async throws {
    let service = try FakePhotoService(count: 30)
    service.fail(page: 1)
    let ui = try GalleryApp(photos: service.client, favorites: .inMemory(), size: size)
    ui.app.start()
    try await ui.terminal.waitFor("r to retry")
    service.recover(page: 1)
    await ui.app.press("r")
    try await ui.terminal.waitFor("Page 1 of 1")
    _ = try await ui.app.exit()
  }

  @Test func openingWithoutAPhotoPage_showsTheErrorLine() async throws {
    let service = try FakePhotoService(count: 30)
    let ui = try GalleryApp(photos: service.client, favorites: .inMemory(), size: size, withPhotoPage: false)
    ui.app.start()
    try await ui.terminal.waitFor("Page 1 of 1")
    ui.terminal.send("\r")
    try await ui.terminal.waitFor("No route matches 'mosaic://photo/p001'")
    expectEqual(ui.app.root.stack.depth, 1)
    _ = try await ui.app.exit()
  }

  @Test func theFavoritesTab_showsTheFavorites_andOpensThem() async throws {
    let service = try FakePhotoService(count: 30)
    let favorites = FavoritesClient.inMemory()
    try await favorites.add(service.photos[4])
    let ui = try GalleryApp(photos: service.client, favorites: favorites, size: size)
    ui.app.start()
    try await ui.terminal.waitFor("Page 1 of 1")
    await ui.app.press("2")
    try await ui.terminal.waitFor("1 favorite, newest first")
    await ui.app.press("\r")
    try await ui.terminal.waitFor("The page of p005")
    expectEqual(ui.app.root.selected, 1)
    await ui.app.press("\u{1B}")
    try await ui.terminal.waitFor("1 favorite, newest first")
    _ = try await ui.app.exit()
  }

  @Test func aDeepLink_toAGalleryPage_showsThatPage() async throws {
    let service = try FakePhotoService(count: 90)
    let ui = try GalleryApp(photos: service.client, favorites: .inMemory(), size: size, session: .inMemory("favorites"))
    ui.app.start(opening: "mosaic://gallery?page=2")
    try await ui.terminal.waitFor("Page 2 of 3")
    expectEqual(ui.app.root.selected, 0)
    _ = try await ui.app.exit()
  }
}
