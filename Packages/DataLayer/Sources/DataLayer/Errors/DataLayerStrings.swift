import Core
import Foundation

/// Every sentence of the DataLayer package, English and German side by side: one entry per
/// ``DataLayerError/Code``, filled from the error's payload.
enum DataLayerStrings {
  static func message(for error: DataLayerError, in language: Language) -> String {
    let path = error.path ?? "?"
    let detail = error.detail ?? "?"
    let value = error.value ?? "?"
    let role = error.role ?? .data
    let dataElsewhere = language.pick(
      en: "pass --data-dir to use another directory",
      de: "übergib --data-dir, um einen anderen Ordner zu verwenden")
    switch error.code {
    case .homeNotSet:
      return language.pick(
        en: "Mosaic cannot choose a \(role.name) directory because HOME is not set; \(role.fix(in: language)).",
        de: "Mosaic kann keinen \(role.germanName) wählen, weil HOME nicht gesetzt ist; \(role.fix(in: language)).")
    case .homeNotAbsolute:
      return language.pick(
        en: "Mosaic cannot choose a \(role.name) directory because HOME '\(value)' is not an absolute path; "
          + "\(role.fix(in: language)).",
        de: "Mosaic kann keinen \(role.germanName) wählen, weil HOME '\(value)' kein absoluter Pfad ist; "
          + "\(role.fix(in: language)).")
    case .emptyDirectoryFlag:
      return language.pick(
        en: "The \(role.name) directory given with \(role.flag) is empty; pass a path.",
        de: "Der Wert von \(role.flag) für den \(role.germanName) ist leer; gib einen Pfad an.")
    case .directoryVariableInvalid where value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty:
      return language.pick(
        en: "\(role.variable) is blank; set it to a path or unset it.",
        de: "\(role.variable) ist leer; setze einen Pfad oder entferne die Variable.")
    case .directoryVariableInvalid:
      return language.pick(
        en:
          "\(role.variable) ('\(value)') is blank or looks like a flag; set it to a path, like ./\(value), or unset it.",
        de: "\(role.variable) ('\(value)') ist leer oder sieht wie eine Option aus; setze einen Pfad, etwa "
          + "./\(value), oder entferne die Variable.")
    case .directoryBlocked:
      return language.pick(
        en: "The \(role.name) directory '\(path)' cannot be created because a file is in the way; "
          + "move that file away or \(role.elsewhere(in: language)).",
        de: "Der \(role.germanName) '\(path)' kann nicht angelegt werden, weil dort eine Datei liegt; "
          + "verschiebe diese Datei oder \(role.elsewhere(in: language)).")
    case .directoryUnavailable:
      return language.pick(
        en: "The \(role.name) directory '\(path)' cannot be created (\(detail)); "
          + "check the permissions of its parent or \(role.elsewhere(in: language)).",
        de: "Der \(role.germanName) '\(path)' kann nicht angelegt werden (\(detail)); "
          + "prüfe die Rechte des übergeordneten Ordners oder \(role.elsewhere(in: language)).")
    case .directoryNotPrivate:
      return language.pick(
        en: "The \(role.name) directory '\(path)' cannot be made private (\(detail)); "
          + "run 'chmod 700' on it or \(role.elsewhere(in: language)).",
        de: "Der \(role.germanName) '\(path)' kann nicht privat gemacht werden (\(detail)); "
          + "führe 'chmod 700' darauf aus oder \(role.elsewhere(in: language)).")
    case .invalidCacheName:
      return language.pick(
        en: "The cache entry name '\(value)' is not allowed; use 1 to \(CacheStore.maximumNameLength) letters, "
          + "digits, '.', '-' or '_', not starting with '.'.",
        de: "Der Name '\(value)' ist für einen Cache-Eintrag nicht erlaubt; verwende 1 bis "
          + "\(CacheStore.maximumNameLength) Buchstaben, Ziffern, '.', '-' oder '_', ohne '.' am Anfang.")
    case .cacheEntryTooLarge:
      return language.pick(
        en: "The cache entry '\(value)' has \(error.size ?? 0) bytes, more than the \(error.limit ?? 0) the cache "
          + "keeps; store less in it.",
        de: "Der Cache-Eintrag '\(value)' hat \(error.size ?? 0) Bytes, mehr als die \(error.limit ?? 0), die der "
          + "Cache aufnimmt; speichere weniger darin.")
    case .cacheEncodingFailed:
      return language.pick(
        en: "Mosaic could not encode the cache entry '\(value)' (\(detail)); report this bug.",
        de: "Mosaic konnte den Cache-Eintrag '\(value)' nicht kodieren (\(detail)); melde diesen Fehler.")
    case .cacheWriteFailed:
      return language.pick(
        en: "Mosaic could not save '\(value)' in the cache directory '\(path)' (\(detail)); "
          + "check that you can write to it or pass --cache-dir to use another directory.",
        de: "Mosaic konnte '\(value)' nicht im Cache-Ordner '\(path)' speichern (\(detail)); prüfe, ob du dort "
          + "schreiben darfst, oder übergib --cache-dir, um einen anderen Ordner zu verwenden.")
    case .cacheRemoveFailed:
      return language.pick(
        en: "Mosaic could not remove '\(value)' from the cache directory '\(path)' (\(detail)); "
          + "check that you can write to it or remove the file by hand.",
        de: "Mosaic konnte '\(value)' nicht aus dem Cache-Ordner '\(path)' entfernen (\(detail)); prüfe, ob du "
          + "dort schreiben darfst, oder entferne die Datei von Hand.")
    case .cacheEntryBusy:
      return language.pick(
        en: "Mosaic waited \(error.seconds ?? 0) seconds for another mosaic to finish with '\(value)' in the cache "
          + "directory '\(path)'; let the other mosaic (such as a second 'news watch') finish and try again.",
        de: "Mosaic hat \(error.seconds ?? 0) Sekunden gewartet, bis ein anderes mosaic mit '\(value)' im Cache-Ordner "
          + "'\(path)' fertig ist; lass das andere mosaic (etwa ein zweites 'news watch') fertig werden und versuche "
          + "es erneut.")
    case .databaseCreateFailed:
      return language.pick(
        en: "The database '\(path)' cannot be created (\(detail)); "
          + "check that its directory exists and is writable, or \(dataElsewhere).",
        de: "Die Datenbank '\(path)' kann nicht angelegt werden (\(detail)); "
          + "prüfe, ob ihr Ordner existiert und beschreibbar ist, oder \(dataElsewhere).")
    case .notADatabase:
      return language.pick(
        en: "The database '\(path)' is not an SQLite database; move that file away or \(dataElsewhere).",
        de: "Die Datenbank '\(path)' ist keine SQLite-Datenbank; verschiebe diese Datei oder \(dataElsewhere).")
    case .corruptDatabase:
      return language.pick(
        en:
          "The database '\(path)' is damaged (\(detail)); restore it from a backup, move it away or \(dataElsewhere).",
        de: "Die Datenbank '\(path)' ist beschädigt (\(detail)); stelle sie aus einer Sicherung wieder her, "
          + "verschiebe sie oder \(dataElsewhere).")
    case .newerSchema:
      let found =
        error.value.map { language.pick(en: "migration '\($0)'", de: "Migration '\($0)'") }
        ?? language.pick(
          en: "schema version \(error.version ?? 0), this one knows up to \(error.knownVersion ?? 0)",
          de: "Schemaversion \(error.version ?? 0), diese Version kennt höchstens \(error.knownVersion ?? 0)")
      return language.pick(
        en: "The database '\(path)' was written by a newer version of mosaic (\(found)); "
          + "update mosaic or \(dataElsewhere).",
        de: "Die Datenbank '\(path)' wurde von einer neueren Version von mosaic geschrieben (\(found)); "
          + "aktualisiere mosaic oder \(dataElsewhere).")
    case .impossibleSchema:
      return language.pick(
        en: "The database '\(path)' was not written by any version of mosaic (schema version \(error.version ?? 0), "
          + "this one knows up to \(error.knownVersion ?? 0)); restore it from a backup or \(dataElsewhere).",
        de: "Die Datenbank '\(path)' wurde von keiner Version von mosaic geschrieben (Schemaversion "
          + "\(error.version ?? 0), diese Version kennt höchstens \(error.knownVersion ?? 0)); stelle sie aus einer "
          + "Sicherung wieder her oder \(dataElsewhere).")
    case .migrationFailed:
      return language.pick(
        en: "The database '\(path)' could not be upgraded by migration '\(value)' (\(detail)); "
          + "the migration was rolled back, run 'mosaic doctor' and report this bug.",
        de: "Die Datenbank '\(path)' konnte mit der Migration '\(value)' nicht aktualisiert werden (\(detail)); "
          + "die Migration wurde zurückgenommen, führe 'mosaic doctor' aus und melde diesen Fehler.")
    case .databaseUnavailable:
      return language.pick(
        en: "The database '\(path)' cannot be opened for writing (\(detail)); "
          + "check that you can write to the file and its directory, or \(dataElsewhere).",
        de: "Die Datenbank '\(path)' kann nicht zum Schreiben geöffnet werden (\(detail)); "
          + "prüfe, ob du die Datei und ihren Ordner beschreiben darfst, oder \(dataElsewhere).")
    case .databaseNotPrivate:
      return language.pick(
        en: "The database file '\(path)' cannot be made private (\(detail)); run 'chmod 600' on it.",
        de: "Die Datenbankdatei '\(path)' kann nicht privat gemacht werden (\(detail)); führe 'chmod 600' darauf aus.")
    case .databaseNotAFile:
      return language.pick(
        en: "'\(path)' is a symbolic link, a folder or a device, not the database file Mosaic keeps there; move it "
          + "away, or pass --data-dir with the folder that really holds the database.",
        de: "'\(path)' ist ein symbolischer Link, ein Ordner oder ein Gerät, nicht die Datenbankdatei, die Mosaic dort "
          + "führt; verschiebe es oder übergib --data-dir mit dem Ordner, der die Datenbank wirklich enthält.")
    case .databaseClosed:
      return language.pick(
        en: "The database '\(path)' was closed; open it again to use it.",
        de: "Die Datenbank '\(path)' wurde geschlossen; öffne sie erneut, um sie zu verwenden.")
    case .diskFull:
      return language.pick(
        en: "The disk holding the database '\(path)' is full; free some space and try again.",
        de: "Der Datenträger mit der Datenbank '\(path)' ist voll; gib Speicherplatz frei und versuche es erneut.")
    case .databaseBusy:
      return language.pick(
        en: "The database '\(path)' stayed locked by another process for \(error.seconds ?? 0) seconds; "
          + "let the other mosaic finish and try again.",
        de: "Die Datenbank '\(path)' war \(error.seconds ?? 0) Sekunden lang von einem anderen Prozess gesperrt; "
          + "lass das andere mosaic fertig werden und versuche es erneut.")
    case .databaseFailed:
      return language.pick(
        en: "The database '\(path)' failed (\(detail)); run 'mosaic doctor' to check it.",
        de: "Die Datenbank '\(path)' meldet einen Fehler (\(detail)); führe 'mosaic doctor' aus, um sie zu prüfen.")
    case .snapshotFailed:
      return language.pick(
        en: "Mosaic could not store a snapshot of photo '\(value)' (\(detail)); report this bug.",
        de: "Mosaic konnte keine Momentaufnahme des Fotos '\(value)' speichern (\(detail)); melde diesen Fehler.")
    case .transferMissing, .transferTooLarge, .transferUnreadable, .transferInvalid, .transferNewerVersion:
      return transfer(error, in: language)
    case .unexpectedCall:
      return language.pick(
        en: "\(value) was called but this test did not expect it; give the test a client that implements it.",
        de: "\(value) wurde aufgerufen, aber dieser Test hat das nicht erwartet; "
          + "gib dem Test einen Client, der es umsetzt.")
    }
  }
}

extension StorageLocations.Role {
  /// The directory's name in a German sentence, with its noun: "Datenordner", "Cache-Ordner".
  fileprivate var germanName: String { self == .data ? "Datenordner" : "Cache-Ordner" }

  /// How to choose the directory by hand.
  fileprivate func fix(in language: Language) -> String {
    language.pick(en: "set \(variable) or pass \(flag)", de: "setze \(variable) oder übergib \(flag)")
  }

  /// How to use another directory instead.
  fileprivate func elsewhere(in language: Language) -> String {
    language.pick(
      en: "pass \(flag) or set \(variable) to use another directory",
      de: "übergib \(flag) oder setze \(variable), um einen anderen Ordner zu verwenden")
  }
}
