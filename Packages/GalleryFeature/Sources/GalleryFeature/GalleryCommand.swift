import ArgumentParser
import Core
import CoreCLI
import DataLayer
import Foundation
import Models
import NetworkLayer

/// `mosaic gallery [--page N] [--per-page N] [--all] [--json]`: one page of the feed (or all of it),
/// with ★ on favorites; remembers the listing for `mosaic photo ID --next`.
struct GalleryCommand: HostedCommand {
  static let configuration = CommandConfiguration(
    commandName: "gallery",
    abstract: "List photos from the gallery feed, 30 per page, with ★ on favorites.",
    discussion: """
      Without UNSPLASH_ACCESS_KEY the photos come from the embedded offline catalog. When the service \
      cannot answer, the last good answer is shown, marked "offline".
      """
  )

  @OptionGroup(title: "Host Options") var host: HostOptions

  @Option(help: "The page to list, from 1.")
  var page = 1

  @Option(name: .customLong("per-page"), help: "Photos per page, 1 to 30.")
  var perPage = 30

  @Flag(help: "Keep paging until the end of the feed.")
  var all = false

  @Flag(help: "Print one JSON document instead of a listing.")
  var json = false

  func validate() throws {
    guard page >= 1 else { throw ValidationError("--page must be 1 or more, not \(page).") }
    guard (1...PhotoClient.maximumPerPage).contains(perPage) else {
      throw ValidationError("--per-page must be between 1 and \(PhotoClient.maximumPerPage), not \(perPage).")
    }
  }

  func run(in context: CommandContext) async throws {
    let photos = try context.resolve(PhotoClient.self)
    let favorites = try context.resolve(FavoritesClient.self)
    let feeds = try context.resolve(FeedStore.self)
    try await GalleryRun(
      photos: photos, favorites: favorites, feeds: feeds, console: context.console,
      page: page, perPage: perPage, all: all, json: json
    ).run()
  }
}

/// One run of `mosaic gallery`, on the main actor with its view model.
@MainActor
struct GalleryRun {
  let photos: PhotoClient
  let favorites: FavoritesClient
  let feeds: FeedStore
  let console: Console
  let page: Int
  let perPage: Int
  let all: Bool
  let json: Bool

  func run() async throws {
    let model = GalleryViewModel(photos: photos, favorites: favorites, perPage: perPage)
    await model.load(page: page)
    try check(model.state)
    var pages = 1
    var shownNote: GalleryState.StaleNote?
    if !json { printPage(model.state, from: 0, shownNote: &shownNote) }
    // The last page that showed photos: an `--all` walk can end on a page that comes back empty.
    var listed = (page: model.state.page, ids: model.state.items.map(\.id))
    while all, model.state.hasMore {
      let pageStart = model.state.items.count
      await model.loadNextPage()
      try check(model.state)
      pages += 1
      guard model.state.items.count > pageStart else { continue }
      if !json { printPage(model.state, from: pageStart, shownNote: &shownNote) }
      listed = (model.state.page, model.state.items[pageStart...].map(\.id))
    }
    await remember(model.state, page: listed.page, pageIDs: listed.ids)
    if json {
      try printJSON(model.state, pages: pages)
    } else {
      console.print(GalleryListing.footer(model.state))
    }
  }

  private func check(_ state: GalleryState) throws {
    if case .failed(let message) = state.phase {
      throw GalleryError(message)
    }
    if state.phase == .empty, !json {
      let hint = page > 1 ? "page \(page) is past the end of the gallery; try `mosaic gallery --page 1`." : ""
      console.note(hint.isEmpty ? "The gallery has no photos." : "No photos: \(hint)")
    }
  }

  /// Prints the page's heading and photos, preceded by the offline note when it differs from the one
  /// already shown.
  private func printPage(_ state: GalleryState, from start: Int, shownNote: inout GalleryState.StaleNote?) {
    if let stale = state.stale, stale != shownNote {
      console.print(TextLayout.offlineNote(savedAt: stale.savedAt, reason: stale.reason))
      shownNote = stale
    }
    console.print(GalleryListing.heading(state, source: photos.source.description))
    for item in state.items[start...] {
      console.print(GalleryListing.line(item))
    }
  }

  private func printJSON(_ state: GalleryState, pages: Int) throws {
    var document: [String: JSONValue] = [
      "page": .int(state.page),
      "perPage": .int(state.perPage),
      "hasMore": .bool(state.hasMore),
      "total": state.total.map(JSONValue.int) ?? .null,
      "source": .string(photos.source.id),
      "stale": .bool(state.stale != nil),
      "photos": .array(state.items.map { PhotoJSON.object($0.photo, isFavorite: $0.isFavorite) }),
    ]
    if all { document["pages"] = .int(pages) }
    if let stale = state.stale {
      document["staleSince"] = .string(ISO8601DateFormatter().string(from: stale.savedAt))
      document["staleReason"] = .string(stale.reason)
    }
    try console.printJSON(JSONValue.object(document))
  }

  /// Saves the last page listed so `mosaic photo ID --next` can walk along it.
  private func remember(_ state: GalleryState, page: Int, pageIDs: [String]) async {
    guard !pageIDs.isEmpty else { return }
    let feed = GalleryFeed(
      source: photos.source.id, page: page, perPage: state.perPage, hasMore: state.hasMore,
      photoIDs: pageIDs, savedAt: Date())
    do {
      try await feeds.save(feed)
    } catch {
      console.note("Could not remember this listing for `mosaic photo --next`: \(error)")
    }
  }
}
