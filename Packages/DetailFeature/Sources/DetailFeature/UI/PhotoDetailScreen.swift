import Core
import CoreUI
import Foundation
import Models
import NetworkLayer

/// A photo's page in the terminal app: the author as the title line, the picture in at most 60% of the
/// height (so the favorite mark and the details stay in view, as in the seed), and the page's sections below
/// in order, selectable — the header's with ♥ or ♡, the username and the id. `←`/`→` move along the feed, `f`
/// toggles the favorite of the photo picked in a section ("More by this photographer") or else of the page's photo,
/// `+`/`-` zoom from 1× to 3× with the arrows panning and `0` fitting again.
@MainActor
final class PhotoDetailScreen: Screen {
  /// The share of the content's height the picture may take.
  static let pictureShare = 0.6

  let model: PhotoDetailViewModel
  private let photoID: String
  private let direction: FeedDirection?
  private let tasks = TaskBag()
  let pictures = PictureMemo(limit: 16)
  /// The image pipeline's pictures; `nil` without one, and the placeholder stays.
  let loader: PictureLoader<ImageRequest>?
  /// The pictures of the sections' items (``ItemPicture``); `nil` without a pipeline.
  let itemLoader: PictureLoader<ImageRequest>?
  /// The last picture the pipeline gave for the photo shown, kept while another size (a zoom) loads.
  var lastLoaded: (id: String, picture: Picture)?
  private(set) var zoom = PictureZoom()
  private(set) var selected = 0
  private var firstRow = 0
  private var selectable: [SectionItem] = []
  private var started = false
  /// `d`, `o` and `u` (PhotoDetailScreen+Actions.swift); `nil` leaves those keys to nobody.
  let actions: PhotoActions?

  init(
    model: PhotoDetailViewModel, photoID: String, direction: FeedDirection? = nil, images: ImageClient? = nil,
    actions: PhotoActions? = nil
  ) {
    self.model = model
    self.actions = actions
    loader = images.map {
      PictureLoader(source: .bitmaps($0.image, prefetch: $0.prefetch, cancelPrefetch: $0.cancelPrefetch), limit: 8)
    }
    itemLoader = images.map {
      PictureLoader(
        source: .bitmaps($0.image, prefetch: $0.prefetch, cancelPrefetch: $0.cancelPrefetch),
        limit: Self.itemPictureLimit)
    }
    self.photoID = photoID
    self.direction = direction
  }

  func render(_ context: RenderContext) -> ScreenFrame {
    let language = context.language
    let pageKeys = [
      KeyHint("←→", DetailScreenStrings.previousNext(language)), KeyHint("f", DetailScreenStrings.favorite(language)),
      KeyHint("+−", DetailScreenStrings.zoomKey(language)),
    ]
    let keys = pageKeys + actionBarHints(language)
    let help =
      pageKeys + [
        KeyHint("0", DetailScreenStrings.fit(language)), KeyHint("↑↓ jk", DetailScreenStrings.pick(language)),
        KeyHint("Enter", DetailScreenStrings.open(language)),
      ] + actionHints(language)
    guard let photo = model.state.photo else {
      let status: ScreenStatus =
        model.state.error.map { .error($0.message(in: language)) }
        ?? .loading(DetailScreenStrings.loadingPhoto(language))
      // While the photo loads there is no author yet: the title says so rather than "Unknown".
      let title = model.state.error == nil ? DetailScreenStrings.loading(language) : model.title
      return ScreenFrame(title: title, body: .message(status, tick: context.tick), keys: keys, help: help)
    }
    let pictureRows = max(2, Int(Double(context.size.height) * Self.pictureShare))
    let picture = View.picture(
      picture(
        for: photo, rows: pictureRows, columns: context.size.width, usesColor: context.showsPictures,
        perCell: context.pixelsPerCell),
      fit: .fit, viewport: zoom.viewport,
      fallback: DetailScreenStrings.pictureText(photo, author: model.title, language)
    )
    .frame(height: .fixed(pictureRows))
    let list = listRows(language: language, tick: context.tick, width: context.size.width, context: context)
    // The key bar names the keys; a status line shows only when there is something to say.
    let status = status(language, timeZone: context.timeZone)
    let visible = context.size.height - pictureRows - (status == nil ? 0 : 1)
    firstRow = ListScroll.first(
      revealing: list.selectedRow ?? 0, from: firstRow,
      heights: list.rows.map { max($0.fittingHeight(width: context.size.width), 1) }, visible: visible)
    let body = View.column(
      [picture, View.list(list.rows, first: firstRow).frame(height: .fill(1))]
        + (status.map { [View.status($0, tick: context.tick)] } ?? []))
    return ScreenFrame(title: model.title, body: body, keys: keys, help: help)
  }

  /// The list under the picture: the page's sections, the header first. The author is the title line's, so
  /// the header's heading shows only what it adds: the favorite mark (flipped at once by `f`), the username
  /// and the id.
  private func listRows(
    language: Language, tick: Int, width: Int, context: RenderContext
  ) -> (rows: [View], selectedRow: Int?) {
    var rows: [View] = []
    let pictured = itemPictures(
      model.state.sections, width: width, usesColor: context.showsPictures, perCell: context.pixelsPerCell)
    let sectionRows = SectionRows.rows(
      for: model.state.sections, language: language, tick: tick, width: width,
      title: SectionRows.PageTitle(text: model.title, isFavorite: model.state.isFavorite), pictured: pictured)
    selectable = sectionRows.compactMap(\.item)
    selected = min(selected, max(selectable.count - 1, 0))
    var selectedRow: Int?
    var itemIndex = 0
    for row in sectionRows {
      guard let item = row.item else {
        rows.append(row.view)
        continue
      }
      // Tagged by the item's id, not its place: sections load in any order, and the accessible mode knows an
      // item from one frame to the next by its tag.
      let tagged = row.view.tagged("item:" + item.id)
      if itemIndex == selected {
        selectedRow = rows.count
        rows.append(tagged.styled(.selection))
      } else {
        rows.append(tagged)
      }
      itemIndex += 1
    }
    return (rows, selectedRow)
  }

