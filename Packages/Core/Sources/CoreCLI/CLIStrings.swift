import Core
import Foundation
import SafeText

/// The words CoreCLI itself prints, one entry per language.
public enum CLIStrings {
  static func loading(_ language: Language) -> String {
    language.pick(en: "loading…", de: "wird geladen …")
  }

  static func unavailable(_ reason: String, _ language: Language) -> String {
    language.pick(en: "unavailable: \(reason)", de: "nicht verfügbar: \(reason)")
  }

  /// A directory flag whose value is blank or starts with `-`.
  static func badDirectory(flag: String, value: String, _ language: Language) -> String {
    let shown = TerminalText.line(value)
    guard !shown.trimmingCharacters(in: .whitespaces).isEmpty else {
      return language.pick(
        en: "The directory given with \(flag) is blank; pass a path.",
        de: "Der mit \(flag) angegebene Ordner ist leer; gib einen Pfad an.")
    }
    return language.pick(
      en: "The directory given with \(flag) ('\(shown)') is blank or looks like a flag; pass a path, like ./\(shown).",
      de: "Der mit \(flag) angegebene Ordner ('\(shown)') ist leer oder sieht wie eine Option aus; gib einen Pfad an, "
        + "etwa ./\(shown).")
  }

  static func nothingToShow(_ language: Language) -> String {
    language.pick(en: "(nothing to show)", de: "(nichts anzuzeigen)")
  }

  /// `★`, `☆`, `✓` or `•`.
  public static func markSymbol(_ mark: Mark) -> String {
    switch mark {
    case .favorite: "★"
    case .notFavorite: "☆"
    case .saved: "✓"
    case .notSaved: "•"
    }
  }

  /// `★ favorite`, `☆ not a favorite`, …
  public static func markPhrase(_ mark: Mark, _ language: Language) -> String {
    let words =
      switch mark {
      case .favorite: language.pick(en: "favorite", de: "Favorit")
      case .notFavorite: language.pick(en: "not a favorite", de: "kein Favorit")
      case .saved: language.pick(en: "saved", de: "gespeichert")
      case .notSaved: language.pick(en: "not saved", de: "nicht gespeichert")
      }
    return markSymbol(mark) + " " + words
  }

  /// Why the desktop cannot open a page or show a notification: a phrase that fits after a colon.
  static func desktopUnavailable(_ reason: DesktopClient.Unavailable, _ language: Language) -> String {
    switch reason {
    case .noOpener:
      language.pick(
        en: "$BROWSER is not set and no system opener (xdg-open, open) is installed",
        de: "$BROWSER ist nicht gesetzt und kein Systemöffner (xdg-open, open) installiert")
    case .noDisplay:
      language.pick(
        en: "there is no display session (DISPLAY and WAYLAND_DISPLAY are unset)",
        de: "es gibt keine grafische Sitzung (DISPLAY und WAYLAND_DISPLAY sind nicht gesetzt)")
    case .noNotifier:
      language.pick(
        en: "notify-send is not installed (Debian: apt-get install libnotify-bin)",
        de: "notify-send ist nicht installiert (Debian: apt-get install libnotify-bin)")
    case .browserNotFound(let program):
      language.pick(
        en: "$BROWSER names '\(program)', which is not a program on PATH (set BROWSER to a browser's command, or "
          + "unset it)",
        de: "$BROWSER nennt '\(program)', das kein Programm im PATH ist (setze BROWSER auf den Befehl eines "
          + "Browsers oder entferne es)")
    case .exited(let program, let status):
      language.pick(
        en: "'\(program)' exited with status \(status)", de: "'\(program)' hat mit Status \(status) geendet")
    case .failed(let program, let reason):
      language.pick(
        en: "'\(program)' could not be started: \(reason)", de: "'\(program)' konnte nicht starten: \(reason)")
    case .unsupportedPlatform:
      language.pick(en: "this system has no way to do it", de: "dieses System bietet dafür keinen Weg")
    case .notAWebAddress(let url):
      language.pick(
        en: "'\(TerminalText.fit(url, width: 80))' is not an http or https address, so no program is given it",
        de: "'\(TerminalText.fit(url, width: 80))' ist keine http- oder https-Adresse, daher bekommt kein Programm sie")
    }
  }

  /// The line that marks results shown from a saved copy: `offline — showing results from … (why)`.
  public static func offlineNote(savedAt: Date, reason: String, _ language: Language) -> String {
    let time = LocalTimestamp.minute(savedAt)
    return language.pick(
      en: "offline — showing results from \(time) (\(reason))",
      de: "offline — zeige Ergebnisse vom \(time) (\(reason))")
  }
}
