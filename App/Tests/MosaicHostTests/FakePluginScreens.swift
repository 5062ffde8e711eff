import Core
import CoreUI
import MosaicHost
import NetworkLayer
import PluginHostLive
import PluginKit
import Synchronization

/// A plugin's tab and route screens in `mosaic ui` with an in-process client in place of the plugin process: the
/// real registration (``ModuleRegistrar/pluginTab(_:plugin:order:client:)``), coordinators and screens, with each
/// answer scripted and every call counted. A tab load can be held until the test lets it go.
final class FakePluginScreens: Sendable {
  /// What the tab answers on each load, in turn (the last one again after that); a thrown error fails the load.
  let tabAnswers: [Result<PluginPage, PluginHostError>]
  let routePage: PluginPage
  let actionResult: PluginActionResult
  /// The image pipeline the screens draw items' pictures through; `nil` draws none.
  let images: ImageClient?
  private let state = Mutex(
    (tabLoads: 0, routes: [PluginDestination](), actions: [PluginActionRequest](), held: false))
  private let gate: AsyncStream<Void>
  private let release: AsyncStream<Void>.Continuation

  init(
    tabAnswers: [Result<PluginPage, PluginHostError>], routePage: PluginPage = PluginPage(items: []),
    actionResult: PluginActionResult = .done(message: nil), holdsFirstLoad: Bool = false, images: ImageClient? = nil
  ) {
    self.tabAnswers = tabAnswers
    self.images = images
    self.routePage = routePage
    self.actionResult = actionResult
    (gate, release) = AsyncStream.makeStream()
    state.withLock { $0.held = holdsFirstLoad }
  }

  var tabLoads: Int { state.withLock { $0.tabLoads } }
  var routes: [PluginDestination] { state.withLock { $0.routes } }
  var actions: [PluginActionRequest] { state.withLock { $0.actions } }

  /// Lets a held tab load answer.
  func letGo() { release.yield() }

  var client: PluginScreenClient {
    PluginScreenClient(
      loadTab: { _, _, _ in
        let (count, held) = self.state.withLock { state in
          state.tabLoads += 1
          defer { state.held = false }
          return (state.tabLoads, state.held)
        }
        if held {
          var waiting = self.gate.makeAsyncIterator()
          _ = await waiting.next()
        }
        return try self.tabAnswers[min(count, self.tabAnswers.count) - 1].get()
      },
      resolveRoute: { destination, _ in
        self.state.withLock { $0.routes.append(destination) }
        return self.routePage
      },
      perform: { request, _ in
        self.state.withLock { $0.actions.append(request) }
        return self.actionResult
      },
      images: images)
  }

  /// The composition root with this fake in place of the plugins module: a plugin `fake` with the tab `fake` (its
  /// English title carrying an escape sequence) and the route `fake/:thing`.
  func modules() -> [any FeatureModule] {
    CompositionRoot.modules.filter { !($0 is PluginsModule) } + [Module(screens: self)]
  }

  private struct Module: FeatureModule {
    let screens: FakePluginScreens
    let id = "plugin.fake"
    let version: SemanticVersion = "1.0.0"
    let displayName = "Fake (plugin)"
    func displayName(in language: Language) -> String { displayName }
    var requires: [ServiceKey] { [] }
    var provides: [ServiceKey] { [] }

    func register(into registrar: ModuleRegistrar) throws {
      let client = screens.client
      let spec = TabSpec(id: "fake", title: PluginKit.LocalizedText(en: "Fa\u{1B}[2Jke", de: "Attrappe"))
      registrar.pluginTab(spec, plugin: "fake", order: 10_000) { _ in client }
      registrar.pluginRouteScreens { _ in client }
      try registrar.route("fake/:thing", summary: "A fake page") { match in
        PluginDestination(plugin: "fake", url: match.url, parameters: match.parameters)
      }
    }
  }
}
