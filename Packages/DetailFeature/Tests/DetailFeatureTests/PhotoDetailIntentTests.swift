import Core
import DataLayer
import Models
import ModelsTestSupport
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import DetailFeature

/// What the screen asks of ``PhotoDetailViewModel``: items that open become intents for the coordinator,
/// other actions go to their section, and the mark is read again after a change elsewhere.
@MainActor @Suite struct PhotoDetailIntentTests {
  @Test func anOpenAction_becomesAnIntent_neverNavigation() async throws {
    try await withTestHost(try FakePhotoService(count: 3), extras: ExtrasModule(opens: true)) { host in
      let model = try host.model()
      var intents: [DetailIntent] = []
      model.onIntent = { intents.append($0) }
      await model.open("p001")
      let item = try requireValue(model.state.sections.flatMap(\.items).first { $0.id == "test.extras/next" })
      await model.perform(try #require(item.actions.first), on: item)
      #expect(intents == [.open(url: "mosaic://photo/p002")])
    }
  }

  @Test func aPerformAction_goesToItsSection_andReloads() async throws {
    let service = try FakePhotoService(count: 3)
    let favorites = FavoritesClient.inMemory()
    try await withTestHost(service, favorites: favorites) { host in
      let model = try host.model()
      await model.open("p001")
      let header = try #require(model.state.sections.first?.items.first)
      await model.perform(try requireValue(header.actions.first { $0.id == "favorite" }), on: header)
      #expect(try await favorites.isFavorite("p001"))
      #expect(model.state.sections.first?.items.first?.mark == .favorite)
    }
  }

  @Test func refreshFavorite_readsAChangeMadeElsewhere() async throws {
    let service = try FakePhotoService(count: 3)
    let favorites = FavoritesClient.inMemory()
    try await withTestHost(service, favorites: favorites) { host in
      let model = try host.model()
      await model.open("p002")
      #expect(!model.state.isFavorite)
      try await favorites.add(service.photos[1])
      await model.refreshFavorite()
      #expect(model.state.isFavorite)
      #expect(model.state.sections.first?.items.first?.mark == .favorite)
    }
  }
}
