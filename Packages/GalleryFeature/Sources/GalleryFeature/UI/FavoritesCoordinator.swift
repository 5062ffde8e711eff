import Core
import CoreUI

/// Runs the favorites tab: the favorites grid at its root and a photo's page when one is opened.
@MainActor
final class FavoritesCoordinator: Coordinator {
  private let dependencies: GalleryScreenDependencies
  private let context: ScreenContext
  private(set) weak var model: FavoritesViewModel?

  init(dependencies: GalleryScreenDependencies, context: ScreenContext) {
    self.dependencies = dependencies
    self.context = context
    super.init(navigation: context.navigation)
  }

  override func start() async {
    let model = FavoritesViewModel(favorites: dependencies.favorites, photos: dependencies.photos)
    model.onIntent = { [weak self] intent in self?.handle(intent) }
    self.model = model
    navigation?.push(FavoritesGridScreen(model: model, images: dependencies.images))
  }

  override func show(_ destination: any Destination) async -> Bool {
    destination is FavoritesDestination
  }

  private func handle(_ intent: GalleryIntent) {
    guard case .openPhoto(let id, _) = intent else { return }
    Task { [weak self] in await self?.openPhoto(id) }
  }

  func openPhoto(_ id: String) async {
    do {
      try await context.navigator.open("mosaic://photo/\(id)", from: self)
    } catch {
      model?.openFailed(id, error)
    }
  }
}
