import Core
import CoreCLI
import PluginHostLive
import PluginKit

/// `mosaic plugins list`: each plugin with its version, trust, contributions and permissions.
struct PluginsOutput: CommandOutput {
  enum Status: String, Encodable, Sendable {
    /// The executable has the hash recorded when it was trusted.
    case trusted
    /// It changed since: the host refuses it until `mosaic plugins trust ID`.
    case changed
    /// It cannot be read.
    case missing
    /// Linked from a development folder (`plugins add --dev`): a rebuild is trusted as it is.
    case dev
  }

  struct Entry: Encodable, Sendable {
    let id: String
    let version: String
    let name: String
    let nameDE: String?
    let status: Status
    let sha256: String
    /// The development folder a dev plugin runs from.
    let dev: String?
    let commands: [String]
    let routes: [String]
    let network: [String]
    let storage: Bool
    let read: [String]

    init(_ plugin: InstalledPlugin, status: Status) {
      let manifest = plugin.manifest
      id = manifest.id
      version = manifest.version
      name = manifest.names.en
      nameDE = manifest.names.de
      self.status = status
      sha256 = plugin.sha256
      dev = plugin.dev.map { TerminalText.line($0) }
      commands = manifest.contributions.commands.map(\.name)
      routes = manifest.contributions.routes.map { "mosaic://" + $0.pattern }
      network = manifest.permissions.network
      storage = manifest.permissions.storage
      read = manifest.permissions.read
    }

    func permissions(in language: Language) -> String {
      var granted = network.map { language.pick(en: "fetch from \($0)", de: "von \($0) laden") }
      if storage { granted.append(language.pick(en: "keep its own data", de: "eigene Daten speichern")) }
      granted += read.map { language.pick(en: "read \($0)", de: "\($0) lesen") }
      return granted.isEmpty ? language.pick(en: "none", de: "keine") : granted.joined(separator: ", ")
    }

    func lines(in style: TextStyle) -> [String] {
      let language = style.language
      let shown = language == .german ? (nameDE ?? name) : name
      let state: String =
        switch status {
        case .trusted: language.pick(en: "trusted", de: "vertraut")
        case .changed:
          language.pick(
            en: "changed — run `mosaic plugins trust \(id)`", de: "geändert — `mosaic plugins trust \(id)` ausführen")
        case .missing: language.pick(en: "executable missing", de: "Programm fehlt")
        case .dev:
          language.pick(
            en: "dev — linked to \(dev ?? "?"), rebuilds trusted",
            de: "Entwicklung — verknüpft mit \(dev ?? "?"), "
              + "Neubauten vertraut")
        }
      var rows = [
        style.palette.paint("\(shown) — \(id) \(version)", .heading),
        "  " + TerminalText.pad(language.pick(en: "status", de: "Status"), width: 14) + state,
        "  " + TerminalText.pad("sha256", width: 14) + sha256,
      ]
      if !commands.isEmpty {
        rows.append(
          "  " + TerminalText.pad(language.pick(en: "commands", de: "Befehle"), width: 14)
            + commands.joined(separator: ", "))
      }
      if !routes.isEmpty {
        rows.append(
          "  " + TerminalText.pad(language.pick(en: "routes", de: "Routen"), width: 14) + routes.joined(separator: ", ")
        )
      }
      rows.append(
        "  " + TerminalText.pad(language.pick(en: "permissions", de: "Rechte"), width: 14) + permissions(in: language))
      return rows
    }
  }

  let plugins: [Entry]
  /// The Landlock ABI plugins run under; 0 when the kernel offers none.
  let landlockABI: Int

  func lines(in style: TextStyle) -> [String] {
    let language = style.language
    guard !plugins.isEmpty else {
      return [
        language.pick(
          en: "No plugins installed; add one with `mosaic plugins add PATH`.",
          de: "Keine Plugins installiert; füge eines mit `mosaic plugins add PFAD` hinzu.")
      ]
    }
    var lines: [String] = []
    for (index, plugin) in plugins.enumerated() {
      if index > 0 { lines.append("") }
      lines += plugin.lines(in: style)
    }
    if landlockABI == 0 {
      lines += [
        "",
        language.pick(
          en: "This kernel offers no Landlock: plugins run with resource limits only.",
          de: "Dieser Kernel bietet kein Landlock: Plugins laufen nur mit Ressourcengrenzen."),
      ]
    }
    return lines
  }
}

/// `mosaic plugins add|remove|trust`: what changed, and the plugin as it is now.
struct PluginChange: CommandOutput {
  enum Change: String, Encodable, Sendable { case added, removed, trusted }

  let change: Change
  let plugin: PluginsOutput.Entry

  init(_ change: Change, _ plugin: PluginsOutput.Entry) {
    self.change = change
    self.plugin = plugin
  }

  func lines(in style: TextStyle) -> [String] {
    let language = style.language
    let id = plugin.id
    let first: String =
      switch change {
      case .added:
        language.pick(
          en: "Added '\(id)' \(plugin.version); it may: \(plugin.permissions(in: language)).",
          de: "'\(id)' \(plugin.version) hinzugefügt; es darf: \(plugin.permissions(in: language)).")
      case .removed: language.pick(en: "Removed '\(id)'.", de: "'\(id)' entfernt.")
      case .trusted:
        language.pick(en: "Trusted '\(id)' as it is now.", de: "'\(id)' wird in seinem jetzigen Stand vertraut.")
      }
    return [first] + (change == .removed ? [] : Array(plugin.lines(in: style).dropFirst()))
  }
}
