import DataLayer
import Foundation
import GRDB
import SecureFiles
import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Encoded pictures on disk under a hard limit that holds at every moment, even while several `mosaic`
/// processes write to the same folder. An index (`index.sqlite`, WAL, in a 0700 folder) records each picture's
/// key, size, `ETag`, expiry and last use; a picture of at most ``inlineLimit`` bytes is kept in the index itself
/// (table `image_data`, written in the same transaction as its row), a larger one in a file `N.img` (0600) beside
/// it. Indexes of older versions (every picture a file) are migrated in place and their files still read. Nothing in it is reached
/// through a symbolic link: a linked folder turns the disk cache off, a linked index or log is removed and the
/// index started over, a linked picture is dropped unread.
///
/// A picture kept in the index is written with its row, already ready, in the batch's first transaction. A larger
/// one is **reserved before it is written**: in one IMMEDIATE transaction it evicts the least recently
/// used files (unlinking each before its row goes) until the reserved total plus the new size fits the
/// limit, and records the new size; only then is the file written, straight to its name: no reader opens a file
/// before its row is marked ready, and that happens once the file is whole. So the bytes in the folder never exceed
/// the sizes recorded, and those never exceed the limit. A process killed mid-write leaves a reservation that is
/// not ready — never read — and is reclaimed once its process is gone. Pictures kept at the same moment are
/// written in batches by one writer (one reservation and one commit transaction per batch), and
/// ``storeBehind(_:for:etag:expiresAt:)`` returns before the picture is on disk (``close()`` writes the rest).
/// A full disk means the picture is not kept; it is never an error.
///
/// ```swift
/// let store = ImageFileStore(directory: locations.cacheDirectory.appendingPathComponent("images"), limit: 2_000_000)
/// await store.store(png, for: "https://example.com/a.png", etag: "\"v1\"", expiresAt: Date() + 3600)
/// let copy = await store.entry(for: "https://example.com/a.png")   // data, ETag, expiry
/// ```
public final class ImageFileStore: Sendable {
  public let directory: URL
  /// The most bytes the pictures may take together, in the index and in files.
  public let limit: Int
  /// The largest picture kept in the index's own rows; larger ones are files.
  public let inlineLimit: Int
  let processID: Int32
  let isAlive: @Sendable (Int32) -> Bool
  let now: @Sendable () -> Date
  private let opened = Mutex<OpenState>(.closed)
  /// Pictures handed over and not yet in the index.
  let pending = Mutex(ImageWriteQueue())
  /// The store's one writer: it takes queued pictures in batches.
  let writer = DispatchQueue(label: "mosaic.images.writer")

  enum OpenState {
    case closed
    case open(DatabasePool, ConnectionGate)
    case unavailable
  }

  /// Pictures up to this size (64 KiB) are kept in the index: SQLite reads and writes blobs this small faster than
  /// the file system creates, opens and deletes one file each, and a thumbnail is a few hundred bytes.
  public static let defaultInlineLimit = 64 * 1024

  /// The index's file name inside ``directory``.
  public static let indexName = "index.sqlite"

  public init(
    directory: URL, limit: Int, inlineLimit: Int = ImageFileStore.defaultInlineLimit, processID: Int32 = getpid(),
    isAlive: @escaping @Sendable (Int32) -> Bool = ImageFileStore.processIsAlive,
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.directory = directory
    self.limit = max(0, limit)
    self.inlineLimit = max(0, inlineLimit)
    self.processID = processID
    self.isAlive = isAlive
    self.now = now
  }

  /// Whether the process `pid` still runs (or belongs to someone else).
  public static let processIsAlive: @Sendable (Int32) -> Bool = { pid in
    kill(pid_t(pid), 0) == 0 || errno == EPERM
  }

  /// The file of entry `id`.
  func fileURL(_ id: Int64) -> URL { directory.appendingPathComponent("\(id).img", isDirectory: false) }
  func temporaryURL(_ id: Int64) -> URL { directory.appendingPathComponent(".\(id).tmp", isDirectory: false) }

