import Core
import CoreCLI

/// The one error type of SettingsFeature: a setting could not be changed as asked.
///
/// ```swift
/// catch let error as SettingsError where error.code == .notificationsUnavailable { print(error.desktopReason!) }
/// ```
public struct SettingsError: MosaicError, Equatable {
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// Notifications were turned on where they cannot be delivered; they stay off.
    case notificationsUnavailable
  }

  public let code: Code
  /// Why the desktop cannot deliver notifications.
  public let desktopReason: DesktopClient.Unavailable?

  public init(_ code: Code, desktopReason: DesktopClient.Unavailable? = nil) {
    self.code = code
    self.desktopReason = desktopReason
  }

  public var codeName: String { code.rawValue }

  public func message(in language: Language) -> String {
    switch code {
    case .notificationsUnavailable:
      let reason = desktopReason?.message(in: language) ?? "?"
      return language.pick(
        en: "Notifications stay off because \(reason); fix that and run `mosaic settings set notifications on` again.",
        de: "Mitteilungen bleiben aus: \(reason); behebe das und führe "
          + "`mosaic settings set notifications on` erneut aus.")
    }
  }
}
