import ArgumentParser
import CoreCLI

/// `mosaic favorites [list|add ID|remove ID|toggle ID] [--json]`: the photos kept locally, newest first.
struct FavoritesCommand: HostedCommandGroup {
  typealias Dependencies = FavoritesScreen

  static let hostedSubcommands: [HostedSubcommand<FavoritesScreen>] = [
    .command(List.self), .command(Add.self), .command(Remove.self), .command(Toggle.self),
  ]

  static let configuration = CommandConfiguration(
    commandName: "favorites",
    abstract: "List, add, remove or toggle favorite photos (kept locally, usable offline).",
    subcommands: HostedSubcommand.types(hostedSubcommands),
    defaultSubcommand: List.self
  )

  struct List: HostedCommand {
    typealias Dependencies = FavoritesScreen
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List favorites, newest first.")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @Flag(help: "Print one JSON document instead of a listing.") var json = false

    func run(with screen: FavoritesScreen, in context: CommandContext) async throws {
      try await screen.list(json: json, in: context)
    }
  }

  struct Add: HostedCommand {
    typealias Dependencies = FavoritesScreen
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Save a photo as a favorite.")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @Argument(help: "The photo's id, as `mosaic gallery` lists it.") var id: String
    @Flag(help: "Print one JSON document.") var json = false

    func run(with screen: FavoritesScreen, in context: CommandContext) async throws {
      try await screen.change(.add, id, json: json, in: context)
    }
  }

  struct Remove: HostedCommand {
    typealias Dependencies = FavoritesScreen
    static let configuration = CommandConfiguration(
      commandName: "remove", abstract: "Remove a photo from the favorites.")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @Argument(help: "The photo's id.") var id: String
    @Flag(help: "Print one JSON document.") var json = false

    func run(with screen: FavoritesScreen, in context: CommandContext) async throws {
      try await screen.change(.remove, id, json: json, in: context)
    }
  }

  struct Toggle: HostedCommand {
    typealias Dependencies = FavoritesScreen
    static let configuration = CommandConfiguration(
      commandName: "toggle", abstract: "Add the photo if it is not a favorite, else remove it.")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @Argument(help: "The photo's id.") var id: String
    @Flag(help: "Print one JSON document.") var json = false

    func run(with screen: FavoritesScreen, in context: CommandContext) async throws {
      try await screen.change(.toggle, id, json: json, in: context)
    }
  }
}
