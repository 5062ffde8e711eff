import Core

/// Every line the app's own frame shows a person, in each language: global keys, help, the size note.
public enum UIStrings {
  public static func back(_ language: Language) -> String { language.pick(en: "back", de: "zurück") }
  public static func quit(_ language: Language) -> String { language.pick(en: "quit", de: "beenden") }
  public static func help(_ language: Language) -> String { language.pick(en: "help", de: "Hilfe") }
  public static func move(_ language: Language) -> String { language.pick(en: "move", de: "bewegen") }
  public static func open(_ language: Language) -> String { language.pick(en: "open", de: "öffnen") }
  public static func complete(_ language: Language) -> String {
    language.pick(en: "complete", de: "vervollständigen")
  }
  public static func tabs(_ language: Language) -> String { language.pick(en: "tabs", de: "Tabs") }
  public static func close(_ language: Language) -> String { language.pick(en: "close", de: "schließen") }

  /// The title of the help sheet.
  public static func keysOf(_ screen: String, _ language: Language) -> String {
    language.pick(en: "Keys — \(screen)", de: "Tasten — \(screen)")
  }

  /// Help's last line: what typing does, or the filter typed so far.
  public static func helpFilter(_ filter: String, _ language: Language) -> String {
    filter.isEmpty
      ? language.pick(en: "Type to filter these keys", de: "Tippen filtert diese Tasten")
      : language.pick(en: "Filter: \(filter)▏ (Esc clears)", de: "Filter: \(filter)▏ (Esc leert)")
  }

  /// The command palette in help.
  public static func palette(_ language: Language) -> String {
    language.pick(en: "command palette: tabs, routes, feeds", de: "Befehlspalette: Tabs, Routen, Feeds")
  }

  /// The keys every screen answers, for help.
  public static func globalKeys(_ language: Language) -> [KeyHint] {
    [
      KeyHint("←↑↓→ hjkl", move(language)),
      KeyHint("Enter", open(language)),
      KeyHint("Esc ⌫", back(language)),
      KeyHint("1–5", tabs(language)),
      KeyHint("?", help(language)),
      KeyHint(":", palette(language)),
      KeyHint("q", language.pick(en: "quit (from a tab)", de: "beenden (im Tab)")),
      KeyHint("Ctrl-Z", language.pick(en: "to the shell; fg returns", de: "zur Shell; fg kehrt zurück")),
    ]
  }

  /// What the app says when the terminal is smaller than it can draw in.
  public static func tooSmall(_ size: Size, minimum: Size, _ language: Language) -> [String] {
    [
      language.pick(
        en: "Mosaic needs a terminal of at least \(minimum.width)×\(minimum.height).",
        de: "Mosaic braucht ein Terminal von mindestens \(minimum.width)×\(minimum.height)."),
      language.pick(
        en: "This one is \(size.width)×\(size.height); make it larger, or press q to quit.",
        de: "Dieses hat \(size.width)×\(size.height); vergrößere es oder drücke q zum Beenden."),
    ]
  }
}
