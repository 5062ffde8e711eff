import ArgumentParser
import CoreCLI
import DataLayer
import NetworkLayer
import TerminalGraphics

/// `mosaic gallery [--search TEXT] [--page N] [--per-page N] [--all] [--json] [--thumbnails [--width COLUMNS]
/// [--graphics MODE]]`: one page of the feed or of a search (or all of it), with ★ on favorites; remembers a
/// feed listing for `mosaic photo ID --next`. A search joins the photo search history
/// (``DataLayer/PhotoSearchHistoryClient``), which `--history` lists and `--forget TEXT` edits.
struct GalleryCommand: PageCommand {
  typealias Dependencies = SearchHistoryClient

  static let configuration = CommandConfiguration(
    commandName: "gallery",
    abstract: "List photos from the gallery feed, 30 per page, with ★ on favorites.",
    discussion: """
      Without UNSPLASH_ACCESS_KEY the photos come from the embedded offline catalog. When the service \
      cannot answer, the last good answer is shown, marked "offline".
      """
  )

  @OptionGroup(title: "Host Options") var host: HostOptions

  @Option(
    help: ArgumentHelp(
      "List the photos matching TEXT: Unsplash's search, or offline the catalog by description and author.",
      valueName: "text"))
  var search: String?

  @Option(help: "The page to list, from 1.")
  var page = 1

  @Option(name: .customLong("per-page"), help: "Photos per page, 1 to 30.")
  var perPage = 30

  @Flag(help: "Keep paging until the end of the feed.")
  var all = false

  @Flag(help: "Print one JSON document instead of a listing.")
  var json = false

  @Flag(help: "Draw each page as a grid of thumbnails with the author under each (not with --json).")
  var thumbnails = false

  @Option(help: ArgumentHelp("Columns the grid may take (default: the terminal's width).", valueName: "columns"))
  var width: Int?

  @Option(help: "How pictures are drawn: auto (ask the terminal), truecolor, 256, kitty, sixel, iterm2 or text.")
  var graphics = "auto"

  @Flag(help: "List the recent photo searches, newest first.")
  var history = false

  @Option(help: ArgumentHelp("Remove TEXT from the photo search history.", valueName: "text"))
  var forget: String?

  func validate() throws {
    if history || forget != nil, search != nil || history && forget != nil {
      throw ValidationError("--history, --forget and --search do one thing each; give one of them.")
    }
    if let search, PhotoClient.searchQuery(search) == nil {
      throw ValidationError("--search needs words to look for, not '\(search)'.")
    }
    guard page >= 1 else { throw ValidationError("--page must be 1 or more, not \(page).") }
    guard page <= GalleryDestination.maximumPage else {
      throw ValidationError("--page must be at most \(GalleryDestination.maximumPage), not \(page).")
    }
    guard (1...PhotoClient.maximumPerPage).contains(perPage) else {
      throw ValidationError("--per-page must be between 1 and \(PhotoClient.maximumPerPage), not \(perPage).")
    }
    if let width, !(8...1000).contains(width) {
      throw ValidationError("--width must be between 8 and 1000 columns, not \(width).")
    }
    guard graphics == "auto" || GraphicsMode(name: graphics) != nil else {
      throw ValidationError(
        "--graphics must be one of \(GraphicsMode.names.joined(separator: ", ")), not '\(graphics)'.")
    }
  }

  func run(with history: SearchHistoryClient, in context: CommandContext) async throws {
    if self.history {
      return try context.emit(PhotoSearchHistoryOutput(history: try await history.list()), json: json)
    }
    if let forget {
      return try context.emit(
        PhotoSearchForgotten(text: forget, deleted: try await history.delete(forget)), json: json)
    }
    try await context.present(destination(in: context), options: presentation)
    if let query = search.flatMap(PhotoClient.searchQuery) {
      // The listing is out; a history that cannot be written costs the search nothing.
      try? await history.record(query)
    }
  }

  func destination(in context: CommandContext) -> GalleryDestination {
    GalleryDestination(page: page, perPage: perPage, all: all, query: search.flatMap(PhotoClient.searchQuery))
  }

  var presentation: PresentationOptions {
    PresentationOptions(
      json: json, pictures: thumbnails ? PictureRequest(width: width, mode: graphics == "auto" ? nil : graphics) : nil)
  }
}
