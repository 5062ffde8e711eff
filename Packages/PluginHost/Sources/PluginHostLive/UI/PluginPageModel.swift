import Core
import Observation

/// What a plugin page shows and does: a tab's items or a route's page, loaded through the ``PluginScreenClient``;
/// its own state (loading, loaded, failed with the typed error), so a plugin that fails fails only its page. It never
/// navigates: opening a link or an action's page is an intent its coordinator carries out.
@MainActor @Observable
final class PluginPageModel {
  /// Where the page's content comes from.
  enum Source {
    case tab(plugin: String, tab: String)
    case route(PluginDestination)
    /// A page an action answered with, shown as it is.
    case page(plugin: String, PluginPage)

    var plugin: String {
      switch self {
      case .tab(let plugin, _), .page(let plugin, _): plugin
      case .route(let destination): destination.plugin
      }
    }
  }

  enum Phase {
    case loading
    case loaded(PluginPage)
    case failed(any Error)
  }

  /// What the coordinator does for the page.
  enum Intent {
    case open(String)
    case show(PluginPage)
  }

  let source: Source
  private let client: PluginScreenClient
  private(set) var phase: Phase = .loading
  /// The last action's sentence (its result, or why it failed); `nil` when there is none.
  private(set) var note: String?
  private(set) var isPerforming = false
  @ObservationIgnored var onIntent: ((Intent) -> Void)?

  init(source: Source, client: PluginScreenClient) {
    self.source = source
    self.client = client
    if case .page(_, let page) = source { phase = .loaded(page) }
  }

  var isFailed: Bool { if case .failed = phase { true } else { false } }
  var isLoading: Bool { if case .loading = phase { true } else { false } }

  /// Asks the plugin for the page (again): the plugin starts here when it is not running.
  func load(in language: Language) async {
    phase = .loading
    do {
      switch source {
      case .tab(let plugin, let tab): phase = .loaded(try await client.loadTab(plugin, tab, language))
      case .route(let destination): phase = .loaded(try await client.resolveRoute(destination, language))
      case .page(_, let page): phase = .loaded(page)
      }
    } catch {
      phase = .failed(error)
    }
  }

  /// Enter on `item`: its link opens; else the plugin performs its first action and the result shows.
  func activate(_ item: SectionItem, in language: Language) async {
    for action in item.actions {
      if case .open(let url) = action.kind {
        onIntent?(.open(url))
        return
      }
    }
    guard !isPerforming, case .tab(let plugin, let tab) = source, let action = item.actions.first else { return }
    isPerforming = true
    defer { isPerforming = false }
    note = nil
    do {
      let request = PluginActionRequest(plugin: plugin, tab: tab, item: item.id, action: action.id)
      switch try await client.perform(request, language) {
      case .done(let message): note = message ?? PluginScreenStrings.done(action.title, language)
      case .page(let page): onIntent?(.show(page))
      }
    } catch {
      note = describe(error, in: language)
    }
  }

  /// Says why a link did not open.
  func failedToOpen(_ error: any Error, in language: Language) {
    note = describe(error, in: language)
  }
}
