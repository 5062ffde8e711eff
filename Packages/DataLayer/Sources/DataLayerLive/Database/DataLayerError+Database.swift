import DataLayer
import Foundation
import GRDB

extension DataLayerError {
  /// Turns whatever failed while using the database at `path` into a ``DataLayer/DataLayerError`` with its
  /// code and payload. A `DataLayerError` passes through unchanged.
  static func database(_ error: any Error, path: String) -> DataLayerError {
    if let error = error as? DataLayerError { return error }
    guard let error = error as? DatabaseError else {
      return DataLayerError(.databaseFailed, path: path, detail: "\(error)")
    }
    let reason = error.message ?? "\(error.resultCode)"
    switch error.resultCode {
    case .SQLITE_NOTADB:
      return DataLayerError(.notADatabase, path: path)
    case .SQLITE_CORRUPT:
      return DataLayerError(.corruptDatabase, path: path, detail: reason)
    case .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH:
      return DataLayerError(.databaseUnavailable, path: path, detail: reason)
    case .SQLITE_FULL:
      return DataLayerError(.diskFull, path: path)
    case .SQLITE_BUSY, .SQLITE_LOCKED:
      return DataLayerError(.databaseBusy, path: path, seconds: Int(AppDatabase.busyTimeout))
    case .SQLITE_MISUSE where reason.localizedCaseInsensitiveContains("closed"):
      return DataLayerError(.databaseClosed, path: path)
    default:
      return DataLayerError(.databaseFailed, path: path, detail: reason)
    }
  }
}
