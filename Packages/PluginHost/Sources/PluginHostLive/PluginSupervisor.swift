import Core
import PluginKit
import Synchronization

/// Starts plugins when one of their contributions is first used, keeps each running for the rest of the session,
/// starts it again after a failure, and ends them all at shutdown. Nothing starts at boot.
///
/// ```swift
/// let supervisor = PluginSupervisor(store: store, services: services)
/// let reply = try await supervisor.send(request, to: plugin, language: .english)
/// supervisor.shutdown()
/// ```
public final class PluginSupervisor: Sendable {
  public let store: PluginStore
  public let limits: PluginLimits
  /// What plugins' calls to the host's services are served by, each call checked against its manifest first.
  public let services: PluginServices
  private let connections = Mutex<[String: PluginConnection]>([:])

  public init(store: PluginStore, limits: PluginLimits = .standard, services: PluginServices = .unavailable) {
    self.store = store
    self.limits = limits
    self.services = services
  }

  /// The ids of the plugins running now.
  public var running: [String] { connections.withLock { $0.keys.sorted() } }

  /// The installed plugin `id`, read from the index.
  public func installed(_ id: String) throws(PluginHostError) -> InstalledPlugin {
    guard let plugin = try store.loadIndex().plugins.first(where: { $0.manifest.id == id }) else {
      throw PluginHostError(.notInstalled, plugin: id)
    }
    return plugin
  }

  /// Sends `request` to `plugin`, starting it first when it is not running; the plugin's calls to the host's
  /// services while it works are answered within what its manifest declares.
  public func send(
    _ request: PluginRequest, to plugin: InstalledPlugin, language: Language
  ) async throws(PluginHostError) -> PluginReply {
    let id = plugin.manifest.id
    let connection = try connections.withLock { running throws(PluginHostError) -> PluginConnection in
      if let open = running[id], open.isUsable, open.plugin == plugin { return open }
      running[id]?.finish()
      let started = try PluginConnection.open(
        plugin, store: store, limits: limits, language: language == .german ? "de" : "en")
      running[id] = started
      return started
    }
    do {
      let handler = HostCallHandler(manifest: plugin.manifest, services: services, language: language)
      return try await connection.send(request, calls: handler)
    } catch {
      if !connection.isUsable { connections.withLock { _ = $0.removeValue(forKey: id) } }
      throw error
    }
  }

  /// Starts `plugin` on its own (apart from the running ones, never kept), completes the handshake within the
  /// deadline and ends it again: what `mosaic doctor` checks. The hash is verified first, as before every start.
  ///
  /// - Returns: The Landlock ABI the plugin ran under, 0 for none.
  public func handshake(_ plugin: InstalledPlugin, language: Language) throws(PluginHostError) -> Int {
    let connection = try PluginConnection.open(
      plugin, store: store, limits: limits, language: language == .german ? "de" : "en")
    defer { connection.shutdown() }
    return Int(connection.landlockABI)
  }

  /// Removes `plugin`: its process ended, its files (``PluginStore/remove(_:)``) and everything it stored.
  public func remove(_ id: String) async throws {
    let running = connections.withLock { $0.removeValue(forKey: id) }
    running?.shutdown()
    try store.remove(id)
    try await services.storageRemoveAll(id)
  }

  /// Ends every running plugin.
  public func shutdown() {
    let all = connections.withLock { running in
      defer { running = [:] }
      return Array(running.values)
    }
    for connection in all { connection.shutdown() }
  }
}
