import ArgumentParser
import CoreCLI
import NetworkLayer

/// `mosaic photo ID [--next|--previous] [--json]`: one photo's page — the author as title, its details,
/// and what other modules add (the gallery's "more photos").
struct PhotoCommand: HostedCommand {
  typealias Dependencies = PhotoScreen

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

  func run(with screen: PhotoScreen, in context: CommandContext) async throws {
    let direction: FeedDirection? = self.direction.map { $0 == .next ? .next : .previous }
    try await screen.show(PhotoDestination(id: id, direction: direction), json: json, in: context)
  }
}
