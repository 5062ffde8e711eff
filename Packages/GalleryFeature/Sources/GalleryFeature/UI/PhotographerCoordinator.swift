import Core
import CoreUI
import Foundation

/// Shows a photographer's profile and photos (`mosaic://user/USERNAME`) as a screen of its own over the tab that
/// opened it: their profile (``NetworkLayer/PhotoClient/profile``) over the gallery's grid of
/// ``NetworkLayer/PhotoClient/userPhotos``, Esc back, Enter opening a photo's page. It finishes when its screen is
/// popped.
@MainActor
final class PhotographerCoordinator: Coordinator {
  private let destination: PhotographerDestination
  private let dependencies: GalleryScreenDependencies
  private let context: ScreenContext
  private(set) weak var screen: GalleryGridScreen?

  init(destination: PhotographerDestination, dependencies: GalleryScreenDependencies, context: ScreenContext) {
    self.destination = destination
    self.dependencies = dependencies
    self.context = context
    super.init(navigation: context.navigation)
  }

  override func start() async {
    let model = GalleryViewModel(
      photos: dependencies.photos.byPhotographer(destination.username), favorites: dependencies.favorites,
      perPage: 30)
    model.onIntent = { [weak self] intent in self?.handle(intent) }
    let screen = GalleryGridScreen(
      model: model, images: dependencies.images, photographer: destination.username,
      profile: PhotographerProfileModel(username: destination.username, photos: dependencies.photos))
    self.screen = screen
    push(screen)
    if destination.page > 1 { screen.show(page: destination.page) }
  }

  private func handle(_ intent: GalleryIntent) {
    switch intent {
    case .openPhoto(let id, _):
      Task { [weak self] in await self?.openPhoto(id) }
    }
  }

  func openPhoto(_ id: String) async {
    do {
      try await context.navigator.open(
        "mosaic://photo/\(id.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? id)", from: self)
    } catch {
      screen?.shown.openFailed(id, error)
    }
  }
}
