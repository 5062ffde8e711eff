import DataLayer
import Foundation
import SecureFiles

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension DatabaseHandle {
  /// Every store's items as one export document (`mosaic export`).
  ///
  /// The database is opened as every command opens it. When that fails because this user may read
  /// `mosaic.sqlite` but not write it or its folder (a read-only backup, a file of another user, a read-only
  /// disk), the document comes from a private copy instead: the file (and its `-wal`) copied into a new 0700
  /// folder under the temporary directory, opened and brought up to this build's schema there, exported,
  /// then removed. SQLite cannot read a database in WAL mode from a folder where it may not create the `-shm`
  /// file, so reading the original in place is not enough; the original is never written.
  ///
  /// ```swift
  /// let data = try await handle.export().encoded()
  /// ```
  ///
  /// - Throws: ``DataLayer/DataLayerError`` of the open, or of the copy's open when the copy was made.
  public func export() async throws(DataLayerError) -> TransferDocument {
    let transfer: DatabaseTransfer
    do {
      transfer = try self.transfer()
    } catch let error where Self.refusesWriting(error) {
      guard let document = try await exportCopy() else { throw error }
      return document
    }
    return try await transfer.export()
  }

  /// Whether `error` says the database or its folder cannot be written, rather than what is in the file.
  private static func refusesWriting(_ error: DataLayerError) -> Bool {
    switch error.code {
    case .databaseUnavailable, .databaseNotPrivate, .databaseCreateFailed, .directoryUnavailable,
      .directoryNotPrivate:
      true
    default:
      false
    }
  }

  /// The document read from a private copy of the database; `nil` when no copy can be made (there is no
  /// regular file to copy, or the temporary directory refuses it).
  private func exportCopy() async throws(DataLayerError) -> TransferDocument? {
    let source = locations.databaseURL.path
    guard FilePermissions.kind(atPath: source) == .regularFile else { return nil }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("mosaic-export-\(UUID().uuidString)", isDirectory: true)
    guard mkdir(folder.path, mode_t(FilePermissions.privateDirectory)) == 0 else { return nil }
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent(locations.databaseURL.lastPathComponent, isDirectory: false)
    do {
      try FilePermissions.copyRegularFile(atPath: source, toNewPrivateFile: copy.path)
      try FilePermissions.copyRegularFile(atPath: source + "-wal", toNewPrivateFile: copy.path + "-wal")
    } catch {
      return nil
    }
    let database = try AppDatabase(url: copy, history: stores.history)
    defer { try? database.close() }
    let copied = OpenStores.Opened(database: database, definitions: definitions, now: stores.now)
    return try await DatabaseTransfer(database: database, stores: copied.exportable).export()
  }
}
