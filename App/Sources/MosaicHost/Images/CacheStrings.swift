import Core
import Foundation

/// Every line `mosaic cache` shows a person, in each language.
enum CacheStrings {
  static func imagesHeading(_ language: Language) -> String { language.pick(en: "Pictures", de: "Bilder") }
  static func answersHeading(_ language: Language) -> String {
    language.pick(en: "Saved answers", de: "Gespeicherte Antworten")
  }
  static func memory(_ language: Language) -> String { language.pick(en: "memory", de: "Speicher") }
  static func disk(_ language: Language) -> String { language.pick(en: "disk", de: "Platte") }
  static func folder(_ language: Language) -> String { language.pick(en: "folder", de: "Ordner") }
  static func files(_ language: Language) -> String { language.pick(en: "files", de: "Dateien") }
  static func lastRun(_ language: Language) -> String { language.pick(en: "last run", de: "letzter Lauf") }

  static func memoryLimit(_ limit: String, _ language: Language) -> String {
    language.pick(
      en: "\(limit) limit for decoded pictures, per run", de: "\(limit) Grenze für dekodierte Bilder, je Lauf")
  }

  static func diskUse(used: String, limit: String, entries: Int, index: String, _ language: Language) -> String {
    let pictures = HostStrings.count(entries, en: ("picture", "pictures"), de: ("Bild", "Bilder"), language)
    return language.pick(
      en: "\(used) of \(limit) · \(pictures) · index \(index)",
      de: "\(used) von \(limit) · \(pictures) · Index \(index)")
  }

  /// The last run's counters; pictures rendered offline from a BlurHash show apart from downloads, and only
  /// when there were some.
  static func run(_ run: CacheReport.Run, _ language: Language) -> String {
    let rate = run.hitRate.map { String(format: "%.0f%%", $0 * 100) } ?? "-"
    let requests = HostStrings.count(run.requests, en: ("request", "requests"), de: ("Anfrage", "Anfragen"), language)
    let rendered =
      run.rendered > 0
      ? language.pick(en: " · \(run.rendered) rendered offline", de: " · \(run.rendered) offline gezeichnet") : ""
    return language.pick(
      en: "\(requests) · \(run.memoryHits) from memory · \(run.diskHits) from disk · "
        + "\(run.notModified) not modified · \(run.downloads) downloaded\(rendered) · hit rate \(rate)",
      de: "\(requests) · \(run.memoryHits) aus dem Speicher · \(run.diskHits) von der Platte · "
        + "\(run.notModified) unverändert · \(run.downloads) geladen\(rendered) · Trefferquote \(rate)")
  }

  static func noRun(_ language: Language) -> String {
    language.pick(en: "no pictures drawn yet", de: "noch keine Bilder gezeichnet")
  }

  static func answerUse(_ files: Int, _ size: String, _ language: Language) -> String {
    "\(HostStrings.count(files, en: ("answer", "answers"), de: ("Antwort", "Antworten"), language)) · \(size)"
  }

  static func cleared(_ kinds: [String], _ language: Language) -> String {
    language.pick(en: "Cleared: \(kinds.joined(separator: ", ")).", de: "Geleert: \(kinds.joined(separator: ", ")).")
  }
}
