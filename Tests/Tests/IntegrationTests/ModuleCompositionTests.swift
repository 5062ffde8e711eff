import Core
import CoreCLI
import DetailFeature
import GalleryFeature
import Models
import NetworkLayer
import TestExpectations
import Testing

/// The real feature modules composed by the real registry, without the App.
@Suite struct ModuleCompositionTests {
  /// The detail page of the first photo of the feed, as `modules` compose it.
  func detailSections(_ modules: [any FeatureModule]) async throws -> (photo: Photo, sections: [SectionSnapshot]) {
    let registry = try PluginRegistry(modules: modules)
    try await registry.boot()
    let photos = try registry.container.resolve(PhotoClient.self, requestedBy: "test")
    let photo = try await photos.listPhotos(1, 30).value.photos[0]
    let sections = await registry.sections.controller(for: SectionSlot<Photo>.detail).sections(for: photo, in: .english)
    await registry.shutdown()
    return (photo, sections)
  }

  @Test func photoDetail_composesDetailAndGallerySections_inOrder() async throws {
    let (photo, sections) = try await detailSections([DetailModule(), GalleryModule(), InMemoryServicesModule()])
    #expect(
      sections.map(\.id) == [
        "detail.header", "detail.details", "detail.stats", "detail.camera", "detail.photographer",
        "detail.more-by-photographer", "gallery.more-photos",
      ])
    #expect(sections.map(\.moduleID) == ["detail", "detail", "detail", "detail", "detail", "detail", "gallery"])
    expectAll(sections) { $0.failure == nil }
    let more = sections[6].items
    #expect(more.count == 6)
    expectAll(more, "\(more.map(\.id))") { $0.id.hasPrefix("gallery.more-photos/") }
    expectNone(more, "the photo shown is not among more photos") { $0.id == "gallery.more-photos/\(photo.id)" }
    let ids = sections.flatMap(\.items).map(\.id)
    #expect(Set(ids).count == ids.count, "item ids are unique across the page")
  }

  @Test func withoutTheGallery_theDetailScreenHasNoRecommendations() async throws {
    let (_, sections) = try await detailSections([DetailModule(), InMemoryServicesModule()])
    #expect(
      sections.map(\.id) == [
        "detail.header", "detail.details", "detail.stats", "detail.camera", "detail.photographer",
        "detail.more-by-photographer",
      ])
  }

  @Test func servicesBootFirst_eventhoughListedLast() throws {
    let registry = try PluginRegistry(modules: [GalleryModule(), DetailModule(), InMemoryServicesModule()])
    #expect(registry.modules.map(\.id) == ["test-services", "gallery", "detail"])
    #expect(
      registry.contributions(CommandContribution.self).map(\.value.name) == [
        "gallery", "favorites", "photographer", "photo",
      ])
    #expect(
      registry.contributions(CommandContribution.self).map(\.moduleID) == ["gallery", "gallery", "gallery", "detail"])
    #expect(
      registry.router.routes.map(\.template) == [
        "mosaic://gallery", "mosaic://favorites", "mosaic://user/:username", "mosaic://photo/:id",
      ])
    #expect(
      registry.contributions(DestinationPresenter.self).map(\.value.name) == [
        "GalleryDestination", "PhotographerDestination", "FavoritesDestination", "PhotoDestination",
      ])
  }

  @Test func featuresWithoutServices_areRefused_namingTheFirstNeed() {
    let error = #expect(throws: CoreError.self) { try PluginRegistry(modules: [GalleryModule(), DetailModule()]) }
    #expect(error?.code == .missingService)
    #expect(error?.module == "gallery")
    #expect(error?.service == "PhotoClient")
  }

  @Test func routes_leadToTypedDestinations() throws {
    let registry = try PluginRegistry(modules: [GalleryModule(), DetailModule(), InMemoryServicesModule()])
    let gallery = try registry.router.resolve("mosaic://gallery?page=2").destination
    #expect(gallery as? GalleryDestination == GalleryDestination(page: 2, perPage: 30))
    let sized = try registry.router.resolve("mosaic://gallery?per_page=5").destination
    #expect(sized as? GalleryDestination == GalleryDestination(page: 1, perPage: 5))
    let photo = try registry.router.resolve("mosaic://photo/a%20b").destination
    #expect(photo as? PhotoDestination == PhotoDestination(id: "a b"))
    let next = try registry.router.resolve("mosaic://photo/abc?direction=next").destination
    #expect(next as? PhotoDestination == PhotoDestination(id: "abc", direction: .next))
    #expect(try registry.router.resolve("mosaic://favorites").destination is FavoritesDestination)
  }

  @Test func aRouteParameterOutOfRange_isATypedError() throws {
    let registry = try PluginRegistry(modules: [GalleryModule(), DetailModule(), InMemoryServicesModule()])
    let error = #expect(throws: CoreError.self) { try registry.router.resolve("mosaic://photo/abc?direction=up") }
    #expect(error?.code == .invalidRouteParameter)
    #expect(error?.detail == "direction")
    #expect(error?.received == "up")
  }
}
