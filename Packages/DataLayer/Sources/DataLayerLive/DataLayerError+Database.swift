import DataLayer
import Foundation
import GRDB

extension DataLayerError {
  /// Turns whatever failed while using the favorites database at `path` into one sentence with the fix.
  /// A `DataLayerError` passes through unchanged.
  static func database(_ error: any Error, path: String) -> DataLayerError {
    if let error = error as? DataLayerError { return error }
    guard let error = error as? DatabaseError else {
      return DataLayerError(
        .databaseFailed, "The favorites database '\(path)' failed (\(error)); run 'mosaic doctor' to check it.")
    }
    let reason = error.message ?? "\(error.resultCode)"
    let elsewhere = "pass --data-dir to use another directory"
    switch error.resultCode {
    case .SQLITE_NOTADB:
      return DataLayerError(
        .notADatabase,
        "The favorites database '\(path)' is not an SQLite database; move that file away or \(elsewhere).")
    case .SQLITE_CORRUPT:
      return DataLayerError(
        .corruptDatabase,
        "The favorites database '\(path)' is damaged (\(reason)); "
          + "restore it from a backup, move it away or \(elsewhere).")
    case .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH:
      return DataLayerError(
        .databaseUnavailable,
        "The favorites database '\(path)' cannot be opened for writing (\(reason)); "
          + "check that you can write to the file and its directory, or \(elsewhere).")
    case .SQLITE_FULL:
      return DataLayerError(
        .diskFull, "The disk holding the favorites database '\(path)' is full; free some space and try again.")
    case .SQLITE_BUSY, .SQLITE_LOCKED:
      return DataLayerError(
        .databaseBusy,
        "The favorites database '\(path)' stayed locked by another process for "
          + "\(Int(FavoritesDatabase.busyTimeout)) seconds; let the other mosaic finish and try again.")
    case .SQLITE_MISUSE where reason.localizedCaseInsensitiveContains("closed"):
      return ClosedFlag.error(path: path)
    default:
      return DataLayerError(
        .databaseFailed, "The favorites database '\(path)' failed (\(reason)); run 'mosaic doctor' to check it.")
    }
  }
}
