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
    try await show(destination, profile: nil, options: options, in: context)
  }

  /// `mosaic photographer USERNAME`, `mosaic://user/USERNAME`: the photographer's profile (asked beside their
  /// first page, one request however many pages `--all` walks) over their pages. A profile that cannot be
  /// loaded costs the listing nothing: it is left out and a note on standard error says why.
  @MainActor
  func show(
    _ destination: PhotographerDestination, options: PresentationOptions, in context: CommandContext
  ) async throws {
    let profile = feed.photos.profile
    let username = destination.username
    let loading = Task { () -> Result<PhotographerProfile, any Error> in
      do { return .success(try await profile(username).value) } catch { return .failure(error) }
    }
    defer { loading.cancel() }
    try await show(destination.gallery, profile: loading, options: options, in: context)
  }

  @MainActor
  private func show(
    _ destination: GalleryDestination, profile loading: Task<Result<PhotographerProfile, any Error>, Never>?,
    options: PresentationOptions, in context: CommandContext
  ) async throws {
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
    var profile: PhotographerProfile?
    func output() -> GalleryOutput {
      GalleryOutput(
        source: feed.photos.source, listings: listings, state: model.state, pagesWalked: destination.all ? pages : nil,
        stopped: stopped, grids: grids, query: destination.query, photographer: destination.photographer,
        profile: profile)
    }
    if let error = model.state.error { throw error }
    if let loading, let username = destination.photographer {
      switch await loading.value {
      case .success(let loaded): profile = loaded
      case .failure(let error):
        context.console.note(
          GalleryStrings.profileUnavailable(username, reason: describe(error, in: context.language), context.language))
      }
    }
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
            query: destination.query, photographer: destination.photographer, context.language))
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
