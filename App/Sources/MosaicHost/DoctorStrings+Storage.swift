import Core
import Foundation

/// What `mosaic doctor` says about the folders and files Mosaic keeps, in each language.
extension DoctorStrings {
  /// A data or cache folder others can reach: a warning, as ssh and gpg give one. Mosaic changes the mode only
  /// of folders it creates, so a folder the person chose keeps theirs.
  static func directoryLoose(_ directory: DoctorReport.Directory, _ language: Language) -> String {
    let mode = directory.permissions ?? "?"
    let path = directory.path
    let writable = (directory.permissions.flatMap { Int($0, radix: 8) } ?? 0) & 0o022 != 0
    switch (directory.role == "cache", writable) {
    case (false, true):
      return language.pick(
        en: "The data directory '\(path)' has permissions \(mode), so other users can change what is in it; run "
          + "`chmod 700 '\(path)'` unless you share it on purpose.",
        de: "Der Datenordner '\(path)' hat die Rechte \(mode), daher können andere Benutzer seinen Inhalt ändern; "
          + "führe `chmod 700 '\(path)'` aus, wenn du ihn nicht absichtlich teilst.")
    case (false, false):
      return language.pick(
        en: "The data directory '\(path)' has permissions \(mode), so other users can look into it; run "
          + "`chmod 700 '\(path)'` unless you share it on purpose.",
        de: "Der Datenordner '\(path)' hat die Rechte \(mode), daher können andere Benutzer hineinsehen; "
          + "führe `chmod 700 '\(path)'` aus, wenn du ihn nicht absichtlich teilst.")
    case (true, true):
      return language.pick(
        en: "The cache directory '\(path)' has permissions \(mode), so other users can change what is in it; run "
          + "`chmod 700 '\(path)'` unless you share it on purpose.",
        de: "Der Cache-Ordner '\(path)' hat die Rechte \(mode), daher können andere Benutzer seinen Inhalt ändern; "
          + "führe `chmod 700 '\(path)'` aus, wenn du ihn nicht absichtlich teilst.")
    case (true, false):
      return language.pick(
        en: "The cache directory '\(path)' has permissions \(mode), so other users can look into it; run "
          + "`chmod 700 '\(path)'` unless you share it on purpose.",
        de: "Der Cache-Ordner '\(path)' hat die Rechte \(mode), daher können andere Benutzer hineinsehen; "
          + "führe `chmod 700 '\(path)'` aus, wenn du ihn nicht absichtlich teilst.")
    }
  }

  /// Tables, indexes or triggers the schema version promises that the file lacks (dropped by another program).
  static func schemaIncomplete(_ path: String, missing: [String], version: Int?, _ language: Language) -> String {
    let names = missing.map { "'\($0)'" }.joined(separator: ", ")
    let version = version.map(String.init) ?? "?"
    return language.pick(
      en: "The database '\(path)' lacks \(names), which its schema version \(version) must have; restore it from a "
        + "backup, or move it away to start an empty one.",
      de: "Die Datenbank '\(path)' hat \(names) nicht, obwohl ihre Schemaversion \(version) es verlangt; stelle sie "
        + "aus einer Sicherung wieder her oder verschiebe sie, um mit einer leeren zu beginnen.")
  }

  /// Something other than a folder where the picture cache's folder should be: the disk cache stays off.
  static func imageFolderUnusable(_ path: String, _ language: Language) -> String {
    language.pick(
      en: "The picture cache '\(path)' is a symbolic link or a file, which Mosaic does not follow, so pictures are "
        + "not kept on disk; remove it and Mosaic creates the folder again.",
      de: "Der Bilder-Cache '\(path)' ist ein symbolischer Link oder eine Datei, dem Mosaic nicht folgt, daher "
        + "werden Bilder nicht auf der Platte gehalten; entferne ihn, dann legt Mosaic den Ordner neu an.")
  }

  /// The value of the picture cache's disk row when its folder cannot be used.
  static func imageFolderOff(_ language: Language) -> String {
    language.pick(en: "off: not a folder", de: "aus: kein Ordner")
  }
}
