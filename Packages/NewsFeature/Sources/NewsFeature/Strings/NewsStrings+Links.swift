import Core
import CoreCLI

/// The lines about opening, sharing and watching, in each language.
extension NewsStrings {
  static func opened(_ title: String, with opener: String, _ language: Language) -> String {
    language.pick(en: "Opened '\(title)' with \(opener).", de: "'\(title)' mit \(opener) geöffnet.")
  }

  static func couldNotOpen(_ reason: DesktopClient.Unavailable, _ language: Language) -> String {
    language.pick(
      en: "Could not open a browser: \(reason.message(in: language)); the link is printed above.",
      de: "Kein Browser ließ sich öffnen: \(reason.message(in: language)); der Link steht oben.")
  }

  static func watching(feeds: [String], every interval: String, perDay: Int, _ language: Language) -> String {
    let list = feeds.joined(separator: ", ")
    return language.pick(
      en: "Watching \(list): one feed every \(interval), about \(perDay) requests a day; Ctrl-C stops.",
      de: "Beobachte \(list): ein Feed alle \(interval), etwa \(perDay) Anfragen am Tag; Strg-C beendet.")
  }

  static func notificationsState(on: Bool, unavailable: DesktopClient.Unavailable?, _ language: Language) -> String {
    guard on else {
      return language.pick(
        en: "Notifications are off: new headlines are only printed (`mosaic settings set notifications on`).",
        de: "Mitteilungen sind aus: Neue Schlagzeilen werden nur ausgegeben (`mosaic settings set notifications on`).")
    }
    if let unavailable {
      return language.pick(
        en: "Notifications are on but cannot be shown now: \(unavailable.message(in: language)).",
        de: "Mitteilungen sind an, können aber gerade nicht angezeigt werden: \(unavailable.message(in: language)).")
    }
    return language.pick(
      en: "Notifications are on: new headlines also appear on the desktop.",
      de: "Mitteilungen sind an: Neue Schlagzeilen erscheinen auch auf dem Desktop.")
  }

  static func recorded(_ feed: String, count: Int, _ language: Language) -> String {
    language.pick(
      en:
        "\(feed): first look, \(count) current headline\(count == 1 ? "" : "s") noted; only newer ones are announced.",
      de: "\(feed): erster Blick, \(count) aktuelle \(count == 1 ? "Schlagzeile" : "Schlagzeilen") vermerkt; "
        + "nur neuere werden gemeldet.")
  }

  static func pollFailed(_ feed: String, _ reason: String, _ language: Language) -> String {
    language.pick(
      en: "Could not check \(feed): \(reason) The next poll tries again.",
      de: "\(feed) ließ sich nicht prüfen: \(reason) Die nächste Abfrage versucht es erneut.")
  }

  static func moreHeadlines(_ count: Int, _ language: Language) -> String {
    language.pick(
      en: "and \(count) more new headline\(count == 1 ? "" : "s")",
      de: "und \(count) weitere neue \(count == 1 ? "Schlagzeile" : "Schlagzeilen")")
  }

  static func interval(_ seconds: Int, _ language: Language) -> String {
    if seconds % 3600 == 0 { return language.pick(en: "\(seconds / 3600) h", de: "\(seconds / 3600) Std.") }
    if seconds % 60 == 0 { return language.pick(en: "\(seconds / 60) min", de: "\(seconds / 60) Min.") }
    return language.pick(en: "\(seconds) s", de: "\(seconds) s")
  }

  static func invalidInterval(_ text: String, minimum: Int, _ language: Language) -> String {
    language.pick(
      en: "--interval '\(text)' is not a duration; write it like 90s, 15m or 1h, at least \(minimum) seconds.",
      de: "--interval '\(text)' ist keine Dauer; schreibe sie etwa als 90s, 15m oder 1h, mindestens \(minimum) "
        + "Sekunden.")
  }

  static func intervalRaised(_ text: String, to minimum: String, _ language: Language) -> String {
    language.pick(
      en: "--interval \(text) would spend NewsAPI's 100 requests a day too fast; polling every \(minimum) instead.",
      de: "--interval \(text) würde die 100 Anfragen am Tag von NewsAPI zu schnell aufbrauchen; frage stattdessen "
        + "alle \(minimum) ab.")
  }
}
