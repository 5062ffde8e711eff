import ArgumentParser
import CoreCLI

/// `mosaic favorites [list|add ID|remove ID|toggle ID] [--json]`: the photos kept locally, newest first.
struct FavoritesCommand: HostedCommandGroup {
  typealias Dependencies = FavoritesPresenter

  static let hostedSubcommands: [HostedSubcommand<FavoritesPresenter>] = [
    .command(List.self), .command(Add.self), .command(Remove.self), .command(Toggle.self),
  ]

  static let configuration = CommandConfiguration(
    commandName: "favorites",
    abstract: "List, add, remove or toggle favorite photos (kept locally, usable offline).",
    subcommands: HostedSubcommand.types(hostedSubcommands),
    defaultSubcommand: List.self
  )

  /// The favorites page: `mosaic://favorites` shows the same.
  struct List: PageCommand {
    typealias Dependencies = FavoritesPresenter
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List favorites, newest first.")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @Flag(help: "Print one JSON document instead of a listing.") var json = false

    func destination(in context: CommandContext) -> FavoritesDestination { FavoritesDestination() }
    var presentation: PresentationOptions { PresentationOptions(json: json) }
  }

  struct Add: HostedCommand {
    typealias Dependencies = FavoritesPresenter
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Save a photo as a favorite.")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @Argument(help: "The photo's id, as `mosaic gallery` lists it.") var id: String
    @Flag(help: "Print one JSON document.") var json = false

    func run(with presenter: FavoritesPresenter, in context: CommandContext) async throws {
      try await presenter.change(.add, id, json: json, in: context)
    }
  }

  struct Remove: HostedCommand {
    typealias Dependencies = FavoritesPresenter
    static let configuration = CommandConfiguration(
      commandName: "remove", abstract: "Remove a photo from the favorites.")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @Argument(help: "The photo's id.") var id: String
    @Flag(help: "Print one JSON document.") var json = false

    func run(with presenter: FavoritesPresenter, in context: CommandContext) async throws {
      try await presenter.change(.remove, id, json: json, in: context)
    }
  }

  struct Toggle: HostedCommand {
    typealias Dependencies = FavoritesPresenter
    static let configuration = CommandConfiguration(
      commandName: "toggle", abstract: "Add the photo if it is not a favorite, else remove it.")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @Argument(help: "The photo's id.") var id: String
    @Flag(help: "Print one JSON document.") var json = false

    func run(with presenter: FavoritesPresenter, in context: CommandContext) async throws {
      try await presenter.change(.toggle, id, json: json, in: context)
    }
  }
}
