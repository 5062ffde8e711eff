import Core
import DataLayer
import DataLayerLive

/// The lines `mosaic export` and `mosaic import` print, in each language.
enum TransferStrings {
  static func badOutput(_ value: String, _ language: Language) -> String {
    language.pick(
      en: "The file given with --output ('\(value)') is blank or looks like a flag; pass a path, like ./\(value).",
      de: "Die mit --output angegebene Datei ('\(value)') ist leer oder sieht wie eine Option aus; gib einen Pfad "
        + "an, etwa ./\(value).")
  }

  static func exported(_ path: String, sections: String, _ language: Language) -> String {
    language.pick(en: "Wrote '\(path)': \(sections).", de: "'\(path)' geschrieben: \(sections).")
  }

  static func imported(_ path: String, mode: TransferMode, _ language: Language) -> String {
    switch mode {
    case .merge:
      language.pick(en: "Imported '\(path)' (merged):", de: "'\(path)' importiert (zusammengeführt):")
    case .replace:
      language.pick(en: "Imported '\(path)' (replaced):", de: "'\(path)' importiert (ersetzt):")
    }
  }

  static func count(_ count: TransferCount, _ language: Language) -> String {
    language.pick(
      en: "  \(count.section): \(count.added) added, \(count.unchanged) already saved, \(count.removed) removed",
      de: "  \(count.section): \(count.added) hinzugefügt, \(count.unchanged) schon gespeichert, "
        + "\(count.removed) entfernt")
  }

  static func skipped(_ section: String, _ language: Language) -> String {
    language.pick(
      en: "  \(section): skipped, this build keeps no such data",
      de: "  \(section): übersprungen, dieser Build speichert solche Daten nicht")
  }

  static func notInstalled(_ plugin: TransferDocument.PluginNotInstalled, _ language: Language) -> String {
    let keys = plugin.keys == 1 ? "1 key" : "\(plugin.keys) keys"
    let germanKeys = plugin.keys == 1 ? "1 Schlüssel" : "\(plugin.keys) Schlüssel"
    return language.pick(
      en: "  pluginStorage: \(keys) of plugin '\(plugin.plugin)' left in the file, as it is not installed; add it with "
        + "`mosaic plugins add FOLDER`, then import this file again.",
      de: "  pluginStorage: \(germanKeys) des Plugins '\(plugin.plugin)' in der Datei gelassen, da es nicht "
        + "installiert ist; installiere es mit `mosaic plugins add ORDNER` und importiere diese Datei dann noch "
        + "einmal.")
  }
}
