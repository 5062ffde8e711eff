import Core

extension DataLayerStrings {
  /// The sentences of `mosaic export` and `mosaic import`, English and German side by side.
  static func transfer(_ error: DataLayerError, in language: Language) -> String {
    let path = error.path ?? "?"
    let detail = error.detail ?? "?"
    let value = error.value ?? "?"
    switch error.code {
    case .transferMissing:
      return language.pick(
        en: "There is no file '\(path)' to import; pass the path of a file `mosaic export --output` wrote.",
        de: "Es gibt keine Datei '\(path)' zum Importieren; gib den Pfad einer Datei an, die "
          + "`mosaic export --output` geschrieben hat.")
    case .transferTooLarge where error.value != nil:
      return language.pick(
        en: "The section '\(value)' of '\(path)' holds \(error.size ?? 0) items, more than the \(error.limit ?? 0) "
          + "an import takes; split the file.",
        de: "Der Abschnitt '\(value)' von '\(path)' enthält \(error.size ?? 0) Einträge, mehr als die "
          + "\(error.limit ?? 0), die ein Import annimmt; teile die Datei auf.")
    case .transferTooLarge:
      return language.pick(
        en: "The file '\(path)' is \(error.size ?? 0) bytes, more than the \(error.limit ?? 0) an import reads; "
          + "check that it is a Mosaic export.",
        de: "Die Datei '\(path)' hat \(error.size ?? 0) Bytes, mehr als die \(error.limit ?? 0), die ein Import "
          + "liest; prüfe, ob es ein Mosaic-Export ist.")
    case .transferUnreadable:
      return language.pick(
        en: "The file '\(path)' is not valid JSON (\(detail)); import a file `mosaic export` wrote.",
        de: "Die Datei '\(path)' ist kein gültiges JSON (\(detail)); importiere eine Datei, die "
          + "`mosaic export` geschrieben hat.")
    case .transferInvalid:
      return language.pick(
        en: "The field '\(value)' of '\(path)' is not valid (\(detail)); fix it or export the file again.",
        de: "Das Feld '\(value)' von '\(path)' ist ungültig (\(detail)); korrigiere es oder exportiere die "
          + "Datei erneut.")
    default:
      return language.pick(
        en: "'\(path)' ('\(value)') has format version \(error.version ?? 0), newer than the "
          + "\(error.knownVersion ?? 0) this build reads; import it with a newer mosaic.",
        de: "'\(path)' ('\(value)') hat die Formatversion \(error.version ?? 0), neuer als die "
          + "\(error.knownVersion ?? 0), die dieser Build liest; importiere sie mit einem neueren mosaic.")
    }
  }
}
