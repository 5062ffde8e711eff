import Core
import DataLayer
import Models
import ModelsTestSupport
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import DetailFeature

/// "More by this photographer": the author's other photos from the user photos endpoint, each opening its page;
/// its own state on the page, so a slow or failed request never blanks the rest.
@MainActor @Suite struct MoreByPhotographerSectionTests {
  @Test func items_areTheAuthorsOtherPhotos_openingTheirPages() async throws {
    // Fixtures rotate five authors: p003's author also took p008, p013, p018 and p023.
    let service = try FakePhotoService(count: 25)
    let section = MoreByPhotographerSection(photos: service.client, favorites: .inMemory())

    let items = try await section.items(for: try PhotoFixtures.photo(3), in: .english)

    #expect(items.map(\.id) == ["p008", "p013", "p018", "p023"])
    #expect(items.first?.actions.map(\.kind) == [.open(url: "mosaic://photo/p008"), .perform])
    #expect(items.first?.actions.map(\.id) == ["open", "favorite"])
    expectAll(items) { $0.image != nil && $0.mark == .notFavorite }
    #expect(service.userRequests.map(\.query) == [try PhotoFixtures.photo(3).user.username])
  }

  @Test func items_pastTheLimit_endWithAllTheirPhotos() async throws {
    let service = try FakePhotoService(count: 60)
    let section = MoreByPhotographerSection(photos: service.client, favorites: .inMemory())
    let photo = try PhotoFixtures.photo(3)

    let items = try await section.items(for: photo, in: .german)

    #expect(items.count == MoreByPhotographerSection.limit + 1)
    expectNone(items) { $0.id == photo.id }
    #expect(items.last?.id == "all")
    #expect(items.last?.actions.map(\.kind) == [.open(url: "mosaic://user/\(photo.user.username)")])
    #expect(
      items.last?.content
        == .entry(
          code: nil, title: "Alle Fotos von @\(photo.user.username)",
          detail: "mosaic://user/\(photo.user.username)"))
    #expect(section.title(in: .german) == "Mehr von diesem Fotografen")
  }

  @Test func items_ofAnAuthorWithOnlyThisPhoto_sayThereAreNoOthers() async throws {
    let service = try FakePhotoService(count: 3)
    let section = MoreByPhotographerSection(photos: service.client, favorites: .inMemory())

    let items = try await section.items(for: try PhotoFixtures.photo(3), in: .english)

    #expect(items.map(\.content) == [.text("No other photos by this photographer.")])
  }

  @Test func items_ofAHostileUsername_askNothing() async throws {
    let service = try FakePhotoService(count: 3)
    let section = MoreByPhotographerSection(photos: service.client, favorites: .inMemory())

    let items = try await section.items(for: try Photo.hostile("p001"), in: .english)

    #expect(items.map(\.id) == ["none"])
    #expect(service.userRequests.isEmpty)
  }

  @Test func aFailedRequest_failsOnlyThisSection_withItsTypedError() async throws {
    let service = try FakePhotoService(count: 25)
    service.failUserPhotos(with: FakePhotoService.outage)
    try await withTestHost(service, extras: nil) { host in
      let model = try host.model()

      await model.open("p003")

      guard case .loaded = model.state.phase else {
        Issue.record("phase \(model.state.phase)")
        return
      }
      let more = try requireValue(model.state.sections.first { $0.id == MoreByPhotographerSection.id })
      #expect(more.failure as? NetworkError == FakePhotoService.outage)
      expectAll(model.state.sections.filter { $0.id != MoreByPhotographerSection.id }) { $0.failure == nil }
      expectEqual(model.state.sections.first { $0.id == CameraSection.id }?.items.isEmpty, false)
    }
  }

  @Test func aSlowRequest_leavesTheOtherSectionsShown() async throws {
    let service = try FakePhotoService(count: 25)
    let gate = service.holdUserPhotos()
    try await withTestHost(service, extras: nil) { host in
      let photo = try PhotoFixtures.photo(3)
      var settled: [String: Bool] = [:]
      for await page in host.sections.updates(for: photo, in: .english) {
        for section in page { settled[section.id] = !section.isLoading }
        if settled.filter({ $0.key != MoreByPhotographerSection.id }).values.allSatisfy({ $0 }),
          settled.count == page.count
        {
          break
        }
      }
      #expect(settled[MoreByPhotographerSection.id] == false)
      #expect(settled[PhotographerSection.id] == true && settled[CameraSection.id] == true)
      gate.release()
    }
  }
}
