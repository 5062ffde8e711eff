import Core
import DataLayer
import Foundation
import PluginHostLive
import PluginKit

/// The installed plugins as proxy modules, read before the registry is built (their commands must be known to
/// parse the line): the data folder from `--data-dir` or the environment, as ``HostConfiguration`` finds it, then one
/// small index file. No plugin starts here.
enum InstalledPlugins {
  /// The plugins' folder under the data folder.
  static func store(in dataDirectory: URL) -> PluginStore {
    PluginStore(folder: dataDirectory.appendingPathComponent("plugins", isDirectory: true))
  }

  /// The ids of the plugins installed under `dataDirectory` (none when the index cannot be read).
  static func ids(in dataDirectory: URL) -> Set<String> {
    Set(store(in: dataDirectory).load().map(\.manifest.id))
  }

  /// A proxy module per installed plugin the line can reach (``reach(of:)``); none when the data folder cannot be
  /// found (the run then fails on that as before) or nothing is installed.
  static func proxies(arguments: [String], environment: [String: String]) -> [any FeatureModule] {
    let reach = reach(of: arguments)
    guard reach != .nothing, let folder = dataDirectory(arguments: arguments, environment: environment) else {
      return []
    }
    switch reach {
    case .nothing: return []
    case .photoSections: return store(in: folder).load(sectionsIn: "photo").map { PluginProxyModule($0) }
    case .everything: return store(in: folder).load().map { PluginProxyModule($0) }
    }
  }

  /// Which plugin contributions a run can use, from the built-in command its line starts with.
  enum Reach: Equatable {
    /// None: the command shows nothing a plugin contributes, so no plugin joins the registry (nor is the index read).
    case nothing
    /// Sections of the photo page, so only the plugins that contribute one join.
    case photoSections
    /// Any: a plugin's command, a route, a tab, a list of commands or modules (help, completions, `features`,
    /// `doctor`, `plugins`), or a line this table does not know.
    case everything
  }

  /// The hot commands whose pages plugins do not reach (a plugin command cannot take their names: `plugins add`
  /// refuses the clash), and the photo page, which holds plugin sections, by the first word (``LineReach/table``).
  /// Every other line reaches every plugin, and so does a hot line that asks for help, completions or the version:
  /// one rule with the built-in modules it builds (``LineReach/of(_:)``).
  static func reach(of arguments: [String]) -> Reach {
    LineReach.of(arguments).plugins
  }

  /// The data folder `arguments` and `environment` name, or `nil`.
  static func dataDirectory(arguments: [String], environment: [String: String]) -> URL? {
    var flag: String?
    var index = 0
    while index < arguments.count, arguments[index] != "--" {
      let word = arguments[index]
      if word == "--data-dir", index + 1 < arguments.count {
        flag = arguments[index + 1]
        index += 1
      } else if word.hasPrefix("--data-dir=") {
        flag = String(word.dropFirst("--data-dir=".count))
      }
      index += 1
    }
    let current = URL(fileURLWithPath: WorkingDirectory.path, isDirectory: true)
    return try? StorageLocations.resolve(
      dataDirectoryFlag: flag, cacheDirectoryFlag: nil, environment: environment, currentDirectory: current
    ).dataDirectory
  }

  /// Refuses a manifest whose commands or routes clash with a built-in module's or an installed plugin's: the
  /// registry's own check, on the composition root plus every plugin, with one sentence naming both.
  static func checkClash(_ manifest: PluginManifest, installed: [InstalledPlugin]) throws {
    let candidate = PluginProxyModule(InstalledPlugin(manifest: manifest, sha256: "", size: 0))
    _ = try PluginRegistry(
      modules: CompositionRoot.modules + installed.map { PluginProxyModule($0) } + [candidate],
      hostServices: MosaicHost.hostServices)
  }
}
