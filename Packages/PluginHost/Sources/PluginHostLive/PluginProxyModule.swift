import Core
import CoreCLI
import CoreUI
import NetworkLayer
import PluginKit

/// An installed plugin as a feature module: it registers the manifest's commands, routes, photo-page sections and
/// terminal-app tabs through the same
/// registrar, and so the same validation, as every built-in module (a name or route shape another module has is
/// refused with one sentence naming both). Registering starts nothing; the plugin runs when a contribution is used.
///
/// ```swift
/// let modules = CompositionRoot.modules + store.load().map(PluginProxyModule.init)
/// ```
public struct PluginProxyModule: FeatureModule {
  public let plugin: InstalledPlugin

  public init(_ plugin: InstalledPlugin) {
    self.plugin = plugin
  }

  public var id: String { plugin.moduleID }
  public var version: SemanticVersion {
    (try? SemanticVersion(parsing: plugin.manifest.version)) ?? SemanticVersion(0, 0, 0)
  }
  public var displayName: String { plugin.manifest.names.en + " (plugin)" }

  public func displayName(in language: Language) -> String {
    language.pick(en: displayName, de: plugin.manifest.names.text(german: true) + " (Plugin)")
  }

  public var requires: [ServiceKey] { [ServiceKey(PluginSupervisor.self)] }
  public var provides: [ServiceKey] { [] }
  /// The image pipeline, for the pictures of its tabs' items (declared origins only).
  public var uses: [ServiceKey] { [ServiceKey(ImageClient.self)] }

  public func register(into registrar: ModuleRegistrar) throws {
    let plugin = plugin
    for spec in plugin.manifest.contributions.commands {
      let slot = PluginCommandTable.slot(
        for: "\(plugin.manifest.id)/\(spec.name)",
        configuration: PluginCommandLine.configuration(for: spec, plugin: plugin.manifest), spec: spec)
      registrar.pluginCommand(slot: slot) { resolver in
        PluginCommandTarget(supervisor: try resolver.resolve(PluginSupervisor.self), plugin: plugin, spec: spec)
      }
    }
    for spec in plugin.manifest.contributions.sections where spec.slot == "photo" {
      let slot = PluginSectionTable.slot(
        for: "\(plugin.manifest.id)/\(spec.id)", id: "plugin.\(plugin.manifest.id).\(spec.id)")
      registrar.pluginSection(slot: slot) { resolver in
        PluginSectionTarget(supervisor: try resolver.resolve(PluginSupervisor.self), plugin: plugin, spec: spec)
      }
    }
    for (index, spec) in plugin.manifest.contributions.tabs.enumerated() {
      registrar.pluginTab(spec, plugin: plugin.manifest.id, order: 10_000 + index) { resolver in
        .live(try resolver.resolve(PluginSupervisor.self), images: try resolver.resolveIfRegistered(ImageClient.self))
      }
    }
    for route in plugin.manifest.contributions.routes {
      try registrar.route(route.pattern, summary: PluginHostText.clean(route.summary, limit: 200)) { match in
        PluginDestination(
          plugin: plugin.manifest.id, url: match.url, parameters: match.query.merging(match.parameters) { $1 })
      }
    }
  }
}
