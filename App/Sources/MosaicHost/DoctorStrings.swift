import Core
import CoreCLI
import Foundation
import NetworkLayerLive

/// Every line `mosaic doctor` shows a person, in each language.
enum DoctorStrings {
  static func heading(_ section: DoctorReport.Heading, _ language: Language) -> String {
    switch section {
    case .configuration: language.pick(en: "Configuration", de: "Konfiguration")
    case .directories: language.pick(en: "Directories", de: "Ordner")
    case .database: language.pick(en: "Database", de: "Datenbank")
    case .images: language.pick(en: "Images", de: "Bilder")
    case .rateLimits: language.pick(en: "Rate limits", de: "Anfragelimits")
    case .connectivity: language.pick(en: "Connectivity", de: "Verbindung")
    case .timers: language.pick(en: "Timers", de: "Timer")
    case .plugins: language.pick(en: "Plugins", de: "Plugins")
    }
  }

  static func noTimers(_ language: Language) -> String {
    language.pick(
      en: "none installed (`mosaic news watch --install` adds one)",
      de: "keiner installiert (`mosaic news watch --install` legt einen an)")
  }

  static func timer(folder: String, active: Bool?, _ language: Language) -> String {
    let state =
      switch active {
      case true?: language.pick(en: "active", de: "aktiv")
      case false?: language.pick(en: "installed, not active", de: "installiert, nicht aktiv")
      case nil:
        language.pick(
          en: "installed, state unknown (no systemctl or user bus)",
          de: "installiert, Zustand unbekannt (kein systemctl oder Benutzer-Bus)")
      }
    return "\(state) · \(folder)"
  }

  static func embeddedCatalog(_ language: Language) -> String {
    language.pick(en: "embedded catalog", de: "eingebauter Katalog")
  }

  static func keyState(_ variable: String, isSet: Bool, _ language: Language) -> String {
    isSet
      ? language.pick(en: "\(variable) set", de: "\(variable) gesetzt")
      : language.pick(en: "\(variable) not set", de: "\(variable) nicht gesetzt")
  }

  static func directoryDetail(_ directory: DoctorReport.Directory, _ language: Language) -> String {
    guard directory.exists else { return language.pick(en: "not created yet", de: "noch nicht angelegt") }
    let files = HostStrings.count(directory.files, en: ("file", "files"), de: ("Datei", "Dateien"), language)
    return "\(directory.permissions ?? "?") · \(files) · \(DoctorReport.size(directory.bytes))"
  }

  static func unavailable(_ error: String, _ language: Language) -> String {
    language.pick(en: "unavailable: \(error)", de: "nicht verfügbar: \(error)")
  }

  static func schema(version: Int?, favorites: Int?, savedArticles: Int?, _ language: Language) -> String {
    let count = favorites ?? 0
    let saved = savedArticles ?? 0
    return language.pick(
      en: "\(version.map(String.init) ?? "?") · \(count) favorites · \(saved) saved articles",
      de: "\(version.map(String.init) ?? "?") · \(count) Favoriten · \(saved) gespeicherte Artikel")
  }

  /// The labels of the configuration and database rows.
  enum Label {
    case deadline, ceiling, file, log, health, integrity, schema
  }

  static func label(_ label: Label, _ language: Language) -> String {
    switch label {
    case .deadline: language.pick(en: "deadline", de: "Frist")
    case .ceiling: language.pick(en: "ceiling", de: "Obergrenze")
    case .file: language.pick(en: "file", de: "Datei")
    case .log: language.pick(en: "log", de: "Protokoll")
    case .health: language.pick(en: "health", de: "Zustand")
    case .integrity: language.pick(en: "integrity", de: "Integrität")
    case .schema: language.pick(en: "schema", de: "Schema")
    }
  }

  /// A directory's role (`data`, `cache`) as the table labels it; JSON keeps the role's id.
  static func role(_ role: String, _ language: Language) -> String {
    switch role {
    case "data": language.pick(en: "data", de: "Daten")
    case "cache": language.pick(en: "cache", de: "Cache")
    default: role
    }
  }

  static func noFigures(_ language: Language) -> String {
    language.pick(en: "no figures seen yet", de: "noch keine Zahlen gesehen")
  }

  static func budget(remaining: Int?, limit: Int?, _ language: Language) -> String {
    let left = remaining.map(String.init) ?? "?"
    let all = limit.map(String.init) ?? "?"
    return language.pick(en: "\(left) of \(all) left", de: "\(left) von \(all) übrig")
  }

