import CoreUI

/// What the configuration's sentences say is accepted, in English and German.
enum ConfigStrings {
  static let settingsMapping = LocalizedText(
    en: "a mapping of settings like 'graphics: sixel'", de: "eine Zuordnung von Einstellungen wie 'graphics: sixel'")
  static let newsMapping = LocalizedText(en: "a mapping like 'country: de'", de: "eine Zuordnung wie 'country: de'")
  static let keysMapping = LocalizedText(
    en: "a mapping of 'preset' and screens to keys", de: "eine Zuordnung von 'preset' und Bildschirmen zu Tasten")
  static let bindingsMapping = LocalizedText(
    en: "a mapping of keys to the keys they act as, like 'ctrl-d: pgdn'",
    de: "eine Zuordnung von Tasten zu den Tasten, die sie ersetzen, wie 'ctrl-d: pgdn'")
  static let themeMapping = LocalizedText(
    en: "a mapping of 'dark' and 'light' to colors", de: "eine Zuordnung von 'dark' und 'light' zu Farben")
  static let rolesMapping = LocalizedText(
    en: "a mapping of roles to colors, like 'accent: \"#ff8800\"'",
    de: "eine Zuordnung von Rollen zu Farben, wie 'accent: \"#ff8800\"'")
  static let colorMapping = LocalizedText(
    en: "a color or a mapping of 'foreground' and 'background'",
    de: "eine Farbe oder eine Zuordnung von 'foreground' und 'background'")
  static let word = LocalizedText(en: "a single value", de: "ein einzelner Wert")
  static let country = LocalizedText(
    en: "a country NewsAPI serves, like 'us' or 'de'", de: "ein Land, das NewsAPI bedient, wie 'us' oder 'de'")
  static let keyName = LocalizedText(
    en: "a key name like 'j', 'G', 'ctrl-d', 'down', 'pgdn', 'enter' or 'space'",
    de: "ein Tastenname wie 'j', 'G', 'ctrl-d', 'down', 'pgdn', 'enter' oder 'space'")
  static let keyTarget = LocalizedText(
    en: "a key name like 'down' or 'enter', or 'none'", de: "ein Tastenname wie 'down' oder 'enter', oder 'none'")
  static let color = LocalizedText(
    en: "a color: '#rrggbb', a palette number from 0 to 255, or 'default'",
    de: "eine Farbe: '#rrggbb', eine Palettennummer von 0 bis 255 oder 'default'")

  static func list(_ names: [String]) -> LocalizedText {
    let text = names.joined(separator: ", ")
    return LocalizedText(en: text, de: text)
  }

  static func oneOf(_ names: [String]) -> LocalizedText {
    let text = names.joined(separator: ", ")
    return LocalizedText(en: "one of \(text)", de: "eines von \(text)")
  }
}
