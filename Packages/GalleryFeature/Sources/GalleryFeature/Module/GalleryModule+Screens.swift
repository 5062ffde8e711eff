import Core
import CoreUI
import NetworkLayer

extension GalleryModule {
  /// The gallery's tabs in the terminal app: Gallery, then Favorites. Their pages of photos open through
  /// `mosaic://photo/ID`, whichever module shows it.
  func registerScreens(into registrar: ModuleRegistrar, feed: Deferred<GalleryFeed>, clock: any Clock<Duration>) {
    let dependencies: @Sendable (Resolver) throws -> GalleryScreenDependencies = { resolver in
      GalleryScreenDependencies(
        feed: try feed.value(), favorites: try resolver.resolve(), photos: try resolver.resolve(),
        images: try resolver.resolveIfRegistered(ImageClient.self), clock: clock,
        searchHistory: try Self.searchHistory(resolver))
    }
    registrar.tab(
      "gallery", title: LocalizedText(en: "Gallery", de: "Galerie"), order: 10, hosts: [GalleryDestination.self],
      with: dependencies
    ) { dependencies, context in
      GalleryCoordinator(dependencies: dependencies, context: context)
    }
    registrar.tab(
      "favorites", title: LocalizedText(en: "Favorites", de: "Favoriten"), order: 20,
      hosts: [FavoritesDestination.self], with: dependencies
    ) { dependencies, context in
      FavoritesCoordinator(dependencies: dependencies, context: context)
    }
    registrar.screen(PhotographerDestination.self, with: dependencies) { dependencies, destination, context in
      PhotographerCoordinator(destination: destination, dependencies: dependencies, context: context)
    }
  }
}
