import Core
import Foundation
import PluginKit
import Synchronization

/// What a plugin's tab or route screen shows: an optional title and the items, cleaned as every section's.
public struct PluginPage: Sendable, Equatable {
  public var title: String?
  public var items: [SectionItem]

  public init(title: String? = nil, items: [SectionItem]) {
    self.title = title
    self.items = items
  }
}

/// An item's action, as the terminal app asks a plugin to perform it.
public struct PluginActionRequest: Sendable, Equatable {
  public var plugin: String
  /// The tab that listed the item.
  public var tab: String
  public var item: String
  public var action: String

  public init(plugin: String, tab: String, item: String, action: String) {
    self.plugin = plugin
    self.tab = tab
    self.item = item
    self.action = action
  }
}

/// What performing an action led to: a sentence to show (or none), or a page to open.
public enum PluginActionResult: Sendable, Equatable {
  case done(message: String?)
  case page(PluginPage)
}

/// The terminal app's way to a plugin: a tab's items, a route's page, an item's action. The live value sends the
/// requests through the ``PluginSupervisor`` (starting the plugin on first use, keeping it up for the session) on a
/// thread of its own per plugin, so a plugin that takes its time never holds a thread of the app's.
///
/// ```swift
/// let client = PluginScreenClient.live(supervisor)
/// let page = try await client.loadTab("moon", "moon", .english)
/// ```
public struct PluginScreenClient: Sendable {
  /// The items of tab `tab` (its id in the manifest) of plugin `plugin`.
  public var loadTab: @Sendable (_ plugin: String, _ tab: String, _ language: Language) async throws -> PluginPage
  /// The page a plugin's route resolves to.
  public var resolveRoute: @Sendable (_ destination: PluginDestination, _ language: Language) async throws -> PluginPage
  /// Performs an item's action.
  public var perform:
    @Sendable (_ request: PluginActionRequest, _ language: Language) async throws -> PluginActionResult

  public init(
    loadTab: @escaping @Sendable (String, String, Language) async throws -> PluginPage,
    resolveRoute: @escaping @Sendable (PluginDestination, Language) async throws -> PluginPage,
    perform: @escaping @Sendable (PluginActionRequest, Language) async throws -> PluginActionResult
  ) {
    self.loadTab = loadTab
    self.resolveRoute = resolveRoute
    self.perform = perform
  }

  /// Every request through `supervisor`; the installed plugins are read once, on first use of each.
  public static func live(_ supervisor: PluginSupervisor) -> PluginScreenClient {
    let channels = PluginChannels(supervisor: supervisor)
    return PluginScreenClient(
      loadTab: { plugin, tab, language in
        var request = PluginRequest(type: .tab, id: 0)
        request.tab = tab
        let reply = try await channels.send(request, to: plugin, language: language, needs: PluginProtocol.tabsVersion)
        guard reply.type == .items, let items = reply.items else {
          throw PluginHostError(.garbage, plugin: plugin, detail: "no items")
        }
        return PluginPage(items: PluginItems.sectionItems(items))
      },
      resolveRoute: { destination, language in
        var request = PluginRequest(type: .route, id: 0)
        request.url = destination.url
        request.parameters = destination.parameters
        let reply = try await channels.send(request, to: destination.plugin, language: language, needs: 1)
        guard reply.type == .output, let output = reply.output else {
          throw PluginHostError(.garbage, plugin: destination.plugin, detail: "no output")
        }
        return PluginItems.page(output)
      },
      perform: { action, language in
        var request = PluginRequest(type: .action, id: 0)
        request.tab = action.tab
        request.item = action.item
        request.action = action.action
        let reply = try await channels.send(
          request, to: action.plugin, language: language, needs: PluginProtocol.tabsVersion)
        switch reply.type {
        case .done: return .done(message: reply.message.map { PluginHostText.clean($0, limit: 200) })
        case .output: return .page(PluginItems.page(reply.output ?? PluginOutput()))
        default: throw PluginHostError(.garbage, plugin: action.plugin, detail: "no result")
        }
      })
  }
}

/// The live client's plumbing: the installed plugins by id, and one serial queue per plugin id for the process (every
/// tab's and route's client shares it), so requests to one plugin never interleave on its channel and a blocking
/// wait never runs on the concurrency pool.
private final class PluginChannels: Sendable {
  let supervisor: PluginSupervisor
  private let plugins = Mutex<[String: InstalledPlugin]>([:])
  private static let queues = Mutex<[String: DispatchQueue]>([:])

  init(supervisor: PluginSupervisor) {
    self.supervisor = supervisor
  }

  func send(
    _ request: PluginRequest, to id: String, language: Language, needs version: Int
  ) async throws(PluginHostError) -> PluginReply {
    let (plugin, queue) = try channel(id)
    guard plugin.manifest.api.max >= version else {
      throw PluginHostError(
        .unsupportedProtocol, plugin: id,
        detail: "protocol \(plugin.manifest.api.max), and its tabs need protocol \(version)")
    }
    let result = await withCheckedContinuation {
      (continuation: CheckedContinuation<Result<PluginReply, PluginHostError>, Never>) in
      queue.async { [supervisor] in
        continuation.resume(
          returning: Result { () throws(PluginHostError) in try supervisor.send(request, to: plugin, language: language)
          })
      }
    }
    return try result.get()
  }

  private func channel(_ id: String) throws(PluginHostError) -> (InstalledPlugin, DispatchQueue) {
    let plugin: InstalledPlugin
    if let known = plugins.withLock({ $0[id] }) {
      plugin = known
    } else {
      plugin = try supervisor.installed(id)
      plugins.withLock { $0[id] = plugin }
    }
    let queue = Self.queues.withLock { queues in
      if let queue = queues[id] { return queue }
      let queue = DispatchQueue(label: "mosaic.plugin.\(id)")
      queues[id] = queue
      return queue
    }
    return (plugin, queue)
  }
}
