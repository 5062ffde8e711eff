import Core
import CoreCLI

extension DetailStrings {
  /// Why `--open` printed the address instead of opening it.
  static func couldNotOpen(_ reason: DesktopClient.Unavailable, _ language: Language) -> String {
    language.pick(
      en: "Could not open a browser: \(reason.message(in: language)); the link is printed above.",
      de: "Kein Browser ließ sich öffnen: \(reason.message(in: language)); der Link steht oben.")
  }

  /// The one sentence of each way `mosaic photo ID --save` can fail.
  static func saveFailure(_ code: DetailError.Code, id: String, path: String, _ language: Language) -> String {
    switch code {
    case .fileExists:
      language.pick(
        en: "The file '\(path)' already exists; name another file or add --force to replace it.",
        de: "Die Datei '\(path)' gibt es schon; nenne eine andere Datei oder ersetze sie mit --force.")
    case .notDownloadable:
      language.pick(
        en: "Photo '\(id)' is from the embedded catalog, which has no full picture to save; set UNSPLASH_ACCESS_KEY "
          + "to download photos from Unsplash.",
        de: "Foto '\(id)' stammt aus dem eingebetteten Katalog, der kein volles Bild zum Speichern hat; setze "
          + "UNSPLASH_ACCESS_KEY, um Fotos von Unsplash zu laden.")
    case .writeFailed:
      language.pick(
        en: "Could not write the picture to '\(path)'; check that its folder exists and is writable.",
        de: "Das Bild konnte nicht nach '\(path)' geschrieben werden; prüfe, ob der Ordner existiert und "
          + "beschreibbar ist.")
    case .badPicture:
      language.pick(
        en: "The picture of photo '\(id)' is empty or too large to save; try again later.",
        de: "Das Bild von Foto '\(id)' ist leer oder zu groß zum Speichern; versuche es später noch einmal.")
    case .noFeed, .nothingShown:
      ""
    }
  }
}
