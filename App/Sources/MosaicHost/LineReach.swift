import Core

/// What a line can reach, known from its first word before any module is built: the built-in modules its command
/// needs (the module that contributes it, the providers of every service those modules require or use, and the
/// contributors of every slot its page shows) and the installed plugins that may join. `mosaic gallery` builds and
/// registers three modules instead of eight; every line this table does not know (`ui`, `open`, `doctor`,
/// `features`, help, completions, a plugin's command, a line starting with an option) builds them all, as before.
///
/// The table is data, checked against the code: `LineReachTests` builds the whole registry and compares every row with
/// what the modules contribute and depend on, and boots each row's registry; `mosaic doctor` and `features` still
/// build and validate the whole graph.
struct LineReach: Equatable, Sendable {
  /// The ids of the built-in modules to build, in the composition root's order; `nil` for all of them.
  let modules: [String]?
  /// Which installed plugins join the registry.
  let plugins: InstalledPlugins.Reach

  /// Every built-in module and every installed plugin.
  static let everything = LineReach(modules: nil, plugins: .everything)

  /// The hot commands, by their first word. A plugin cannot take these names (`plugins add` refuses the clash).
  static let table: [String: LineReach] = [
    "gallery": LineReach(modules: ["services", "images", "gallery"], plugins: .nothing),
    "favorites": LineReach(modules: ["services", "images", "gallery"], plugins: .nothing),
    "news": LineReach(modules: ["services", "images", "news"], plugins: .nothing),
    // The photo page shows the detail slot's sections: the gallery's and any plugin's (through the plugins module).
    "photo": LineReach(modules: ["services", "images", "gallery", "detail", "plugins"], plugins: .photoSections),
  ]

  /// The section slots each row's page shows (`Subject.slot`, as `mosaic features` names them), whose every
  /// contributor the row must build (checked by the tests).
  static let slots: [String: [String]] = ["photo": ["Photo.detail"]]

  /// Words that make ArgumentParser answer about more than the one command (help, completions, the version), so
  /// the line needs every command registered.
  private static func asksAboutAll(_ word: String) -> Bool {
    word == "help" || word == "-h" || word == "--help" || word == "--version" || word.hasPrefix("---")
      || word.hasPrefix("--generate-completion") || word.hasPrefix("--experimental")
  }

  /// The reach of `arguments`: its first word's row, unless a word asks for help, completions or the version.
  static func of(_ arguments: [String]) -> LineReach {
    guard let first = arguments.first, let row = table[first] else { return .everything }
    return arguments.contains(where: asksAboutAll) ? .everything : row
  }

  /// The built-in modules `arguments` needs, built now, in the composition root's order.
  static func modules(for arguments: [String]) -> [any FeatureModule] {
    guard let ids = of(arguments).modules else { return CompositionRoot.modules }
    return CompositionRoot.builtIns.filter { ids.contains($0.id) }.map { $0.make() }
  }
}
