import CoreValues

/// The one error type of the SecureFiles target: a file Mosaic keeps could not be read or written.
///
/// ```swift
/// do { try SecureFile.write(data, to: url) }
/// catch let error as SecureFileError where error.code == .writeFailed { print(error.path) }
/// ```
public struct SecureFileError: MosaicError, Equatable {
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// The file could not be written (permissions, a full disk, a read-only file system).
    case writeFailed
    /// A file is where the file's directory should be.
    case directoryBlocked
    /// The file's directory could not be created.
    case directoryUnavailable
    /// The file exists but could not be read.
    case readFailed
    /// The file is larger than its reader accepts.
    case tooLarge
  }

  public let code: Code
  /// The file concerned.
  public let path: String
  /// The other path a message names: the directory, or the file in its way.
  public let relatedPath: String?
  /// The system's reason, like `Permission denied`.
  public let reason: String?

  public init(_ code: Code, path: String, relatedPath: String? = nil, reason: String? = nil) {
    self.code = code
    self.path = path
    self.relatedPath = relatedPath
    self.reason = reason
  }

  public var codeName: String { code.rawValue }

  public func message(in language: Language) -> String {
    let related = relatedPath ?? ""
    let reason = self.reason ?? "?"
    switch code {
    case .writeFailed:
      return language.pick(
        en: "Mosaic could not write '\(path)' (\(reason)); check that you can write to '\(related)'.",
        de: "Mosaic konnte '\(path)' nicht schreiben (\(reason)); prüfe, ob du in '\(related)' schreiben darfst.")
    case .directoryBlocked:
      return language.pick(
        en: "Mosaic could not write '\(path)' because the file '\(related)' is in the way of its directory; "
          + "move that file away.",
        de: "Mosaic konnte '\(path)' nicht schreiben, weil die Datei '\(related)' den Platz seines Ordners belegt; "
          + "verschiebe diese Datei.")
    case .directoryUnavailable:
      return language.pick(
        en: "Mosaic could not write '\(path)' because its directory '\(related)' cannot be created (\(reason)); "
          + "check the permissions of its parent.",
        de: "Mosaic konnte '\(path)' nicht schreiben, weil sein Ordner '\(related)' nicht angelegt werden kann "
          + "(\(reason)); prüfe die Rechte des übergeordneten Ordners.")
    case .readFailed:
      return language.pick(
        en: "Mosaic could not read '\(path)' (\(reason)); check its permissions or remove it.",
        de: "Mosaic konnte '\(path)' nicht lesen (\(reason)); prüfe die Rechte oder entferne die Datei.")
    case .tooLarge:
      return language.pick(
        en: "The file '\(path)' is larger than Mosaic reads (\(reason)); remove it and run the command again.",
        de:
          "Die Datei '\(path)' ist größer, als Mosaic liest (\(reason)); entferne sie und führe den Befehl erneut aus.")
    }
  }
}
