import Core
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import NetworkLayerTestSupport
import Testing

@testable import DetailFeature

/// The header as data: the author as a heading, the favorite mark, the picture and the favorite action it
/// performs itself.
@Suite struct HeaderSectionTests {
  @Test func item_isAHeadingWithMarkImageAndAction() async throws {
    let photo = try PhotoFixtures.withRenditions(3)
    let favorites = FavoritesClient.inMemory()

    let items = try await HeaderSection(favorites: favorites).items(for: photo, in: .english)

    let item = try #require(items.first)
    #expect(items.count == 1)
    #expect(item.id == "title")
    #expect(item.content == .heading(title: "Chen Wei", subtitle: "@chen · p003"))
    #expect(item.mark == .notFavorite)
    #expect(item.image?.url == photo.urls.small)
    #expect(item.image?.largeURL == photo.urls.regular)
    #expect(item.image?.url != item.image?.largeURL)
    #expect(item.image?.blurHash == PhotoFixtures.blurHash)
    #expect(item.image?.description == "Alt text of p003")
    #expect(item.image?.width == 3003)
    #expect(item.actions == [ItemAction(id: "favorite", title: "Add to favorites")])
  }

  @Test func item_ofAFavorite_isMarked_andOffersRemoving() async throws {
    let photo = try PhotoFixtures.photo(3)
    let favorites = FavoritesClient.inMemory()
    try await favorites.add(photo)

    let item = try #require(try await HeaderSection(favorites: favorites).items(for: photo, in: .german).first)

    #expect(item.mark == .favorite)
    #expect(item.actions.map(\.title) == ["Aus den Favoriten entfernen"])
  }

  @Test(arguments: [(Language.english, "Unknown"), (.german, "Unbekannt")])
  func heading_ofABlankAuthor_isUnknown(language: Language, title: String) async throws {
    let author = PhotoUser(id: "u-x", username: "x", name: "  ")
    let photo = try PhotoFixtures.make(id: "x", author: author, description: nil, altDescription: nil)

    let item = try #require(try await HeaderSection(favorites: .noop).items(for: photo, in: language).first)

    #expect(item.content == .heading(title: title, subtitle: "@x · x"))
  }

  @Test func favoriteAction_togglesThePhoto_andAsksForAReload() async throws {
    let photo = try PhotoFixtures.photo(3)
    let favorites = FavoritesClient.inMemory()
    let header = HeaderSection(favorites: favorites)
    let item = try #require(try await header.items(for: photo, in: .english).first)
    let action = try #require(item.actions.first)

    #expect(try await header.perform(action, on: item, for: photo) == .reload)
    #expect(try await favorites.isFavorite("p003"))
    #expect(try await header.perform(action, on: item, for: photo) == .reload)
    #expect(try await favorites.isFavorite("p003") == false)
  }

  @Test func favoriteAction_throughTheController_findsTheHeader() async throws {
    let service = try FakePhotoService(count: 5)
    try await withTestHost(service) { host in
      let page = await host.sections.sections(for: service.photos[2], in: .english)
      let item = try #require(page.first?.items.first)
      let action = try #require(item.actions.first)

      let outcome = try await host.sections.perform(action, on: item, for: service.photos[2])

      #expect(outcome == .reload)
      #expect(try await host.favorites.isFavorite("p003"))
    }
  }

  @Test func otherActions_areRefused_withTheItemAndAction() async throws {
    let photo = try PhotoFixtures.photo(3)
    let header = HeaderSection(favorites: .noop)
    let item = try #require(try await header.items(for: photo, in: .english).first)

    let error = await #expect(throws: CoreError.self) {
      try await header.perform(ItemAction(id: "share", title: "Share"), on: item, for: photo)
    }

    #expect(error?.code == .unsupportedAction)
    #expect(error?.value == "title")
    #expect(error?.detail == "share")
  }
}
