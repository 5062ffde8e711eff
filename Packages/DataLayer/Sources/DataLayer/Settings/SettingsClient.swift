import Foundation
import Synchronization

/// The settings every feature reads, as a value of closures, from the container: the App registers the
/// live one (the one database, read without opening it for writing when nothing was ever saved), tests
/// ``inMemory(_:)`` or ``failing``.
///
/// ```swift
/// let settings = SettingsClient.inMemory()
/// _ = try await settings.set(.language(.german))
/// try await settings.load().language   // .german
/// ```
public struct SettingsClient: Sendable {
  /// The settings now; ``Settings/defaults`` for what was never set.
  public var load: @Sendable () async throws -> Settings
  /// Stores one setting and returns the settings after it.
  public var set: @Sendable (_ change: SettingChange) async throws -> Settings

  public init(
    load: @escaping @Sendable () async throws -> Settings,
    set: @escaping @Sendable (_ change: SettingChange) async throws -> Settings
  ) {
    self.load = load
    self.set = set
  }
}

extension SettingsClient {
  /// Settings kept in memory, starting from `initial`.
  public static func inMemory(_ initial: Settings = .defaults) -> SettingsClient {
    let current = Mutex(initial)
    return SettingsClient(
      load: { current.withLock { $0 } },
      set: { change in
        current.withLock { settings in
          settings.apply(change)
          return settings
        }
      })
  }

  /// Always the defaults; changes are dropped.
  public static let defaults = SettingsClient(load: { .defaults }, set: { _ in .defaults })

  /// Every closure throws a ``DataLayerError`` with code `unexpectedCall` naming it.
  public static let failing = SettingsClient(
    load: { throw DataLayerError.unexpectedCall("SettingsClient.load") },
    set: { _ in throw DataLayerError.unexpectedCall("SettingsClient.set") })
}
