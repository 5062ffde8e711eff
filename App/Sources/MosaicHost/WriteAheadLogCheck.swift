import Core
import DataLayerLive

/// What `mosaic doctor` says about `mosaic.sqlite-wal`, in each language.
enum WriteAheadLogCheck {
  /// The log's state as a few words for the database rows.
  static func state(_ log: WriteAheadLog, _ language: Language) -> String {
    switch log.state {
    case .absent: language.pick(en: "none", de: "keines")
    case .empty: language.pick(en: "empty", de: "leer")
    case .pending: language.pick(en: "not yet in the database", de: "noch nicht in der Datenbank")
    case .stray: language.pick(en: "no database beside it", de: "keine Datenbank daneben")
    case .oversized: language.pick(en: "oversized", de: "übergroß")
    }
  }

  /// One sentence with the fix, for a log that needs attention.
  static func problem(_ log: WriteAheadLog, _ language: Language) -> String {
    let size = DoctorReport.size(log.bytes)
    let database = String(log.path.dropLast(4))
    return switch log.state {
    case .stray:
      language.pick(
        en: "The write-ahead log '\(log.path)' holds \(size) of favorites but '\(database)' is missing; restore "
          + "'\(database)' from a backup before running another command, or move the log away to start afresh.",
        de: "Das Write-Ahead-Log '\(log.path)' enthält \(size) an Favoriten, aber '\(database)' fehlt; stelle "
          + "'\(database)' aus einer Sicherung wieder her, bevor du einen weiteren Befehl ausführst, oder "
          + "verschiebe das Log, um neu zu beginnen.")
    case .oversized:
      language.pick(
        en: "The write-ahead log '\(log.path)' has grown to \(size); close other running mosaic commands and run "
          + "`mosaic doctor` again to fold it into '\(database)'.",
        de: "Das Write-Ahead-Log '\(log.path)' ist auf \(size) angewachsen; beende andere laufende mosaic-Befehle "
          + "und führe `mosaic doctor` erneut aus, um es in '\(database)' zu übernehmen.")
    case .pending, .absent, .empty:
      language.pick(
        en: "The write-ahead log '\(log.path)' held \(size) not yet in '\(database)' (a run ended without "
          + "closing the database); this run folded it in, so copy the database only after it ends.",
        de: "Das Write-Ahead-Log '\(log.path)' enthielt \(size), die noch nicht in '\(database)' standen (ein "
          + "Lauf endete, ohne die Datenbank zu schließen); dieser Lauf hat sie übernommen, kopiere die "
          + "Datenbank also erst nach seinem Ende.")
    }
  }
}
