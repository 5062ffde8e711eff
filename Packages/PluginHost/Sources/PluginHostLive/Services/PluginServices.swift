import Core
import Foundation
import PluginKit

/// What the host does for plugins that call its services (protocol 2), as a value of closures the App builds over
/// its own transport and stores. The closures do the work only: ``HostCallHandler`` checks the manifest's
/// permissions and every bound before one is called, so a closure never sees an undeclared origin or an oversized
/// key. A closure throws ``PluginKit/HostCallError`` for a failure the plugin should see by its code; any other error
/// reaches the plugin as `failed`.
///
/// ```swift
/// var services = PluginServices.unavailable
/// services.settings = { PluginSettings(language: "en", theme: "dark") }
/// let supervisor = PluginSupervisor(store: store, services: services)
/// ```
public struct PluginServices: Sendable {
  /// GETs `url` for `plugin` with `headers` (already checked) and answers status, content type and body; a failure's
  /// sentence is in `language`.
  public var get:
    @Sendable (_ plugin: String, _ url: URL, _ headers: [String: String], _ language: Language) async throws ->
      HostCallResult
  /// The value of `plugin`'s `key`, `nil` when none.
  public var storageValue: @Sendable (_ plugin: String, _ key: String) async throws -> String?
  /// Stores `value` under `plugin`'s `key`; `false` when the plugin's store is full and the key is new.
  public var storageSet: @Sendable (_ plugin: String, _ key: String, _ value: String) async throws -> Bool
  /// Removes `plugin`'s `key`.
  public var storageRemove: @Sendable (_ plugin: String, _ key: String) async throws -> Void
  /// `plugin`'s keys, sorted.
  public var storageKeys: @Sendable (_ plugin: String) async throws -> [String]
  /// Everything `plugin` stored, removed (`mosaic plugins remove`).
  public var storageRemoveAll: @Sendable (_ plugin: String) async throws -> Void
  public var favorites: @Sendable () async throws -> [PluginFavorite]
  public var savedArticles: @Sendable () async throws -> [PluginSavedArticle]
  public var settings: @Sendable () async throws -> PluginSettings

  public init(
    get: @escaping @Sendable (String, URL, [String: String], Language) async throws -> HostCallResult,
    storageValue: @escaping @Sendable (String, String) async throws -> String?,
    storageSet: @escaping @Sendable (String, String, String) async throws -> Bool,
    storageRemove: @escaping @Sendable (String, String) async throws -> Void,
    storageKeys: @escaping @Sendable (String) async throws -> [String],
    storageRemoveAll: @escaping @Sendable (String) async throws -> Void,
    favorites: @escaping @Sendable () async throws -> [PluginFavorite],
    savedArticles: @escaping @Sendable () async throws -> [PluginSavedArticle],
    settings: @escaping @Sendable () async throws -> PluginSettings
  ) {
    self.get = get
    self.storageValue = storageValue
    self.storageSet = storageSet
    self.storageRemove = storageRemove
    self.storageKeys = storageKeys
    self.storageRemoveAll = storageRemoveAll
    self.favorites = favorites
    self.savedArticles = savedArticles
    self.settings = settings
  }

  /// What a call gets where the host offers no services (a request sent without a handler).
  static let refusal = HostCallError(
    .failed, message: "This mosaic offers plugins no services here; run the plugin's command instead.")

  /// Services a host without them offers (the doctor's handshakes, tests): every call fails as `failed`, and
  /// removing a plugin's storage does nothing.
  public static let unavailable: PluginServices = {
    let refuse: @Sendable () -> HostCallError = { refusal }
    return PluginServices(
      get: { _, _, _, _ in throw refuse() }, storageValue: { _, _ in throw refuse() },
      storageSet: { _, _, _ in throw refuse() }, storageRemove: { _, _ in throw refuse() },
      storageKeys: { _ in throw refuse() }, storageRemoveAll: { _ in }, favorites: { throw refuse() },
      savedArticles: { throw refuse() }, settings: { throw refuse() })
  }()
}