  func handle(_ input: ScreenInput) -> Bool {
    switch input {
    case .key(.character("+")), .key(.character("=")): zoom.zoomIn()
    case .key(.character("-")): zoom.zoomOut()
    case .key(.character("0")): zoom.fit()
    case .key(.character("f")):
      if let item = selectedFavoriteItem {
        tasks.run { [model] in await model.toggleFavorite(of: item) }
        return true
      }
      guard !model.state.isWritingFavorite else { return true }
      tasks.run { [model] in await model.toggleFavorite() }
    case .key(let key) where zoom.isZoomed && zoom.pan(key): break
    case .key(.left), .key(.character("h")): move(.previous)
    case .key(.right), .key(.character("l")): move(.next)
    case .key(.down), .key(.character("j")): selected = min(selected + 1, max(selectable.count - 1, 0))
    case .key(.up), .key(.character("k")): selected = max(selected - 1, 0)
    case .key(.enter): openSelected()
    case .key(let key) where handleAction(key): break
    case .click(let tag, let double):
      guard tag.hasPrefix("item:"), let index = selectable.firstIndex(where: { "item:" + $0.id == tag }) else {
        return false
      }
      let open = double || index == selected
      selected = index
      if open { openSelected() }
    case .wheel(let up, _): selected = up ? max(selected - 1, 0) : min(selected + 1, max(selectable.count - 1, 0))
    default: return false
    }
    return true
  }

  /// The ids of the items that can be selected, in order.
  var selectableIDs: [String] { selectable.map(\.id) }

  /// The selected item when `f` acts on it rather than on the page's photo: a photo a section lists with a
  /// `favorite` action of its own ("More by this photographer", "More photos"); the header stands for the page's
  /// photo, whose mark ``PhotoDetailViewModel/toggleFavorite()`` flips.
  var selectedFavoriteItem: SectionItem? {
    guard selectable.indices.contains(selected) else { return nil }
    let item = selectable[selected]
    guard !item.id.hasPrefix(HeaderSection.id + "/"),
      item.actions.contains(where: { $0.id == PhotoDetailViewModel.favoriteAction })
    else { return nil }
    return item
  }

  func willAppear() {
    guard !started else {
      tasks.run { [model] in await model.refreshFavorite() }
      return
    }
    started = true
    let id = photoID
    let direction = direction
    tasks.run { [model] in await model.open(id, moving: direction) }
  }

  func externalChange() {
    tasks.run { [model] in await model.refreshFavorite() }
  }

  func removed() {
    tasks.cancelAll()
    loader?.cancelAll()
    itemLoader?.cancelAll()
    actions?.cancelAll()
  }
  /// The keys a configuration file remaps under `photo:`.
  var keyScope: String? { "photo" }
  var isAnimating: Bool {
    if case .loading = model.state.phase { return true }
    return model.state.sections.contains(where: \.isLoading)
  }
  func settle() async {
    await tasks.settle()
    await actions?.settle()
  }

  private func move(_ direction: FeedDirection) {
    zoom.fit()
    actions?.clear()
    selected = 0
    firstRow = 0
    tasks.run { [model] in
      switch direction {
      case .next: await model.next()
      case .previous: await model.previous()
      }
    }
  }

  private func openSelected() {
    guard selectable.indices.contains(selected) else { return }
    let item = selectable[selected]
    guard let action = item.actions.first(where: { if case .open = $0.kind { true } else { false } }) else { return }
    tasks.run { [model] in await model.perform(action, on: item) }
  }

  /// The line over the key bar, when there is something to say; `nil` otherwise.
  private func status(_ language: Language, timeZone: TimeZone) -> ScreenStatus? {
    let state = model.state
    if let error = state.error { return Self.status(for: error, language) }
    if let notice = actions?.notice { return notice.status(language) }
    if case .loading = state.phase { return .loading(DetailScreenStrings.loadingPhoto(language)) }
    if state.isWritingFavorite { return .loading(DetailScreenStrings.savingFavorite(language)) }
    if zoom.isZoomed { return .note(DetailScreenStrings.zoom(zoom.zoom, language)) }
    if let stale = state.stale {
      return .offline(DetailScreenStrings.offline(savedAt: stale.savedAt, timeZone: timeZone, language))
    }
    return nil
  }

  /// An error in the app's words: a step past either end of the feed, or with no feed to move along, is told
  /// in keys (the command line's sentences name commands); anything else as it says itself.
  static func status(for error: any MosaicError, _ language: Language) -> ScreenStatus {
    if let stop = (error as? any FeedStopping)?.feedStop {
      return .note(DetailScreenStrings.feedStop(stop, language))
    }
    if let detail = error as? DetailError, detail.code == .noFeed {
      return .note(DetailScreenStrings.noFeed(language))
    }
    return .error(error.message(in: language))
  }
}
