import Core
import CoreCLI
import DataLayer
import Models
import NetworkLayer
import TerminalGraphics

/// The gallery on the command line: drives a ``GalleryViewModel`` through the pages a
/// ``GalleryDestination`` asks for, prints them, and remembers the last page listed for
/// `mosaic photo ID --next`.
struct GalleryPresenter: Sendable {
  let feed: GalleryFeed
  let favorites: FavoritesClient
  /// Draws the pages as thumbnails for `--thumbnails`.
  var thumbnails = ThumbnailGrid(images: nil, terminal: .unknown)

  /// `mosaic gallery …`, `mosaic://gallery?page=N`: the pages `destination` asks for, as thumbnails when the
  /// options ask for pictures.
  @MainActor
  func show(_ destination: GalleryDestination, options: PresentationOptions, in context: CommandContext) async throws {
    let json = options.json
    let options = options.pictures.map(ThumbnailOptions.init)
    let photos =
      destination.photographer.map { feed.photos.byPhotographer($0) } ?? destination.query.map {
        feed.client.searching($0)
      } ?? feed.client
    let model = GalleryViewModel(photos: photos, favorites: favorites, perPage: destination.perPage)
    await model.load(page: destination.page)
    var listings: [GalleryOutput.Listing] = []
    var pages = 1
    var stopped: GalleryOutput.Stop?
    var grids: [[String]]?
    func output() -> GalleryOutput {
      GalleryOutput(
        source: feed.photos.source, listings: listings, state: model.state, pagesWalked: destination.all ? pages : nil,
        stopped: stopped, grids: grids, query: destination.query, photographer: destination.photographer)
    }
    if let error = model.state.error { throw error }
    if model.state.phase == .empty, destination.page > 1 {
      // Not "page 13 of 12" followed by "the end": a page that does not exist is a usage error, with or
      // without --json.
      throw UsageError(
        GalleryError(
          .pastTheEnd, page: destination.page,
          pageCount: model.state.total.map { GalleryPaging.pageCount(total: $0, perPage: model.state.perPage) },
          query: destination.query.map(TerminalText.line)))
    }
    if model.state.phase == .empty, !json {
      context.console.note(
        destination.query.map { GalleryStrings.noMatches($0, context.language) }
          ?? GalleryStrings.emptyGallery(context.language))
    }
    listings.append(.init(page: model.state.page, items: model.state.items, stale: model.state.stale))
    while destination.all, model.state.hasMore {
      guard pages < GalleryDestination.maximumWalk else {
        stopped = .pageLimit
        context.console.note(
          GalleryStrings.stoppedAtLimit(
            pages: pages, next: GalleryPaging.next(after: model.state.page), perPage: model.state.perPage,
            context.language))
        break
      }
      let start = model.state.items.count
      await model.loadNextPage()
      pages += 1
      if let error = model.state.error {
        // Show what was listed before the failure, then report it.
        if let options, !json { grids = await thumbnails.pages(listings.map(\.items), options: options, in: context) }
        try context.emit(output(), json: json)
        throw error
      }
      guard model.state.items.count > start else {
        // A page of photos already listed (or none at all) while the service claims more: it would never end.
        if model.state.hasMore {
          stopped = .repeatingPage
          context.console.note(GalleryStrings.stoppedRepeating(page: model.state.page, context.language))
        }
        break
      }
      listings.append(
        .init(page: model.state.page, items: Array(model.state.items[start...]), stale: model.state.stale))
    }
    // A search is not a listing `photo --next` walks: its edges would continue into the feed.
    if destination.query == nil, destination.photographer == nil {
      await remember(listings.last { !$0.items.isEmpty }, state: model.state, context: context)
    }
    if let options, !json { grids = await thumbnails.pages(listings.map(\.items), options: options, in: context) }
    try context.emit(output(), json: json)
  }

  /// Saves the last page that showed photos so `mosaic photo ID --next` can walk along it.
  private func remember(_ listing: GalleryOutput.Listing?, state: GalleryState, context: CommandContext) async {
    guard let listing else { return }
    do {
      try await feed.remember(
        page: listing.page, perPage: state.perPage, hasMore: state.hasMore, photoIDs: listing.items.map(\.id))
    } catch {
      context.console.note(GalleryStrings.couldNotRemember(describe(error, in: context.language), context.language))
    }
  }
}
