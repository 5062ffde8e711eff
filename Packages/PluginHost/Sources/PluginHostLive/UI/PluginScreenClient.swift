import Core
import Foundation
import NetworkLayer
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
/// requests through the ``PluginSupervisor`` (starting the plugin on first use, keeping it up for the session); the
/// connection takes one request at a time and waits for the plugin on a thread of its own, so a plugin that takes its
/// time never holds a thread of the app's.
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
  /// The host's image pipeline, which draws the pictures of the items (their addresses already checked against the
  /// manifest's origins when the items arrived); `nil` draws none.
  public var images: ImageClient?

  public init(
    loadTab: @escaping @Sendable (String, String, Language) async throws -> PluginPage,
    resolveRoute: @escaping @Sendable (PluginDestination, Language) async throws -> PluginPage,
    perform: @escaping @Sendable (PluginActionRequest, Language) async throws -> PluginActionResult,
    images: ImageClient? = nil
  ) {
    self.loadTab = loadTab
    self.resolveRoute = resolveRoute
    self.perform = perform
    self.images = images
  }

  /// Every request through `supervisor`; the installed plugins are read once, on first use of each. Items' pictures
  /// from the manifest's declared origins are drawn through `images`.
  public static func live(_ supervisor: PluginSupervisor, images: ImageClient? = nil) -> PluginScreenClient {
    let channels = PluginChannels(supervisor: supervisor)
    return PluginScreenClient(
      loadTab: { plugin, tab, language in
        var request = PluginRequest(type: .tab, id: 0)
        request.tab = tab
        let reply = try await channels.send(request, to: plugin, language: language, needs: PluginProtocol.tabsVersion)
        guard reply.type == .items, let items = reply.items else {
          throw PluginHostError(.garbage, plugin: plugin, detail: "no items")
        }
        let pictures = PluginPictureGate(manifest: try channels.installed(plugin).manifest)
        return PluginPage(items: PluginItems.sectionItems(items, pictures: pictures))
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
      },
      images: images)
  }
}

/// The live client's plumbing: the installed plugins by id, read once each; requests go through the supervisor.
private final class PluginChannels: Sendable {
  let supervisor: PluginSupervisor
  private let plugins = Mutex<[String: InstalledPlugin]>([:])

  init(supervisor: PluginSupervisor) {
    self.supervisor = supervisor
  }

  func send(
    _ request: PluginRequest, to id: String, language: Language, needs version: Int
  ) async throws(PluginHostError) -> PluginReply {
    let plugin = try installed(id)
    guard plugin.manifest.api.max >= version else {
      throw PluginHostError(
        .unsupportedProtocol, plugin: id,
        detail: "protocol \(plugin.manifest.api.max), and its tabs need protocol \(version)")
    }
    return try await supervisor.send(request, to: plugin, language: language)
  }

  func installed(_ id: String) throws(PluginHostError) -> InstalledPlugin {
    if let known = plugins.withLock({ $0[id] }) { return known }
    let plugin = try supervisor.installed(id)
    plugins.withLock { $0[id] = plugin }
    return plugin
  }
}
