import ArgumentParser
import Core
import CoreCLI
import DataLayer
import Foundation

/// The settings on the command line, through a ``SettingsViewModel``.
struct SettingsPresenter: Sendable {
  let settings: SettingsClient
  let desktop: DesktopClient

  /// `mosaic settings`, `mosaic://settings`.
  @MainActor
  func show(json: Bool, in context: CommandContext) async throws {
    let model = SettingsViewModel(settings: settings, desktop: desktop)
    try await model.load()
    try context.emit(SettingsOutput(settings: model.settings), json: json)
  }

  /// `mosaic settings set KEY VALUE`. An unknown key or value is a usage error listing the allowed ones.
  ///
  /// - Throws: `ValidationError` (exit 64) for an unknown key or value; ``NewsError``
  ///   `.notificationsUnavailable` when notifications cannot be delivered here.
  @MainActor
  func set(_ name: String, _ value: String, json: Bool, in context: CommandContext) async throws {
    let language = context.language
    guard let key = SettingKey(rawValue: name.trimmingCharacters(in: .whitespaces).lowercased()) else {
      throw ValidationError(SettingsStrings.unknownKey(name, language))
    }
    guard let change = key.change(value) else {
      throw ValidationError(SettingsStrings.invalidValue(value, for: key, language))
    }
    let model = SettingsViewModel(settings: settings, desktop: desktop)
    let outcome = try await model.set(change)
    if case .refused(let reason) = outcome {
      throw NewsError(.notificationsUnavailable, desktopReason: reason)
    }
    try context.emit(SettingChangeOutput(key: key, settings: model.settings, changed: outcome == .changed), json: json)
  }
}

/// `mosaic settings [--json]`, `mosaic settings set KEY VALUE`: theme, language and notifications for the
/// whole product.
struct SettingsCommand: HostedCommandGroup {
  typealias Dependencies = SettingsPresenter

  static let hostedSubcommands: [HostedSubcommand<SettingsPresenter>] = [.command(Show.self), .command(Change.self)]

  static let configuration = CommandConfiguration(
    commandName: "settings",
    abstract: "Show or change the settings: theme (dark|light), language (en|de), notifications (on|off).",
    subcommands: HostedSubcommand.types(hostedSubcommands), defaultSubcommand: Show.self)

  struct Show: HostedCommand {
    typealias Dependencies = SettingsPresenter
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show the settings.")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @Flag(help: "Print one JSON document.") var json = false

    func run(with presenter: SettingsPresenter, in context: CommandContext) async throws {
      try await presenter.show(json: json, in: context)
    }
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
