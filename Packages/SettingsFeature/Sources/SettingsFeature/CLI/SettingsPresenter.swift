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
  /// - Throws: `ValidationError` (exit 64) for an unknown key or value; ``SettingsError``
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
      throw SettingsError(.notificationsUnavailable, desktopReason: reason)
    }
    try context.emit(SettingChangeOutput(key: key, settings: model.settings, changed: outcome == .changed), json: json)
  }
}
