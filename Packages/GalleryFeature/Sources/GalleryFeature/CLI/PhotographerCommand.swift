import ArgumentParser
import CoreCLI
import NetworkLayer
import TerminalGraphics

/// `mosaic photographer USERNAME [--page N] [--all] [--json] [--thumbnails [--width COLUMNS] [--graphics MODE]]`:
/// the photographer's profile over one page of their photos (or every page), listed (or drawn) as the gallery lists
/// its feed.
struct PhotographerCommand: PageCommand {
  static let configuration = CommandConfiguration(
    commandName: "photographer",
    abstract: "Show a photographer's profile and photos, 30 per page, with ★ on favorites.",
    discussion: """
      USERNAME is what a photo's page shows after '@'. Without UNSPLASH_ACCESS_KEY the profile and photos come \
      from the embedded offline catalog. --all walks at most \(GalleryDestination.maximumWalk) pages and stops at \
      the first page the service refuses (a spent rate limit included), after printing what it listed.
      """
  )

  @OptionGroup(title: "Host Options") var host: HostOptions

  @Argument(help: "The photographer's username, as `mosaic photo ID` shows it after '@'.")
  var username: String

  @Option(help: "The page to list, from 1.")
  var page = 1

  @Flag(help: "Keep paging until their last photo.")
  var all = false

  @Flag(help: "Print one JSON document instead of a listing.")
  var json = false

  @Flag(help: "Draw the page as a grid of thumbnails (not with --json).")
  var thumbnails = false

  @Option(help: ArgumentHelp("Columns the grid may take (default: the terminal's width).", valueName: "columns"))
  var width: Int?

  @Option(help: "How pictures are drawn: auto (ask the terminal), truecolor, 256, kitty, sixel, iterm2 or text.")
  var graphics = "auto"

  func validate() throws {
    guard PhotoClient.username(username) != nil else {
      throw ValidationError(
        "'\(TerminalText.excerpt(username, limit: 80))' is not a username; use one as `mosaic photo ID` shows it "
          + "after '@', like 'jane_doe'.")
    }
    guard (1...GalleryDestination.maximumPage).contains(page) else {
      throw ValidationError("--page must be between 1 and \(GalleryDestination.maximumPage), not \(page).")
    }
    if let width, !(8...1000).contains(width) {
      throw ValidationError("--width must be between 8 and 1000 columns, not \(width).")
    }
    guard graphics == "auto" || GraphicsMode(name: graphics) != nil else {
      throw ValidationError(
        "--graphics must be one of \(GraphicsMode.names.joined(separator: ", ")), not '\(graphics)'.")
    }
  }

  func destination(in context: CommandContext) -> PhotographerDestination {
    PhotographerDestination(username: PhotoClient.username(username) ?? username, page: page, all: all)
  }

  var presentation: PresentationOptions {
    PresentationOptions(
      json: json, pictures: thumbnails ? PictureRequest(width: width, mode: graphics == "auto" ? nil : graphics) : nil)
  }
}
