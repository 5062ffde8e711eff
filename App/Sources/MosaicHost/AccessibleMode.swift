import Core

/// `mosaic ui --accessible` (or `accessible: true` in the configuration file): the app's screens as plain
/// lines a screen reader follows, in the terminal's own scrollback (see ``CoreUI/UIPresentation/transcript``).
/// Offered in one sentence when `TERM` says the terminal is a dumb one or the Linux console without color,
/// never forced.
enum AccessibleMode {
  /// Whether `TERM` suggests the accessible mode: `dumb` (where the full-screen app cannot draw), or the Linux
  /// console with `NO_COLOR` set (where screen readers such as Speakup run).
  static func isSuggested(by environment: [String: String]) -> Bool {
    let term = environment["TERM"] ?? ""
    return term == "dumb" || (term == "linux" && !(environment["NO_COLOR"] ?? "").isEmpty)
  }

  /// The environment the terminal check sees in the accessible mode: plain lines need no cursor addressing, so
  /// a dumb terminal (or none named) does; standard input and output must still be a terminal, for the keys.
  static func checked(_ environment: [String: String]) -> [String: String] {
    let term = environment["TERM"] ?? ""
    guard term == "dumb" || term.isEmpty else { return environment }
    var checked = environment
    checked["TERM"] = "accessible"
    return checked
  }

  /// The one sentence that offers the mode.
  static func suggestion(_ language: Language) -> String {
    language.pick(
      en: "This terminal looks like one for a screen reader; `mosaic ui --accessible` shows every screen as plain "
        + "lines.",
      de: "Dieses Terminal sieht nach einem für einen Bildschirmleser aus; `mosaic ui --accessible` zeigt jeden "
        + "Bildschirm als einfache Zeilen.")
  }
}
