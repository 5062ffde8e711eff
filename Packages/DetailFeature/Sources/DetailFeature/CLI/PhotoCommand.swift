import ArgumentParser
import CoreCLI
import NetworkLayer
import TerminalGraphics

/// `mosaic photo ID [--next|--previous] [--json] [--image [--width COLUMNS] [--graphics MODE]]`: one photo's page — the author as title, its details,
/// and what other modules add (the gallery's "more photos").
struct PhotoCommand: PageCommand {
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

  func validate() throws {
    if let width, !(8...1000).contains(width) {
      throw ValidationError("--width must be between 8 and 1000 columns, not \(width).")
    }
    guard graphics == "auto" || GraphicsMode(name: graphics) != nil else {
      throw ValidationError(
        "--graphics must be one of \(GraphicsMode.names.joined(separator: ", ")), not '\(graphics)'.")
    }
  }

  func destination(in context: CommandContext) -> PhotoDestination {
    PhotoDestination(id: id, direction: direction.map { $0 == .next ? .next : .previous })
  }

  var presentation: PresentationOptions {
    PresentationOptions(
      json: json, pictures: image ? PictureRequest(width: width, mode: graphics == "auto" ? nil : graphics) : nil)
  }
}
