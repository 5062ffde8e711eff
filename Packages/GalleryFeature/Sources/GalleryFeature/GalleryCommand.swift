import ArgumentParser
import CoreCLI
import NetworkLayer

/// `mosaic gallery [--page N] [--per-page N] [--all] [--json]`: one page of the feed (or all of it),
/// with ★ on favorites; remembers the listing for `mosaic photo ID --next`.
struct GalleryCommand: HostedCommand {
  typealias Dependencies = GalleryScreen

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
    guard page <= GalleryDestination.maximumPage else {
      throw ValidationError("--page must be at most \(GalleryDestination.maximumPage), not \(page).")
    }
    guard (1...PhotoClient.maximumPerPage).contains(perPage) else {
      throw ValidationError("--per-page must be between 1 and \(PhotoClient.maximumPerPage), not \(perPage).")
    }
  }

  func run(with screen: GalleryScreen, in context: CommandContext) async throws {
    try await screen.show(GalleryDestination(page: page, perPage: perPage, all: all), json: json, in: context)
  }
}
