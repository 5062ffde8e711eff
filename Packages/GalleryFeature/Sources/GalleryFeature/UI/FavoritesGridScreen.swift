import Core
import CoreUI
import DataLayer
import NetworkLayer

/// The favorites tab's root: the favorites as a grid, newest first, read from the database so it works
/// offline, and read again whenever it shows or another process changes them.
@MainActor
final class FavoritesGridScreen: Screen {
  let model: FavoritesViewModel
  let pictures: TilePictures
  private let tasks = TaskBag()
  private(set) var cursor = GridCursor()

  init(model: FavoritesViewModel, images: ImageClient? = nil) {
    self.model = model
    pictures = TilePictures(images: images)
  }

  func render(_ context: RenderContext) -> ScreenFrame {
    let language = context.language
    let favorites = model.state.favorites
    let keys = [
      KeyHint("Enter", GalleryScreenStrings.openKey(language)), KeyHint("r", GalleryScreenStrings.reloadKey(language)),
    ]
    let help = [KeyHint("←↑↓→ hjkl", GalleryScreenStrings.moveKey(language))] + keys
    let title = GalleryScreenStrings.favoritesTab(language)
    guard !favorites.isEmpty else {
      let status: ScreenStatus =
        switch model.state.phase {
        case .failed(let error): .error(GalleryScreenStrings.retry(error.message(in: language), language))
        case .loaded, .empty: .empty(GalleryScreenStrings.noFavorites(language))
        case .idle, .loading: .loading(GalleryScreenStrings.loadingPhotos(language))
        }
      return ScreenFrame(title: title, body: .message(status, tick: context.tick), keys: keys, help: help)
    }
    let layout = cursor.layOut(
      in: Size(width: context.size.width, height: context.size.height - 1), count: favorites.count)
    let grid = PhotoGrid.view(
      favorites.map { PhotoGrid.Tile(photo: $0.photo, isFavorite: true) }, selected: cursor.selected,
      firstRow: cursor.firstRow, layout: layout, pictures: pictures, language: language,
      usesColor: context.showsPictures, perCell: context.pixelsPerCell)
    let status: ScreenStatus =
      if case .failed(let error) = model.state.phase {
        .error(GalleryScreenStrings.retry(error.message(in: language), language))
      } else {
        .note(GalleryScreenStrings.favoritesCount(favorites.count, language))
      }
    let body = View.column([grid.frame(height: .fill(1)), View.status(status, tick: context.tick)])
    return ScreenFrame(title: title, body: body, keys: keys, help: help)
  }

  func handle(_ input: ScreenInput) -> Bool {
    let favorites = model.state.favorites
    switch input {
    case .key(.enter):
      guard favorites.indices.contains(cursor.selected) else { return true }
      model.open(favorites[cursor.selected].id)
    case .key(.character("r")):
      pictures.retry()
      reload()
    case .key(let key): return cursor.move(key, count: favorites.count)
    case .click(let tag, let double):
      guard let index = GalleryGridScreen.index(tag), favorites.indices.contains(index) else { return false }
      let open = double || index == cursor.selected
      cursor.select(index, count: favorites.count)
      if open { model.open(favorites[index].id) }
    case .wheel(let up, _): _ = cursor.move(up ? .up : .down, count: favorites.count)
    }
    return true
  }

  func willAppear() { reload() }
  func externalChange() { reload() }
  func removed() {
    tasks.cancelAll()
    pictures.cancelAll()
  }
  /// The keys a configuration file remaps under `favorites:`.
  var keyScope: String? { "favorites" }
  var isAnimating: Bool { model.state.phase == .loading && model.state.favorites.isEmpty }
  func settle() async { await tasks.settle() }

  private func reload() {
    tasks.run { [model] in await model.load() }
  }
}
