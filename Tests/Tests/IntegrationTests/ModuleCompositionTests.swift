import Core
import CoreCLI
import DataLayer
import DetailFeature
import Foundation
import GalleryFeature
import Models
import NetworkLayer
import Testing

/// Stands in for the App's services module with in-process values.
struct InMemoryServicesModule: FeatureModule {
  let id = "test-services"
  let version: SemanticVersion = "1.0.0"
  let displayName = "In-memory services"
  var requires: [ServiceKey] { [] }
  var provides: [ServiceKey] {
    [ServiceKey(PhotoClient.self), ServiceKey(FavoritesClient.self), ServiceKey(FeedStore.self)]
  }

  func register(into registrar: ModuleRegistrar) {
    registrar.register(PhotoClient.self, scope: .singleton) { _ in .embedded() }
    registrar.register(FavoritesClient.self, scope: .singleton) { _ in .inMemory() }
    registrar.register(FeedStore.self, scope: .singleton) { _ in .inMemory() }
  }
}

/// The real feature modules composed by the real registry, without the App.
@Suite struct ModuleCompositionTests {
  func detailSections(_ modules: [any FeatureModule]) async throws -> [RenderedSection] {
    let registry = try PluginRegistry(modules: modules)
    try await registry.boot()
    let photo = try await registry.container.resolve(PhotoClient.self, requestedBy: "test").listPhotos(1, 30).value
      .photos[0]
    let sections = await registry.sectionController(for: .photoDetail)
      .sections(for: photo, resolver: registry.container.resolver(for: "test"))
    await registry.shutdown()
    return sections
  }

  @Test func photoDetail_composesDetailAndGallerySections_inOrder() async throws {
    let sections = try await detailSections([DetailModule(), GalleryModule(), InMemoryServicesModule()])
    #expect(sections.map(\.id) == ["detail.header", "detail.details", "gallery.more-photos"])
    #expect(sections.map(\.moduleID) == ["detail", "detail", "gallery"])
    #expect(sections.allSatisfy { $0.failure == nil })
    #expect(sections[2].items.count == 6)
  }

  @Test func withoutTheGallery_theDetailScreenHasNoRecommendations() async throws {
    let sections = try await detailSections([DetailModule(), InMemoryServicesModule()])
    #expect(sections.map(\.id) == ["detail.header", "detail.details"])
  }

  @Test func servicesBootFirst_eventhoughListedLast() throws {
    let registry = try PluginRegistry(modules: [GalleryModule(), DetailModule(), InMemoryServicesModule()])
    #expect(registry.modules.map(\.id) == ["test-services", "gallery", "detail"])
    #expect(registry.commands.map(\.name) == ["gallery", "favorites", "photo"])
    #expect(registry.router.routes.map(\.template) == ["mosaic://gallery", "mosaic://favorites", "mosaic://photo/:id"])
  }

  @Test func featuresWithoutServices_areRefused_namingTheFirstNeed() {
    let error = #expect(throws: CoreError.self) { try PluginRegistry(modules: [GalleryModule(), DetailModule()]) }
    #expect(error?.code == .missingService)
    #expect(error?.message.hasPrefix("Module 'gallery' requires 'PhotoClient'") == true)
  }

  @Test func routes_openTheFeatureCommands() throws {
    let registry = try PluginRegistry(modules: [GalleryModule(), DetailModule(), InMemoryServicesModule()])
    #expect(try registry.router.resolve("mosaic://gallery?page=2").arguments == ["gallery", "--page", "2"])
    #expect(try registry.router.resolve("mosaic://photo/a%20b").arguments == ["photo", "a b"])
    #expect(try registry.router.resolve("mosaic://favorites").arguments == ["favorites", "list"])
  }
}
