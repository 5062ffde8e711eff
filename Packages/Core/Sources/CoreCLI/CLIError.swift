import Core

/// The one error type of CoreCLI: a command could not be run or shown as asked.
public struct CLIError: MosaicError, Equatable {
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// The parsed command groups subcommands and cannot run itself.
    case notRunnable
    /// A module registered dependencies of another type than its command expects.
    case wrongDependencies
    /// No module shows this kind of destination on the command line.
    case noPresenter
    /// Standard output or standard error could not be written.
    case outputFailed
    /// The program reading standard output closed it early (`EPIPE`, as with `| head`).
    case outputClosed
    /// This system has no user timers (no systemd user manager's folders, or not Linux).
    case timerUnsupported
    /// A timer's files could not be written or removed; `detail` is the folder and the system's reason.
    case timerNotWritten
  }

  public let code: Code
  /// The command concerned.
  public let command: String
  /// A type name, or the system's reason.
  public let detail: String?

  public init(_ code: Code, command: String, detail: String? = nil) {
    self.code = code
    self.command = command
    self.detail = detail
  }

  public var codeName: String { code.rawValue }

  public func message(in language: Language) -> String {
    let detail = self.detail ?? ""
    return switch code {
    case .notRunnable:
      language.pick(
        en: "'mosaic \(command)' needs a subcommand; see `mosaic \(command) --help`.",
        de: "'mosaic \(command)' braucht einen Unterbefehl; siehe `mosaic \(command) --help`.")
    case .wrongDependencies:
      language.pick(
        en: "The module behind 'mosaic \(command)' registered the wrong dependencies (it expects '\(detail)'); "
          + "fix its register(into:).",
        de: "Das Modul hinter 'mosaic \(command)' hat falsche Abhängigkeiten registriert (erwartet '\(detail)'); "
          + "korrigiere sein register(into:).")
    case .noPresenter:
      language.pick(
        en: "No module shows '\(detail)' on the command line; add the module that owns it to the composition root.",
        de: "Kein Modul zeigt '\(detail)' auf der Kommandozeile; füge das Modul, dem es gehört, hinzu.")
    case .outputFailed:
      language.pick(
        en: "Mosaic could not write its output (\(detail)); check where standard output and error go.",
        de: "Mosaic konnte seine Ausgabe nicht schreiben (\(detail)); prüfe, wohin Standardausgabe und -fehler gehen.")
    case .outputClosed:
      language.pick(
        en: "Mosaic stopped writing because the program reading its '\(command)' closed it; nothing was lost.",
        de: "Mosaic hat aufgehört zu schreiben, weil das Programm, das seine '\(command)' liest, sie geschlossen hat; "
          + "nichts ging verloren.")
    case .timerUnsupported:
      language.pick(
        en:
          "'mosaic \(command)' needs systemd's user timers, which this system does not have; run it from cron instead.",
        de: "'mosaic \(command)' braucht die Benutzer-Timer von systemd, die dieses System nicht hat; starte es "
          + "stattdessen aus cron.")
    case .timerNotWritten:
      language.pick(
        en: "Mosaic could not write the timer's files in '\(detail)'; check that the folder is yours and writable.",
        de: "Mosaic konnte die Dateien des Timers in '\(detail)' nicht schreiben; prüfe, ob der Ordner dir gehört "
          + "und beschreibbar ist.")
    }
  }
}
