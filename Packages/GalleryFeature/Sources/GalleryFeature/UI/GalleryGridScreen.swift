import Core
import CoreUI
import Foundation
import NetworkLayer

/// The gallery tab's root: the photo grid sized to the terminal, paging as the selection nears the last
/// loaded row, with the loading, empty, error and offline states under it. `/` searches photos: the
/// results show in the same grid until Esc gives the feed back. It turns keys into the view models'
/// intents and never navigates.
@MainActor
final class GalleryGridScreen: Screen {
  let model: GalleryViewModel
  let pictures: TilePictures
  let search: PhotoSearchViewModel?
  let tasks = TaskBag()
  /// The selection in what shows: the feed, or the search results.
  var cursor = GridCursor()
  /// The feed's selection, kept while search results show.
  var feedCursor: GridCursor?
  var field = SearchField()
  /// The search whose results the cursor is on.
  var resultsQuery: String?
  /// Asks for the results' next page once the search that typing scheduled has run.
  var afterPause: Task<Void, Never>?
  /// The recent search picked with ↑/↓ while the field is empty (GalleryGridScreen+History.swift).
  var pickedRecent: Int?
  /// The first load, which a link to another page waits for before replacing it.
  private var firstLoad: Task<Void, Never>?
  /// The photographer whose photos the grid shows, when it is their screen (`mosaic://user/USERNAME`).
  let photographer: String?
  /// Their profile over the grid (GalleryGridScreen+Profile.swift); `nil` on the gallery's own screen.
  let profile: PhotographerProfileModel?

  init(
    model: GalleryViewModel, images: ImageClient? = nil, search: PhotoSearchViewModel? = nil,
    photographer: String? = nil, profile: PhotographerProfileModel? = nil
  ) {
    self.model = model
    self.search = search
    self.photographer = photographer
    self.profile = profile
    pictures = TilePictures(images: images)
  }

  func render(_ context: RenderContext) -> ScreenFrame {
    let language = context.language
    followResults()
    let state = shown.state
    let (keys, help) = keyHints(language)
    let title =
      photographer.map { GalleryScreenStrings.photographerTitle($0, language) }
      ?? GalleryScreenStrings.galleryTab(language)
    var column = profileRows(language, width: context.size.width, tick: context.tick)
    if isSearching { column.append(field.view(prompt: GalleryScreenStrings.searchPrompt(language))) }
    column += recentRows(language)
    guard !state.items.isEmpty else {
      column.append(View.message(emptyStatus(language), tick: context.tick).frame(height: .fill(1)))
      return ScreenFrame(title: title, body: .column(column), keys: keys, help: help)
    }
    let layout = cursor.layOut(
      in: Size(width: context.size.width, height: context.size.height - 1 - column.count), count: state.items.count)
    let grid = PhotoGrid.view(
      state.items.map { PhotoGrid.Tile(photo: $0.photo, isFavorite: $0.isFavorite) }, selected: cursor.selected,
      firstRow: cursor.firstRow, layout: layout, pictures: pictures, language: language,
      usesColor: context.showsPictures, perCell: context.pixelsPerCell)
    column += [
      grid.frame(height: .fill(1)), View.status(status(language, timeZone: context.timeZone), tick: context.tick),
    ]
    return ScreenFrame(title: title, body: .column(column), keys: keys, help: help)
  }

  func handle(_ input: ScreenInput) -> Bool {
    if field.isFocused, case .key(let key) = input { return handleRecent(key) || edit(key) }
    let model = shown
    let items = model.state.items
    switch input {
    case .key(.character("/")) where search != nil: startSearch()
    case .key(.escape) where isSearching: leaveSearch()
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
    if let profile, profile.phase == .idle { tasks.run { await profile.load() } }
    if model.state.phase == .idle {
      firstLoad = tasks.run { [weak self, model] in
        await model.refresh()
        self?.prefetch()
      }
    } else {
      tasks.run { [model] in try? await model.refreshFavorites() }
      if let results = search?.results { tasks.run { try? await results.refreshFavorites() } }
    }
  }

  func externalChange() {
    tasks.run { [model] in try? await model.refreshFavorites() }
    if let results = search?.results { tasks.run { try? await results.refreshFavorites() } }
  }

  func removed() {
    tasks.cancelAll()
    pictures.cancelAll()
    afterPause?.cancel()
    search?.cancel()
  }
  /// The keys a configuration file remaps under `gallery:`.
  var keyScope: String? { "gallery" }
  var isTyping: Bool { field.isFocused }
  var isAnimating: Bool { shown.isLoading || profile?.phase == .loading }
  func settle() async { await tasks.settle() }

  /// Shows page `page` of the feed, as a `mosaic://gallery?page=N` link asks.
  func show(page: Int) {
    if isSearching { leaveSearch() }
    cursor.select(0, count: 0)
    let first = firstLoad
    tasks.run { [model] in
      await first?.value
      await model.load(page: page)
    }
  }

  /// Asks for the next page (of the feed or the results) when the selection nears the last loaded row.
  func prefetch() {
    let model = shown
    guard !model.isLoading, !model.reachedEnd, cursor.nearsTheEnd(count: model.state.items.count) else { return }
    tasks.run { [weak self, model] in
      await model.loadNextPage()
      self?.prefetch()
    }
  }

  private func emptyStatus(_ language: Language) -> ScreenStatus {
    if isShowingResults, let query = search?.query { return resultsEmptyStatus(query: query, language) }
    if field.isFocused, search?.query == nil { return .note(GalleryScreenStrings.searchHint(language)) }
    switch model.state.phase {
    case .empty: return .empty(GalleryScreenStrings.noPhotos(language))
    case .failed(let error): return .error(GalleryScreenStrings.retry(error.message(in: language), language))
    default: return .loading(GalleryScreenStrings.loadingPhotos(language))
    }
  }

  private func status(_ language: Language, timeZone: TimeZone) -> ScreenStatus {
    let state = shown.state
    if let failure = state.failedAction { return .error(failure.error.message(in: language)) }
    switch state.phase {
    case .failed(let error): return .error(GalleryScreenStrings.retry(error.message(in: language), language))
    case .loading: return .loading(GalleryScreenStrings.loadingPage(state.page + 1, language))
    default: break
    }
    if let stale = state.stale {
      return .offline(GalleryScreenStrings.offline(savedAt: stale.savedAt, timeZone: timeZone, language))
    }
    let pages = state.total.map { GalleryPaging.pageCount(total: $0, perPage: state.perPage) }
    let position = GalleryScreenStrings.position(
      page: state.page, pages: pages, count: state.items.count, total: state.total, language)
    guard isShowingResults, let query = search?.query else { return .note(position) }
    return .note(GalleryScreenStrings.matching(query, position: position, language))
  }

  static func index(_ tag: String) -> Int? {
    guard tag.hasPrefix("photo:") else { return nil }
    return Int(tag.dropFirst(6))
  }
}
