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

@testable import DetailFeature

/// Issue 22: favorites toggled from "More by this photographer". Its photos offer `favorite`, and `f` on the
/// photo page acts on the item picked there, as it does on the grid's selected photo; on the header (or a row that
/// is no photo) it still toggles the page's photo.
@MainActor @Suite struct MoreByFavoriteTests {
  let size = Size(width: 120, height: 60)

  @Test func favorite_togglesTheListedPhoto_withoutAskingTheServiceAgain() async throws {
    // Fixtures rotate five authors: p003's author also took p008, p013, p018 and p023.
    let service = try FakePhotoService(count: 25)
    let favorites = FavoritesClient.inMemory()
    let section = MoreByPhotographerSection(photos: service.client, favorites: favorites)
    let page = try PhotoFixtures.photo(3)
    let items = try await section.items(for: page, in: .english)
    let p008 = try requireValue(items.first { $0.id == "p008" })
    let favorite = try requireValue(p008.actions.first { $0.id == "favorite" })
    #expect(favorite.title == "Add to favorites")

    #expect(try await section.perform(favorite, on: p008, for: page) == .reload)
    #expect(try await favorites.favoriteIDs() == ["p008"])
    #expect(try await favorites.favorite("p008")?.photo == service.photos[7], "the whole photo is kept")
    #expect(service.photoRequests.isEmpty, "the listed photo was used")
    let again = try await section.items(for: page, in: .english)
    expectEqual(again.first { $0.id == "p008" }?.mark, .favorite)
    expectEqual(again.first { $0.id == "p008" }?.actions.last?.title, "Remove from favorites")

    _ = try await section.perform(favorite, on: p008, for: page)
    #expect(try await favorites.favoriteIDs().isEmpty)
  }

  @Test func favorite_onTheAllRow_isRefused() async throws {
    let service = try FakePhotoService(count: 60)
    let section = MoreByPhotographerSection(photos: service.client, favorites: .inMemory())
    let page = try PhotoFixtures.photo(3)
    let all = try #require(try await section.items(for: page, in: .english).last)
    await #expect(throws: CoreError.self) {
      try await section.perform(ItemAction(id: "favorite", title: "x"), on: all, for: page)
    }
  }

  /// The photo page of p003 with the selection moved to `itemID`.
  func pageWithSelected(_ itemID: String, favorites: FavoritesClient) async throws -> DetailApp {
    let service = try FakePhotoService(count: 25)
    let ui = try DetailApp(photos: service.client, favorites: favorites, size: size)
    ui.app.start(opening: "mosaic://photo/p003")
    await ui.app.settle()
    let index = try #require(ui.screen?.selectableIDs.firstIndex(of: itemID), "\(ui.screen?.selectableIDs ?? [])")
    await ui.app.press(String(repeating: "j", count: index))
    return ui
  }

  @Test func f_onAPhotoMoreByLists_togglesThatPhoto_notThePagesPhoto() async throws {
    let favorites = FavoritesClient.inMemory()
    let ui = try await pageWithSelected("detail.more-by-photographer/p013", favorites: favorites)

    await ui.app.press("f")
    await ui.app.settle()
    #expect(try await favorites.favoriteIDs() == ["p013"])
    #expect(ui.screen?.model.state.isFavorite == false, "the page's photo stays as it was")
    let marks = ui.screen?.model.state.sections.flatMap(\.items).filter { $0.id.hasSuffix("/p013") }.map(\.mark)
    #expect(marks == [.favorite])
    #expect(ui.screen?.selectedFavoriteItem?.id == "detail.more-by-photographer/p013", "the selection stays")

    await ui.app.press("f")
    await ui.app.settle()
    #expect(try await favorites.favoriteIDs().isEmpty)
    _ = try await ui.app.exit()
  }

  @Test func f_onTheHeader_stillTogglesThePagesPhoto() async throws {
    let favorites = FavoritesClient.inMemory()
    let ui = try await pageWithSelected("detail.header/title", favorites: favorites)

    await ui.app.press("f")
    await ui.app.settle()
    #expect(try await favorites.favoriteIDs() == ["p003"])
    #expect(ui.screen?.model.state.isFavorite == true)
    _ = try await ui.app.exit()
  }

  @Test func aFailedWrite_putsTheMarkBack_andSaysWhy() async throws {
    var favorites = FavoritesClient.inMemory()
    favorites.toggle = { _ in throw DataLayerError(.databaseBusy, path: "/tmp/mosaic.sqlite", seconds: 5) }
    let ui = try await pageWithSelected("detail.more-by-photographer/p013", favorites: favorites)

    await ui.app.press("f")
    await ui.app.settle()
    let marks = ui.screen?.model.state.sections.flatMap(\.items).filter { $0.id.hasSuffix("/p013") }.map(\.mark)
    #expect(marks == [.notFavorite])
    #expect(ui.screen?.model.state.error != nil)
    _ = try await ui.app.exit()
  }
}

/// Issue 22: `d`, `o` and `u` in the photo page's key bar, in words short enough for 80 columns.
@MainActor @Suite struct PhotoKeyBarTests {
  @Test(arguments: [Language.english, .german])
  func theKeyBar_namesDownloadOpenAndAuthor_andStillEndsInHelp(_ language: Language) async throws {
    let service = try FakePhotoService(count: 5)
    let ui = try DetailApp(
      photos: service.client, favorites: .inMemory(), size: Size(width: 80, height: 24), language: language)
    ui.app.start(opening: "mosaic://photo/p001")
    await ui.app.settle()
    let bar = try #require(ui.app.terminal.screen.lines.last)
    let expected =
      language == .english
      ? " ←→ previous/next  f favorite  +− zoom  d download  o open  u author  ? help"
      : " ←→ vorheriges/nächstes  f Favorit  +− Zoom  d laden  o Web  u Autor  ? Hilfe"
    #expect(bar.hasPrefix(expected), "\(bar)")
    _ = try await ui.app.exit()
  }
}
