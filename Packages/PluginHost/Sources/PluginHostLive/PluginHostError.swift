import Core

/// Everything that can go wrong with a plugin, each one sentence naming the plugin, in English and German.
///
/// ```swift
/// PluginHostError(.changed, plugin: "weather").message(in: .english)
/// // "Plugin 'weather' changed since it was trusted; if you made that change, run `mosaic plugins trust weather`."
/// ```
public struct PluginHostError: MosaicError, Equatable {
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// No installed plugin has the id.
    case notInstalled
    /// The path holds no readable manifest, or the manifest breaks a rule; ``detail`` says which.
    case invalidManifest
    /// A plugin with the id is installed already.
    case alreadyInstalled
    /// The executable's SHA-256 is not the one recorded when it was trusted.
    case changed
    /// The executable could not be started; ``detail`` is the system's reason.
    case startFailed
    /// The plugin speaks no protocol version the host knows; ``detail`` names both.
    case unsupportedProtocol
    /// The plugin ended (crashed, was killed, exited) before answering; ``detail`` says how.
    case exited
    /// The plugin did not answer within ``limit`` seconds.
    case timedOut
    /// The plugin sent something that is not a message of the protocol.
    case garbage
    /// The plugin sent more than a reply may hold.
    case flooded
    /// The plugin answered with an error; ``detail`` is its sentence, cleaned.
    case failed
    /// Files of the plugin could not be written or read; ``detail`` is the system's reason.
    case storage
    /// The executable (``detail``, its path) is missing or may not be run.
    case notExecutable
    /// A dev plugin's folder (``detail``) holds ``value``, the home or data folder, which the plugin could then read.
    case devFolderTooWide
  }

  public let code: Code
  public let plugin: String
  public let detail: String?
  public let limit: Int?
  /// A second value the sentence names, like the folder a dev plugin's folder holds.
  public let value: String?

  public init(_ code: Code, plugin: String, detail: String? = nil, limit: Int? = nil, value: String? = nil) {
    self.code = code
    self.plugin = plugin
    self.detail = detail
    self.limit = limit
    self.value = value
  }

  public var codeName: String { code.rawValue }

  public func message(in language: Language) -> String {
    let name = plugin
    let detail = detail ?? ""
    switch code {
    case .notInstalled:
      return language.pick(
        en: "No plugin '\(name)' is installed; `mosaic plugins list` shows the installed ones.",
        de: "Kein Plugin '\(name)' ist installiert; `mosaic plugins list` zeigt die installierten.")
    case .invalidManifest:
      return language.pick(
        en: "The plugin at '\(name)' has no valid manifest (\(detail)); fix its mosaic-plugin.json as docs/plugins.md "
          + "describes.",
        de:
          "Das Plugin unter '\(name)' hat kein gültiges Manifest (\(detail)); korrigiere seine mosaic-plugin.json wie in "
          + "docs/plugins.md beschrieben.")
    case .alreadyInstalled:
      return language.pick(
        en: "A plugin '\(name)' is installed already; run `mosaic plugins remove \(name)` first.",
        de: "Ein Plugin '\(name)' ist schon installiert; führe zuerst `mosaic plugins remove \(name)` aus.")
    case .changed:
      return language.pick(
        en:
          "Plugin '\(name)' changed since it was trusted; if you made that change, run `mosaic plugins trust \(name)`.",
        de: "Das Plugin '\(name)' hat sich geändert, seit ihm vertraut wurde; wenn du das warst, führe "
          + "`mosaic plugins trust \(name)` aus.")
    case .startFailed:
      return language.pick(
        en: "Plugin '\(name)' could not be started (\(detail)); check it with `mosaic plugins log \(name)`.",
        de: "Das Plugin '\(name)' ließ sich nicht starten (\(detail)); prüfe es mit `mosaic plugins log \(name)`.")
    case .unsupportedProtocol:
      return language.pick(
        en: "Plugin '\(name)' speaks \(detail); update the plugin or mosaic so that they share a version.",
        de:
          "Das Plugin '\(name)' spricht \(detail); aktualisiere das Plugin oder mosaic, damit sie eine Version teilen.")
    case .exited:
      return language.pick(
        en: "Plugin '\(name)' ended without answering (\(detail)); see `mosaic plugins log \(name)`.",
        de: "Das Plugin '\(name)' endete ohne Antwort (\(detail)); siehe `mosaic plugins log \(name)`.")
    case .timedOut:
      return language.pick(
        en: "Plugin '\(name)' did not answer within \(limit ?? 0) s and was stopped; try again or see "
          + "`mosaic plugins log \(name)`.",
        de: "Das Plugin '\(name)' antwortete nicht binnen \(limit ?? 0) s und wurde beendet; versuche es erneut oder "
          + "siehe `mosaic plugins log \(name)`.")
    case .garbage:
      return language.pick(
        en: "Plugin '\(name)' answered with something that is not a message of the protocol (\(detail)); its author "
          + "should check it against docs/plugins.md.",
        de: "Das Plugin '\(name)' antwortete mit etwas, das keine Nachricht des Protokolls ist (\(detail)); sein Autor "
          + "sollte es mit docs/plugins.md abgleichen.")
    case .flooded:
      return language.pick(
        en:
          "Plugin '\(name)' sent more than the \(limit ?? 0) bytes a reply may hold and was stopped; its author should "
          + "send less.",
        de:
          "Das Plugin '\(name)' sandte mehr als die erlaubten \(limit ?? 0) Bytes einer Antwort und wurde beendet; sein "
          + "Autor sollte weniger senden.")
    case .failed:
      // The plugin's own sentence (cleaned, at most 200 characters), which names the offending value itself.
      let sentence = detail.hasSuffix(".") ? String(detail.dropLast()) : detail
      return language.pick(
        en: "Plugin '\(name)' failed: \(sentence).", de: "Das Plugin '\(name)' meldet einen Fehler: \(sentence).")
    case .notExecutable:
      return language.pick(
        en: "Plugin '\(name)' has no executable file at '\(detail)'; build it there and make it executable "
          + "(`chmod +x`).",
        de: "Das Plugin '\(name)' hat keine ausführbare Datei unter '\(detail)'; baue sie dort und mache sie "
          + "ausführbar (`chmod +x`).")
    case .devFolderTooWide:
      let held = value ?? ""
      return language.pick(
        en: "The folder '\(detail)' of plugin '\(name)' holds '\(held)', which the plugin could then read; keep the "
          + "plugin in a folder of its own.",
        de:
          "Der Ordner '\(detail)' des Plugins '\(name)' enthält '\(held)', das das Plugin dann lesen könnte; lege das "
          + "Plugin in einen eigenen Ordner.")
    case .storage:
      return language.pick(
        en: "The files of plugin '\(name)' could not be written or read (\(detail)); check the data folder's "
          + "permissions and free space.",
        de:
          "Die Dateien des Plugins '\(name)' ließen sich nicht schreiben oder lesen (\(detail)); prüfe die Rechte und "
          + "den freien Platz des Datenordners.")
    }
  }
}
