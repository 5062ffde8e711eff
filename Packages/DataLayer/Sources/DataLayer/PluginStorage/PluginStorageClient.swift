import Foundation

/// Each plugin's own key-value store (issue 21, host services), as a value of closures: the plugin id scopes every
/// call, so one plugin never reads another's keys. Keys are 1 to ``maximumKeyBytes`` bytes, values up to
/// ``maximumValueBytes``, at most ``maximumKeys`` a plugin; `set` refuses a new key past that (returns `false`).
///
/// The App hands out the live one (a table of the one database, part of `mosaic export`); tests use
/// ``inMemory()`` or ``failing``.
///
/// ```swift
/// let storage = PluginStorageClient.inMemory()
/// _ = try await storage.set("palette", "last", "q5Aq-4pHXK9")
/// try await storage.value("palette", "last")   // "q5Aq-4pHXK9"
/// try await storage.removeAll("palette")       // `mosaic plugins remove palette`
/// ```
public struct PluginStorageClient: Sendable {
  /// The value of the plugin's key, `nil` when none.
  public var value: @Sendable (_ plugin: String, _ key: String) async throws -> String?
  /// Stores the value under the plugin's key; `false` (nothing stored) when the key is new and the plugin keeps
  /// ``maximumKeys`` already.
  public var set: @Sendable (_ plugin: String, _ key: String, _ value: String) async throws -> Bool
  /// Removes the plugin's key; `false` when it held nothing.
  public var remove: @Sendable (_ plugin: String, _ key: String) async throws -> Bool
  /// The plugin's keys, sorted.
  public var keys: @Sendable (_ plugin: String) async throws -> [String]
  /// Removes every key of the plugin; answers how many there were.
  public var removeAll: @Sendable (_ plugin: String) async throws -> Int

  /// The longest key, in UTF-8 bytes (the same bound the plugin host checks).
  public static let maximumKeyBytes = 128
  /// The largest value, in UTF-8 bytes.
  public static let maximumValueBytes = 16 * 1024
  /// The most keys one plugin keeps.
  public static let maximumKeys = 256

  public init(
    value: @escaping @Sendable (String, String) async throws -> String?,
    set: @escaping @Sendable (String, String, String) async throws -> Bool,
    remove: @escaping @Sendable (String, String) async throws -> Bool,
    keys: @escaping @Sendable (String) async throws -> [String],
    removeAll: @escaping @Sendable (String) async throws -> Int
  ) {
    self.value = value
    self.set = set
    self.remove = remove
    self.keys = keys
    self.removeAll = removeAll
  }

  /// Every closure throws a ``DataLayerError`` with code `unexpectedCall` naming it.
  public static let failing = PluginStorageClient(
    value: { _, _ in throw DataLayerError.unexpectedCall("PluginStorageClient.value") },
    set: { _, _, _ in throw DataLayerError.unexpectedCall("PluginStorageClient.set") },
    remove: { _, _ in throw DataLayerError.unexpectedCall("PluginStorageClient.remove") },
    keys: { _ in throw DataLayerError.unexpectedCall("PluginStorageClient.keys") },
    removeAll: { _ in throw DataLayerError.unexpectedCall("PluginStorageClient.removeAll") }
  )

  /// Keys kept in memory by an actor, with the same bound on their number; for tests and previews.
  public static func inMemory() -> PluginStorageClient {
    let store = InMemoryPluginStorage()
    return PluginStorageClient(
      value: { plugin, key in await store.values[plugin]?[key] },
      set: { plugin, key, value in await store.set(plugin, key, value) },
      remove: { plugin, key in await store.remove(plugin, key) },
      keys: { plugin in await (store.values[plugin] ?? [:]).keys.sorted() },
      removeAll: { plugin in await store.removeAll(plugin) }
    )
  }
}

/// The state behind ``PluginStorageClient/inMemory()``.
private actor InMemoryPluginStorage {
  var values: [String: [String: String]] = [:]

  func set(_ plugin: String, _ key: String, _ value: String) -> Bool {
    let held = values[plugin] ?? [:]
    guard held[key] != nil || held.count < PluginStorageClient.maximumKeys else { return false }
    values[plugin, default: [:]][key] = value
    return true
  }

  func remove(_ plugin: String, _ key: String) -> Bool {
    values[plugin]?.removeValue(forKey: key) != nil
  }

  func removeAll(_ plugin: String) -> Int {
    values.removeValue(forKey: plugin)?.count ?? 0
  }
}
