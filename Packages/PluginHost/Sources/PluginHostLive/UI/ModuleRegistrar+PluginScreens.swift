import Core
import CoreUI
import PluginKit

extension ModuleRegistrar {
  /// Contributes a plugin's manifest tab to the terminal app, after the built-in tabs (`order` from 10,000 on), titled
  /// by the manifest in the person's language (controls stripped). Its id is the plugin's id, or `ID-TAB` when the
  /// tab's id differs. Nothing starts until the tab is first shown; its screen then asks the plugin through `client`.
  ///
  /// ```swift
  /// registrar.pluginTab(spec, plugin: "moon", order: 10_000) { resolver in .live(try resolver.resolve()) }
  /// ```
  public func pluginTab(
    _ spec: TabSpec, plugin: String, order: Int, client: @escaping @Sendable (Resolver) throws -> PluginScreenClient
  ) {
    let english = PluginHostText.clean(spec.title.en, limit: 80)
    let german = PluginHostText.clean(spec.title.text(german: true), limit: 80)
    let title = CoreUI.LocalizedText(en: english, de: german)
    tab(spec.id == plugin ? plugin : "\(plugin)-\(spec.id)", title: title, order: order, with: client) {
      client, context in
      PluginPageCoordinator(
        source: .tab(plugin: plugin, tab: spec.id), client: client, context: context, title: title.text(in:))
    }
  }

  /// Contributes the screen every plugin route (``PluginDestination``) opens in the terminal app: the plugin's page,
  /// titled by its output or by the address.
  public func pluginRouteScreens(client: @escaping @Sendable (Resolver) throws -> PluginScreenClient) {
    screen(PluginDestination.self, with: client) { client, destination, context in
      let address = PluginHostText.clean(destination.url, limit: 80)
      return PluginPageCoordinator(
        source: .route(destination), client: client, context: context, title: { _ in address })
    }
  }
}
