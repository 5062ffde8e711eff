import ArgumentParser
import CoreCLI
import Foundation
import Models
import NetworkLayer
import TerminalGraphics

/// `mosaic photo ID [--next|--previous] [--json] [--image [--width COLUMNS] [--graphics MODE]]`: one photo's page — the author as title, its details,
/// and what other modules add (the gallery's "more photos"). `mosaic photo ID --save [FILE] [--force]` downloads
/// the full picture instead (``PhotoSaver``) and prints its attribution; `--open` opens its Unsplash page.
struct PhotoCommand: PageCommand {
  typealias Dependencies = PhotoCommandServices

  enum Direction: String, EnumerableFlag {
    case next
    case previous

    static func help(for value: Direction) -> ArgumentHelp? {
      switch value {
      case .next: "Show the photo after ID in the last gallery listing."
      case .previous: "Show the photo before ID in the last gallery listing."
      }
    }
  }

  static let configuration = CommandConfiguration(
    commandName: "photo",
    abstract: "Show one photo: the author as title, its details, and more photos."
  )

  @OptionGroup(title: "Host Options") var host: HostOptions

  @Argument(help: "The photo's id, as `mosaic gallery` lists it.")
  var id: String

  @Flag(exclusivity: .exclusive) var direction: Direction?

  @Flag(help: "Print one JSON document instead of the page.")
  var json = false

  @Flag(help: "Draw the photo above its page (its alt text stands in where it cannot be drawn; not with --json).")
  var image = false

  @Option(help: ArgumentHelp("Columns the photo may take (default: the terminal's width).", valueName: "columns"))
  var width: Int?

  @Option(help: "How pictures are drawn: auto (ask the terminal), truecolor, 256, kitty, sixel, iterm2 or text.")
  var graphics = "auto"

  @Flag(
    help: "Download the full picture to FILE (default: <photographer>-<id>.jpg here) and print its attribution.")
  var save = false

  @Argument(help: ArgumentHelp("Where --save writes the picture.", valueName: "file"))
  var file: String?

  @Flag(help: "Let --save replace an existing file.")
  var force = false

  @Flag(help: "Open the photo's page on Unsplash in the browser (without one, print its address).")
  var open = false

  func validate() throws {
    if file != nil, !save {
      throw ValidationError("A file name needs --save: `mosaic photo ID --save FILE`.")
    }
    if open, save {
      throw ValidationError("--open and --save do one thing each; run them one after the other.")
    }
    if force, !save {
      throw ValidationError("--force only applies to --save.")
    }
    if let width, !(8...1000).contains(width) {
      throw ValidationError("--width must be between 8 and 1000 columns, not \(width).")
    }
    guard graphics == "auto" || GraphicsMode(name: graphics) != nil else {
      throw ValidationError(
        "--graphics must be one of \(GraphicsMode.names.joined(separator: ", ")), not '\(graphics)'.")
    }
  }

  func run(with services: PhotoCommandServices, in context: CommandContext) async throws {
    if open {
      let photo = try await services.saver.photos.photo(id).value
      let url = PhotoAttribution(photo).photoURL
      let result = await services.desktop.open(url)
      if case .unavailable(let reason) = result, !json {
        context.console.note(DetailStrings.couldNotOpen(reason, context.language))
      }
      return try context.emit(OpenedPhoto(id: photo.id, url: url, result: result), json: json)
    }
    guard save else {
      return try await context.present(destination(in: context), options: presentation)
    }
    let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    try context.emit(try await services.saver.save(id, to: file, force: force, in: folder), json: json)
  }

  func destination(in context: CommandContext) -> PhotoDestination {
    PhotoDestination(id: id, direction: direction.map { $0 == .next ? .next : .previous })
  }

  var presentation: PresentationOptions {
    PresentationOptions(
      json: json, pictures: image ? PictureRequest(width: width, mode: graphics == "auto" ? nil : graphics) : nil)
  }
}
