import Core
import CoreCLI
import CoreUI
import NetworkLayer

extension DetailModule {
  /// The photo's page in the terminal app, over whichever tab opened `mosaic://photo/ID`.
  func registerScreens(into registrar: ModuleRegistrar) {
    registrar.screen(PhotoDestination.self) { resolver in
      PhotoScreenDependencies(
        photos: try resolver.resolve(), favorites: try resolver.resolve(),
        feed: try resolver.resolveIfRegistered(PhotoFeedClient.self),
        sections: try resolver.resolve(SectionCatalog.self).controller(for: .detail),
        images: try resolver.resolveIfRegistered(ImageClient.self),
        desktop: try resolver.resolveIfRegistered(DesktopClient.self) ?? .unavailable,
        downloads: try resolver.resolveIfRegistered(PhotoDownloadFolder.self) ?? .live())
    } coordinator: { dependencies, destination, context in
      PhotoCoordinator(destination: destination, dependencies: dependencies, context: context)
    }
  }
}
