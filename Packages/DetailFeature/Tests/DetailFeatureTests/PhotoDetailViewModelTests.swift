import DataLayer
import Models
import ModelsTestSupport
import NetworkLayer
import NetworkLayerTestSupport
import Testing

@testable import DetailFeature

/// Texts for the description rule, and what the screen shows for them.
struct DescriptionCase: Sendable, CustomTestStringConvertible {
  let description: String?
  let altDescription: String?
  let shown: String

  var testDescription: String { "\(description ?? "nil") / \(altDescription ?? "nil") → \(shown)" }
}

/// The detail screen's model: title, description, next/previous across pages, favorites.
@MainActor @Suite struct PhotoDetailViewModelTests {
  /// A model on `page` of the fake's feed (`perPage` a page), at `index`, loading neighbours from the fake.
  private func model(
    _ service: FakePhotoService, page: Int = 1, perPage: Int = 10, index: Int,
    favorites: FavoritesClient = .inMemory()
  ) -> PhotoDetailViewModel {
    let listed = service.page(page, perPage: perPage)
    let client = service.client
    return PhotoDetailViewModel(
      photos: listed.photos, index: index, page: page, hasMore: !listed.isLast, favorites: favorites,
      loadAdjacentPage: { page in try await client.listPhotos(page, perPage).value })
  }

  @Test func title_isTheAuthorsName() throws {
    let service = try FakePhotoService(count: 10)

    let model = model(service, index: 2)

    #expect(model.title == "Chen Wei")
    #expect(model.photo?.id == "p003")
  }

  @Test(arguments: [
    DescriptionCase(description: "Harbour at dawn", altDescription: "boats", shown: "Harbour at dawn"),
    DescriptionCase(description: nil, altDescription: "boats in a harbour", shown: "boats in a harbour"),
    DescriptionCase(description: "  \n", altDescription: "boats in a harbour", shown: "boats in a harbour"),
    DescriptionCase(description: nil, altDescription: nil, shown: "No description"),
    DescriptionCase(description: "", altDescription: " ", shown: "No description"),
  ])
  func description_fallsBackToAltThenToPlaceholder(example: DescriptionCase) throws {
    let photo = try PhotoFixtures.make(
      id: "x", author: PhotoFixtures.authors[0], description: example.description,
      altDescription: example.altDescription)

    let model = PhotoDetailViewModel(photos: [photo], index: 0, favorites: .noop)

    #expect(model.description == example.shown)
  }

  @Test func emptyList_hasNoPhotoAndPlaceholders() async throws {
    let model = PhotoDetailViewModel(photos: [], index: 3, favorites: .failing)

    #expect(model.photo == nil)
    #expect(model.title == "")
    #expect(model.description == "No description")
    #expect(try await model.next() == false)
  }

  @Test func index_isClampedIntoThePage() throws {
    let service = try FakePhotoService(count: 10)

    #expect(model(service, index: 99).index == 9)
    #expect(model(service, index: -4).index == 0)
  }

  @Test func nextAndPrevious_moveWithinThePage() async throws {
    let service = try FakePhotoService(count: 30)
    let model = model(service, index: 3)

    #expect(try await model.next())
    #expect(model.photo?.id == "p005")
    #expect(model.title == "Emil Sørensen")
    #expect(try await model.previous())
    #expect(try await model.previous())
    #expect(model.photo?.id == "p003")
    #expect(model.page == 1)
    #expect(service.requests.isEmpty)
  }

  @Test func next_atTheLastPhoto_loadsTheNextPageAndLandsOnItsFirst() async throws {
    let service = try FakePhotoService(count: 30)
    let model = model(service, index: 9)

    #expect(try await model.next())

    #expect(model.photo?.id == "p011")
    #expect(model.index == 0)
    #expect(model.page == 2)
    #expect(model.hasMore)
    #expect(model.photos.map(\.id) == service.photos[10..<20].map(\.id))
    #expect(service.requests == [FakePhotoService.PageRequest(2, 10)])
  }