  static func seen(_ date: Date, _ language: Language) -> String {
    language.pick(en: " (seen \(LocalTimestamp.minute(date)))", de: " (gesehen \(LocalTimestamp.minute(date)))")
  }

  static func pausedUntil(_ date: Date, _ language: Language) -> String {
    language.pick(
      en: " · paused until \(LocalTimestamp.minute(date))", de: " · pausiert bis \(LocalTimestamp.minute(date))")
  }

  static func deadline(_ seconds: Double, _ language: Language) -> String {
    let shown = HostStrings.seconds(.milliseconds(Int((seconds * 1000).rounded())))
    return language.pick(
      en: "\(shown) s per request, connecting to last byte (MOSAIC_REQUEST_TIMEOUT)",
      de: "\(shown) s je Anfrage, vom Verbindungsaufbau bis zum letzten Byte (MOSAIC_REQUEST_TIMEOUT)")
  }

  static func ceiling(_ seconds: Double, _ language: Language) -> String {
    let shown = HostStrings.seconds(.milliseconds(Int((seconds * 1000).rounded())))
    return language.pick(
      en: "\(shown) s per command (\(CommandCeiling.variable))",
      de: "\(shown) s je Befehl (\(CommandCeiling.variable))")
  }

  /// An active rate-limit pause, as a problem.
  static func paused(_ service: ServiceDescriptor, until: Date, _ language: Language) -> String {
    let time = LocalTimestamp.minute(until)
    return language.pick(
      en: "Requests to \(service.name) at '\(service.hostDescription)' are paused until \(time) because its request "
        + "budget is spent; wait until then, or unset \(service.keyVariable) to use the embedded catalog.",
      de: "Anfragen an \(service.name) unter '\(service.hostDescription)' sind bis \(time) pausiert, weil das "
        + "Anfragekontingent aufgebraucht ist; warte bis dahin oder entferne \(service.keyVariable), um den "
        + "eingebauten Katalog zu nutzen.")
  }

  static func picturesPaused(host: String, until: Date, _ language: Language) -> String {
    let time = LocalTimestamp.minute(until)
    let host = TerminalText.fit(host, width: 80)
    return language.pick(
      en: "Pictures from '\(host)' are paused until \(time) because the image server asked Mosaic to slow down; "
        + "wait until then, or run 'mosaic cache clear images' to ask again now.",
      de: "Bilder von '\(host)' sind bis \(time) pausiert, weil der Bildserver Mosaic um eine Pause bat; warte bis "
        + "dahin oder führe 'mosaic cache clear images' aus, um jetzt erneut zu fragen.")
  }

  static func notChecked(_ language: Language) -> String {
    language.pick(
      en: "not checked: the embedded catalog needs no network",
      de: "nicht geprüft: der eingebaute Katalog braucht kein Netz")
  }

  static func reachability(_ reachable: Bool, _ language: Language) -> String {
    reachable
      ? language.pick(en: "reachable", de: "erreichbar")
      : language.pick(en: "unreachable", de: "nicht erreichbar")
  }

  /// The last line: how many problems, and how many warnings when there are some.
  static func summary(problems: Int, warnings: Int = 0, _ language: Language) -> String {
    let found =
      problems > 0
      ? language.pick(
        en: "\(problems) problem\(problems == 1 ? "" : "s") found",
        de: "\(problems) \(problems == 1 ? "Problem" : "Probleme") gefunden")
      : language.pick(en: "No problems found", de: "Keine Probleme gefunden")
    guard warnings > 0 else { return found + "." }
    return found
      + language.pick(
        en: "; \(warnings) warning\(warnings == 1 ? "" : "s").",
        de: "; \(warnings) \(warnings == 1 ? "Warnung" : "Warnungen").")
  }

  static func integrityFailed(_ path: String, _ language: Language) -> String {
    language.pick(
      en: "The database '\(path)' failed its integrity check; back it up and tell us what "
        + "`sqlite3 '\(path)' 'PRAGMA integrity_check'` says.",
      de: "Die Datenbank '\(path)' hat die Integritätsprüfung nicht bestanden; sichere sie und sag uns, was "
        + "`sqlite3 '\(path)' 'PRAGMA integrity_check'` meldet.")
  }
}
