import Core
import CoreCLI
import Foundation
import PluginHostLive
import PluginKit

/// What `mosaic doctor` found about one installed plugin: its executable is there and may run, its SHA-256 is the
/// trusted one (a dev plugin's rebuild is trusted as it is), and it completes the handshake within the deadline
/// through the supervisor, confined as every start is. A changed executable is never started.
struct PluginCheck: Encodable, Sendable {
  let id: String
  let version: String
  /// The development folder of a plugin added with `--dev`.
  let dev: String?
  let executable: String
  /// The file exists and may be executed.
  let runnable: Bool
  /// Its SHA-256 now; `nil` when it cannot be read.
  let sha256: String?
  /// Whether ``sha256`` is the one recorded; a dev plugin's differs after a rebuild, which is no problem.
  let hashMatches: Bool
  /// Whether the handshake succeeded; `nil` when the plugin was not started (not runnable, or changed).
  let handshake: Bool?
  /// The Landlock ABI it ran under in the handshake.
  let landlockABI: Int?
  /// The one sentence saying what is wrong, if anything.
  let problem: String?

  /// Checks every installed plugin through `supervisor`; a problem sentence when the index cannot be read.
  static func all(_ supervisor: PluginSupervisor, language: Language) -> ([PluginCheck], String?) {
    do {
      return (try supervisor.store.installed().map { check($0, supervisor, language) }, nil)
    } catch {
      return ([], error.message(in: language))
    }
  }

  static func check(_ plugin: InstalledPlugin, _ supervisor: PluginSupervisor, _ language: Language) -> PluginCheck {
    let store = supervisor.store
    let id = plugin.manifest.id
    let path = store.executableURL(of: plugin).path
    let runnable = FileManager.default.isExecutableFile(atPath: path)
    let current = try? store.currentHash(of: plugin).sha256
    let matches = current == plugin.sha256
    var handshake: Bool?
    var abi: Int?
    var problem: String?
    if !runnable {
      problem = PluginHostError(.notExecutable, plugin: id, detail: TerminalText.line(path))
        .message(in: language)
    } else if current == nil || (!matches && plugin.dev == nil) {
      problem = PluginHostError(.changed, plugin: id).message(in: language)
    } else {
      do {
        abi = try supervisor.handshake(plugin, language: language)
        handshake = true
      } catch {
        handshake = false
        problem = error.message(in: language)
      }
    }
    return PluginCheck(
      id: id, version: plugin.manifest.version, dev: plugin.dev.map { TerminalText.line($0) },
      executable: TerminalText.line(path), runnable: runnable, sha256: current, hashMatches: matches,
      handshake: handshake, landlockABI: abi, problem: problem)
  }

  /// The row `mosaic doctor` prints: the version, how it is trusted, and the handshake or the problem.
  func summary(_ language: Language) -> String {
    var parts = [version]
    if let dev { parts.append(language.pick(en: "dev, linked to \(dev)", de: "Entwicklung, verknüpft mit \(dev)")) }
    if let problem {
      parts.append(problem)
    } else {
      parts.append(language.pick(en: "hash trusted", de: "Prüfsumme vertraut"))
      parts.append(language.pick(en: "handshake answered", de: "Handschlag beantwortet"))
    }
    return parts.joined(separator: " · ")
  }

  /// The one line `mosaic doctor` says when plugins are installed and the kernel offers no Landlock.
  static func landlockWarning(abi: Int, plugins: Int, _ language: Language) -> String? {
    guard abi == 0, plugins > 0 else { return nil }
    return language.pick(
      en: "This kernel offers no Landlock, so plugins run without the kernel sandbox (resource limits only); use a "
        + "Linux 5.13 or later kernel with Landlock enabled to confine them.",
      de: "Dieser Kernel bietet kein Landlock, daher laufen Plugins ohne die Sandbox des Kernels (nur mit "
        + "Ressourcengrenzen); nutze einen Kernel ab Linux 5.13 mit Landlock, um sie einzuschränken.")
  }

  /// The one line `mosaic doctor` says when plugins are installed and they cannot start from a sealed copy.
  static func sealedCopyWarning(available: Bool, plugins: Int, _ language: Language) -> String? {
    guard !available, plugins > 0 else { return nil }
    return language.pick(
      en: "This kernel lets no memfd be executed (vm.memfd_noexec = 2), so plugins start from their installed file and "
        + "a rewrite of that file between its check and its start is not caught; set vm.memfd_noexec to 0 or 1 "
        + "to close that window.",
      de: "Dieser Kernel erlaubt kein ausführbares memfd (vm.memfd_noexec = 2), daher starten Plugins aus ihrer "
        + "installierten Datei, und ein Überschreiben dieser Datei zwischen Prüfung und Start bleibt unbemerkt; setze "
        + "vm.memfd_noexec auf 0 oder 1, um diese Lücke zu schließen.")
  }
}
