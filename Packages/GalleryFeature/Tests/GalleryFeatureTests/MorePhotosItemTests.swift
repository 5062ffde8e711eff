import Core
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import GalleryFeature

/// "More photos" items as data: what each shows, its mark, its picture and its actions; and the favorite
/// action the section performs itself.
struct MorePhotosItemTests {
  private func section(_ service: FakePhotoService, favorites: FavoritesClient) -> MorePhotosSection {
    MorePhotosSection(feed: GalleryFeed(photos: service.client, cache: .inMemory()), favorites: favorites)
  }

  @Test func item_isAnEntryWithMarkImageAndActions() async throws {
    let service = FakePhotoService(photos: try (1...6).map { try PhotoFixtures.withRenditions($0) })
    let favorites = FavoritesClient.inMemory()
    try await favorites.add(service.photos[5])

    let items = try await section(service, favorites: favorites).items(for: service.photos[0], in: .english)

    let favorite = try requireValue(items.first { $0.id == "p006" })
    expectEqual(favorite.content, .entry(code: "p006", title: "Ana Lima", detail: "Description of p006"))
    expectEqual(favorite.mark, .favorite)
    let urls = service.photos[5].urls
    expectEqual(
      favorite.image,
      ImageReference(
        url: urls.small, largeURL: urls.regular, blurHash: PhotoFixtures.blurHash, width: 3006, height: 2006,
        description: "Alt text of p006"))
    expectEqual(favorite.image?.url.absoluteString, "https://images.example.com/p006/small")
    expectEqual(favorite.image?.largeURL?.absoluteString, "https://images.example.com/p006/regular")
    expectEqual(
      favorite.actions,
      [
        ItemAction.open("mosaic://photo/p006", title: "Open"),
        ItemAction(id: "favorite", title: "Remove from favorites"),
      ])
    let other = try requireValue(items.first { $0.id == "p002" })
    expectEqual(other.mark, .notFavorite)
    expectEqual(other.actions.last, ItemAction(id: "favorite", title: "Add to favorites"))
    expectNil(items.first { $0.id == "p005" }?.image?.blurHash)
  }

  @Test(arguments: [
    (Language.english, ["Alt text of p004", "No description"], "More photos"),
    (Language.german, ["Alt text of p004", "Keine Beschreibung"], "Weitere Fotos"),
  ])
  func texts_fallBack_inTheLanguageAsked(language: Language, details: [String], title: String) async throws {
    let service = try FakePhotoService(count: 8)
    let section = section(service, favorites: .inMemory())

    let items = try await section.items(for: service.photos[2], in: language)

    let detail = { (id: String) -> String? in
      guard case .entry(_, _, let detail) = items.first(where: { $0.id == id })?.content else { return nil }
      return detail
    }
    expectEqual([detail("p004"), detail("p008")], details.map(Optional.some))
    expectEqual(section.title(in: language), title)
  }

  @Test func germanActions_areGerman() async throws {
    let service = try FakePhotoService(count: 3)

    let items = try await section(service, favorites: .inMemory()).items(for: service.photos[0], in: .german)

    expectEqual(items[0].actions.map(\.title), ["Öffnen", "Zu den Favoriten hinzufügen"])
  }

  @Test func favoriteAction_togglesTheItemsPhoto_andAsksForAReload() async throws {
    let service = try FakePhotoService(count: 10)
    let favorites = FavoritesClient.inMemory()
    let section = section(service, favorites: favorites)
    let subject = service.photos[0]
    let item = try await requireValue(section.items(for: subject, in: .english).first)
    let favorite = try requireValue(item.actions.first { $0.id == "favorite" })

    let added = try await section.perform(favorite, on: item, for: subject)
    let marked = try await section.items(for: subject, in: .english).first

    expectEqual(added, .reload)
    try await expectEqual(favorites.list().map(\.photo), [service.photos[5]])
    expectEqual(marked?.mark, .favorite)

    let removed = try await section.perform(favorite, on: item, for: subject)
    expectEqual(removed, .reload)
    try await expectEmpty(favorites.favoriteIDs())
    expectEqual(service.requests.count, 1)
  }

  @Test func otherActions_areRefused_withTheItemAndAction() async throws {
    let service = try FakePhotoService(count: 10)
    let section = section(service, favorites: .inMemory())
    let subject = service.photos[0]
    let item = try await requireValue(section.items(for: subject, in: .english).first)
    let open = try requireValue(item.actions.first)

    let error = await expectThrows(CoreError.self) { try await section.perform(open, on: item, for: subject) }

    expectEqual(error?.code, .unsupportedAction)
    expectEqual(error?.value, item.id)
    expectEqual(error?.detail, "open")
  }
}
