import DataLayer
import Foundation
import GRDB
import SecureFiles

/// Reads the settings of a database file without opening it for writing: what every `mosaic` run does once,
/// before its first line of output, so it stays cheap. No file means nothing was ever set: the defaults, and
/// no file, directory, pool or migration is created. An existing file is read through one read-only
/// connection, closed at once; a file from before the settings store reads as the defaults.
///
/// ```swift
/// let settings = try SettingsReader.read(locations.databaseURL)
/// ```
public enum SettingsReader {
  public static func read(_ url: URL) throws(DataLayerError) -> Settings {
    switch FilePermissions.kind(atPath: url.path) {
    case nil: return .defaults
    case .regularFile: break
    // A link is not followed and a FIFO would hang the open; the command that opens the database says why.
    case .directory, .symbolicLink, .other: throw DataLayerError(.databaseNotAFile, path: url.path)
    }
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(AppDatabase.busyTimeout)
    configuration.label = "mosaic.settings"
    do {
      let queue = try DatabaseQueue(path: url.path, configuration: configuration)
      defer { try? queue.close() }
      return try queue.read { db in try SettingsStore.read(db) }
    } catch {
      throw DataLayerError.database(error, path: url.path)
    }
  }
}