  /// The index for one call, opened (creating the folder, migrating, reclaiming what dead processes left) on
  /// first use; `nil` when the folder or index cannot be used, which turns the disk cache off for this run.
  /// The caller ends the lease when done: until then ``close()`` leaves that index open.
  func lease() -> IndexLease? {
    opened.withLock { state in
      if case .closed = state {
        state = openIndex().map { .open($0, ConnectionGate()) } ?? .unavailable
      }
      // The gate of an index in the state is never closing: close() takes it out of the state first.
      guard case .open(let pool, let gate) = state, gate.enter() else { return nil }
      return IndexLease(pool: pool, gate: gate)
    }
  }

  /// The index, open for one call.
  struct IndexLease {
    let pool: DatabasePool
    let gate: ConnectionGate

    /// Lets the index close, when ``ImageFileStore/close()`` asked for it meanwhile.
    func end() { gate.leave() }
  }

  /// Closes the index, folding its write-ahead log back in so it does not linger at its high-water mark; a
  /// call still using it finishes first (the last one closes it). The next call opens it again.
  public func close() {
    flushNow()
    let open: (DatabasePool, ConnectionGate)? = opened.withLock { state in
      defer { state = .closed }
      if case .open(let pool, let gate) = state { return (pool, gate) }
      return nil
    }
    guard let (pool, gate) = open else { return }
    let close: @Sendable () -> Void = {
      _ = try? pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
      try? pool.close()
    }
    if gate.close(whenIdle: close) { close() }
  }

  private func openIndex() -> DatabasePool? {
    guard isUsableFolder() else { return nil }
    let path = directory.appendingPathComponent(Self.indexName).path
    for attempt in 0..<2 {
      do {
        try FilePermissions.createPrivateFile(atPath: path)
        // SQLite follows a link where the index or its log should be, and writes through it: start over instead.
        for file in [path, path + "-wal", path + "-shm"] {
          if let kind = FilePermissions.kind(atPath: file), kind != .regularFile { throw PlantedFile() }
        }
        var configuration = Configuration()
        configuration.busyMode = .timeout(AppDatabase.busyTimeout)
        configuration.label = "mosaic.images"
        // A cache: commits need not wait for the disk. A power loss may lose the last rows, never the
        // index's consistency, and a file whose row was lost is removed as an orphan on the next open.
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        // Other processes may be creating the index at the same moment: wait for them, do not start over.
        let pool = try BusyRetry.run(for: AppDatabase.busyTimeout) {
          let pool = try DatabasePool(path: path, configuration: configuration)
          do {
            try pool.writeWithoutTransaction { db in
              try db.inTransaction(.immediate) {
                try Self.migrate(db)
                return .commit
              }
            }
          } catch {
            try? pool.close()
            throw error
          }
          return pool
        }
        for file in [path, path + "-wal", path + "-shm"] {
          _ = try? FilePermissions.restrictRegularFile(atPath: file)
        }
        try recover(pool)
        return pool
      } catch {
        // A damaged index is only a cache: start over once with an empty folder.
        guard attempt == 0 else { return nil }
        removeContents()
      }
    }
    return nil
  }

  /// Whether ``directory`` is a folder of its own, making it (0700) when it is missing. A symbolic link, a file
  /// or a device there is never used: through a link the index would be written into the target's folder,
  /// and the target's `N.img` files deleted as orphans. The cache stays off for the run and `mosaic doctor`
  /// names the link (``folderKind``).
  private func isUsableFolder() -> Bool {
    switch FilePermissions.kind(atPath: directory.path) {
    case .directory:
      return true
    case nil:
      do {
        try PrivateDirectory.prepare(directory)
      } catch {
        return false
      }
      return FilePermissions.kind(atPath: directory.path) == .directory
    case .regularFile, .symbolicLink, .other:
      return false
    }
  }

  /// What is where the folder should be (a link is not followed), or `nil` before the first picture is kept;
  /// anything but a directory keeps the disk cache off.
  public var folderKind: FilePermissions.Kind? {
    FilePermissions.kind(atPath: directory.path)
  }

  /// A link, folder or device where the index or its log should be.
  private struct PlantedFile: Error {}

  /// Removes every file in the folder, the index included.
  func removeContents() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in names {
      FilePermissions.removeQuietly(atPath: directory.appendingPathComponent(name).path)
    }
  }
}
