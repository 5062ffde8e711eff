import ArgumentParser
import CoreCLI

/// `mosaic settings [--json]`, `mosaic settings set KEY VALUE`: theme, language and notifications for the
/// whole product.
struct SettingsCommand: HostedCommandGroup {
  typealias Dependencies = SettingsPresenter

  static let hostedSubcommands: [HostedSubcommand<SettingsPresenter>] = [.command(Show.self), .command(Change.self)]

  static let configuration = CommandConfiguration(
    commandName: "settings",
    abstract: "Show or change the settings: theme (dark|light), language (en|de), notifications (on|off).",
    subcommands: HostedSubcommand.types(hostedSubcommands), defaultSubcommand: Show.self)

  /// The settings page: `mosaic://settings` shows the same.
  struct Show: PageCommand {
    typealias Dependencies = SettingsPresenter
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show the settings.")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @Flag(help: "Print one JSON document.") var json = false

    func destination(in context: CommandContext) -> SettingsDestination { SettingsDestination() }
    var presentation: PresentationOptions { PresentationOptions(json: json) }
  }

  struct Change: HostedCommand {
    typealias Dependencies = SettingsPresenter
    static let configuration = CommandConfiguration(commandName: "set", abstract: "Change one setting.")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @Argument(help: "theme, language or notifications.") var key: String
    @Argument(help: "dark|light, en|de, on|off.") var value: String
    @Flag(help: "Print one JSON document.") var json = false

    func run(with presenter: SettingsPresenter, in context: CommandContext) async throws {
      try await presenter.set(key, value, json: json, in: context)
    }
  }
}
