import Core
import CoreUI
import Foundation
import NetworkLayer

/// The gallery tab's root: the photo grid sized to the terminal, paging as the selection nears the last
/// loaded row, with the loading, empty, error and offline states under it. It turns keys into the
/// ``GalleryViewModel``'s intents and never navigates.
@MainActor
final class GalleryGridScreen: Screen {
  let model: GalleryViewModel
  let pictures: TilePictures
  private let tasks = TaskBag()
  private(set) var cursor = GridCursor()
  /// The first load, which a link to another page waits for before replacing it.
  private var firstLoad: Task<Void, Never>?

  init(model: GalleryViewModel, images: ImageClient? = nil) {
    self.model = model
    pictures = TilePictures(images: images)
  }

  func render(_ context: RenderContext) -> ScreenFrame {
    let language = context.language
    let state = model.state
    let keys = [
      KeyHint("Enter", GalleryScreenStrings.openKey(language)),
      KeyHint("f", GalleryScreenStrings.favoriteKey(language)),
      KeyHint("r", GalleryScreenStrings.reloadKey(language)),
    ]
    let help =
      [KeyHint("←↑↓→ hjkl", GalleryScreenStrings.moveKey(language))] + keys + [
        KeyHint("PgUp PgDn", GalleryScreenStrings.pageKey(language)),
        KeyHint("g", GalleryScreenStrings.topKey(language)),
      ]
    let title = GalleryScreenStrings.galleryTab(language)
    guard !state.items.isEmpty else {
      return ScreenFrame(
        title: title, body: .message(emptyStatus(language), tick: context.tick), keys: keys, help: help)
    }
    let layout = cursor.layOut(
      in: Size(width: context.size.width, height: context.size.height - 1), count: state.items.count)
    let grid = PhotoGrid.view(
      state.items.map { PhotoGrid.Tile(photo: $0.photo, isFavorite: $0.isFavorite) }, selected: cursor.selected,
      firstRow: cursor.firstRow, layout: layout, pictures: pictures, language: language,
      usesColor: context.theme.usesColor)
    let body = View.column([
      grid.frame(height: .fill(1)), View.status(status(language, timeZone: context.timeZone), tick: context.tick),
    ])
    return ScreenFrame(title: title, body: body, keys: keys, help: help)
  }

  func handle(_ input: ScreenInput) -> Bool {
    let items = model.state.items
    switch input {
    case .key(.enter):
      guard items.indices.contains(cursor.selected) else { return true }
      model.open(items[cursor.selected].id)
    case .key(.character("r")):
      cursor.select(0, count: 0)
      pictures.retry()
      tasks.run { [model] in await model.refresh() }
    case .key(.character("f")):
      guard items.indices.contains(cursor.selected) else { return true }
      let id = items[cursor.selected].id
      tasks.run { [model] in await model.markFavorite(id) }
    case .key(let key):
      guard cursor.move(key, count: items.count) else { return false }
      prefetch()
    case .click(let tag, let double):
      guard let index = Self.index(tag), items.indices.contains(index) else { return false }
      if double || index == cursor.selected {
        cursor.select(index, count: items.count)
        model.open(items[index].id)
      } else {
        cursor.select(index, count: items.count)
        prefetch()
      }
    case .wheel(let up, _):
      _ = cursor.move(up ? .up : .down, count: items.count)
      prefetch()
    }
    return true
  }

  func willAppear() {
    if model.state.phase == .idle {
      firstLoad = tasks.run { [weak self, model] in
        await model.refresh()
        self?.prefetch()
      }
    } else {
      tasks.run { [model] in try? await model.refreshFavorites() }
    }
  }

  func externalChange() {
    tasks.run { [model] in try? await model.refreshFavorites() }
  }

  func removed() {
    tasks.cancelAll()
    pictures.cancelAll()
  }
  var isAnimating: Bool { model.isLoading }
  func settle() async { await tasks.settle() }

  /// Shows page `page` of the feed, as a `mosaic://gallery?page=N` link asks.
  func show(page: Int) {
    cursor.select(0, count: 0)
    let first = firstLoad
    tasks.run { [model] in
      await first?.value
      await model.load(page: page)
    }
  }

  /// Asks for the next page when the selection nears the last loaded row.
  private func prefetch() {
    guard !model.isLoading, !model.reachedEnd, cursor.nearsTheEnd(count: model.state.items.count) else { return }
    tasks.run { [weak self, model] in
      await model.loadNextPage()
      self?.prefetch()
    }
  }

  private func emptyStatus(_ language: Language) -> ScreenStatus {
    switch model.state.phase {
    case .empty: .empty(GalleryScreenStrings.noPhotos(language))
    case .failed(let error): .error(GalleryScreenStrings.retry(error.message(in: language), language))
    default: .loading(GalleryScreenStrings.loadingPhotos(language))
    }
  }

  private func status(_ language: Language, timeZone: TimeZone) -> ScreenStatus {
    let state = model.state
    if let failure = state.failedAction { return .error(failure.error.message(in: language)) }
    switch state.phase {
    case .failed(let error): return .error(GalleryScreenStrings.retry(error.message(in: language), language))
    case .loading: return .loading(GalleryScreenStrings.loadingPage(state.page + 1, language))
    default: break
    }
    if let stale = state.stale {
      return .offline(GalleryScreenStrings.offline(savedAt: stale.savedAt, timeZone: timeZone, language))
    }
    let pages = state.total.map { ($0 + state.perPage - 1) / state.perPage }
    return .note(
      GalleryScreenStrings.position(
        page: state.page, pages: pages, count: state.items.count, total: state.total, language))
  }

  static func index(_ tag: String) -> Int? {
    guard tag.hasPrefix("photo:") else { return nil }
    return Int(tag.dropFirst(6))
  }
}
