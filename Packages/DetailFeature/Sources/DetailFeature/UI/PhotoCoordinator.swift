import Core
import CoreUI
import NetworkLayer

/// Shows one photo's page: builds its view model and screen, pushes the screen, and opens what the view
/// model asks for (an item of "more photos") as a child. It finishes when its screen is popped, and its
/// parent lets go of it then.
@MainActor
final class PhotoCoordinator: Coordinator {
  private let destination: PhotoDestination
  private let dependencies: PhotoScreenDependencies
  private let context: ScreenContext
  private(set) weak var model: PhotoDetailViewModel?

  init(destination: PhotoDestination, dependencies: PhotoScreenDependencies, context: ScreenContext) {
    self.destination = destination
    self.dependencies = dependencies
    self.context = context
    super.init(navigation: context.navigation)
  }

  override func start() async {
    let model = PhotoDetailViewModel(
      photos: dependencies.photos, favorites: dependencies.favorites, feed: dependencies.feed,
      sections: dependencies.sections, language: context.environment.language)
    model.onIntent = { [weak self] intent in self?.handle(intent) }
    self.model = model
    let actions = PhotoActions(
      saver: PhotoSaver(photos: dependencies.photos), desktop: dependencies.desktop,
      folder: dependencies.downloads, language: context.environment.language)
    push(
      PhotoDetailScreen(
        model: model, photoID: destination.id, direction: destination.direction, images: dependencies.images,
        actions: actions))
  }

  private func handle(_ intent: DetailIntent) {
    switch intent {
    case .open(let url):
      Task { [weak self] in await self?.open(url) }
    }
  }

  func open(_ url: String) async {
    do {
      try await context.navigator.open(url, from: self)
    } catch {
      model?.openFailed(error)
    }
  }
}