  @Test func previous_atTheFirstPhoto_loadsThePreviousPageAndLandsOnItsLast() async throws {
    let service = try FakePhotoService(count: 30)
    let model = model(service, page: 3, index: 0)
    #expect(!model.hasMore)

    #expect(try await model.previous())

    #expect(model.photo?.id == "p020")
    #expect(model.index == 9)
    #expect(model.page == 2)
    #expect(model.hasMore)
    #expect(service.requestedPages == [2])
  }

  @Test func next_atTheEndOfTheFeed_staysAndDoesNotLoad() async throws {
    let service = try FakePhotoService(count: 25)
    let model = model(service, page: 3, index: 4)
    #expect(model.photo?.id == "p025")

    #expect(try await model.next() == false)

    #expect(model.photo?.id == "p025")
    #expect(model.page == 3)
    #expect(model.index == 4)
    #expect(service.requests.isEmpty)
  }

  @Test func next_ontoAnEmptyPage_staysAndLearnsTheFeedEnded() async throws {
    let service = try FakePhotoService(count: 20, knowsEnd: false)
    let model = model(service, page: 2, index: 9)
    #expect(model.hasMore)

    #expect(try await model.next() == false)

    #expect(model.photo?.id == "p020")
    #expect(model.page == 2)
    #expect(!model.hasMore)
    #expect(try await model.next() == false)
    #expect(service.requestedPages == [3])
  }

  @Test func previous_atTheStartOfTheFeed_staysAndDoesNotLoad() async throws {
    let service = try FakePhotoService(count: 30)
    let model = model(service, index: 0)

    #expect(try await model.previous() == false)

    #expect(model.photo?.id == "p001")
    #expect(model.page == 1)
    #expect(service.requests.isEmpty)
  }

  @Test func withoutALoader_movesStopAtThePageEdges() async throws {
    let service = try FakePhotoService(count: 30)
    let page = service.page(2, perPage: 10)
    let model = PhotoDetailViewModel(photos: page.photos, index: 9, page: 2, hasMore: true, favorites: .inMemory())

    #expect(try await model.next() == false)
    #expect(model.photo?.id == "p020")
  }

  @Test func failingLoader_throwsAndLeavesTheModelWhereItWas() async throws {
    let service = try FakePhotoService(count: 30)
    service.fail(page: 2)
    let model = model(service, index: 9)

    await #expect(throws: FakePhotoService.outage) { try await model.next() }

    #expect(model.photo?.id == "p010")
    #expect(model.page == 1)
  }

  @Test func toggleFavorite_addsThenRemovesTheShownPhoto() async throws {
    let service = try FakePhotoService(count: 10)
    let favorites = FavoritesClient.inMemory()
    let model = model(service, index: 1, favorites: favorites)
    #expect(!model.isFavorite)

    try await model.toggleFavorite()
    #expect(model.isFavorite)
    #expect(try await favorites.list().map(\.photo) == [service.photos[1]])

    try await model.toggleFavorite()
    #expect(!model.isFavorite)
    #expect(try await favorites.favoriteIDs().isEmpty)
  }

  @Test func refreshFavorite_readsTheStore() async throws {
    let service = try FakePhotoService(count: 10)
    let favorites = FavoritesClient.inMemory()
    let model = model(service, index: 1, favorites: favorites)
    try await favorites.add(service.photos[1])

    try await model.refreshFavorite()

    #expect(model.isFavorite)
  }

  @Test func moving_updatesTheFavoriteMark() async throws {
    let service = try FakePhotoService(count: 30)
    let favorites = FavoritesClient.inMemory()
    try await favorites.add(service.photos[10])
    let model = model(service, index: 9, favorites: favorites)

    try await model.next()
    #expect(model.isFavorite)

    try await model.previous()
    #expect(!model.isFavorite)
  }
}
