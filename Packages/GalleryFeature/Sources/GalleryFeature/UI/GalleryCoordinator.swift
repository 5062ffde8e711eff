import Core
import CoreUI

/// Runs the gallery tab: the grid at its root, and a photo's page — from whichever module shows
/// `mosaic://photo/ID` — when the grid's view model asks to open one. Before opening, it remembers the
/// page the photo was listed on, so the photo's page moves along the same listing.
@MainActor
final class GalleryCoordinator: Coordinator {
  private let dependencies: GalleryScreenDependencies
  private let context: ScreenContext
  private(set) weak var screen: GalleryGridScreen?

  init(dependencies: GalleryScreenDependencies, context: ScreenContext) {
    self.dependencies = dependencies
    self.context = context
    super.init(navigation: context.navigation)
  }

  override func start() async {
    let feed = dependencies.feed
    let model = GalleryViewModel(
      photos: feed.client, favorites: dependencies.favorites, perPage: 30, forget: { await feed.forget() })
    model.onIntent = { [weak self] intent in self?.handle(intent) }
    let search = PhotoSearchViewModel(
      photos: feed.client, favorites: dependencies.favorites, clock: dependencies.clock,
      history: dependencies.searchHistory)
    search.onIntent = { [weak self] intent in self?.handle(intent) }
    let screen = GalleryGridScreen(model: model, images: dependencies.images, search: search)
    self.screen = screen
    navigation?.push(screen)
  }

  override func show(_ destination: any Destination) async -> Bool {
    guard let destination = destination as? GalleryDestination else { return false }
    screen?.show(page: destination.page)
    return true
  }

  private func handle(_ intent: GalleryIntent) {
    switch intent {
    case .openPhoto(let id, let page):
      Task { [weak self] in await self?.openPhoto(id, page: page) }
    }
  }

  /// Remembers the listing the photo is on, then opens its page. A page of search results is remembered
  /// as a listing with no page after it, so the photo's page moves along the results, not into the feed.
  func openPhoto(_ id: String, page: Int?) async {
    guard let screen else { return }
    let model = screen.shown
    let state = model.state
    if let page, let ids = state.pageIDs[page] {
      let hasMore = !screen.isShowingResults && (page < state.page || state.hasMore)
      try? await dependencies.feed.remember(page: page, perPage: state.perPage, hasMore: hasMore, photoIDs: ids)
    }
    do {
      try await context.navigator.open("mosaic://photo/\(id)", from: self)
    } catch {
      model.openFailed(id, error)
    }
  }
}
