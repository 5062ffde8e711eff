import DataLayer
import Foundation
import GRDB
import SecureFiles
import Synchronization

extension ImageFileStore {
  /// Keeps `data` for `key`, replacing an older copy, evicting the least recently used until it fits; returns once
  /// the picture is in the index (or was not kept). Pictures kept at the same moment share one batch.
  @discardableResult
  public func store(_ data: Data, for key: String, etag: String?, expiresAt: Date) async -> ImageStoreOutcome {
    guard data.count <= limit else { return .skipped("larger than the limit") }
    return await withCheckedContinuation { continuation in
      pending.withLock { queue in
        queue.append(data, key: key, etag: etag, expiresAt: expiresAt, outcome: continuation)
        schedule(&queue)
      }
    }
  }

  /// Keeps `data` for `key` like ``store(_:for:etag:expiresAt:)``, but returns once the picture is queued: the
  /// store's writer puts it on disk behind the caller, and ``entry(for:)`` finds it meanwhile. At most
  /// ``ImageWriteQueue/behindLimit`` pictures wait; a caller past that waits for room. ``flush()`` and
  /// ``close()`` write every queued picture; a process that ends without either loses the pictures still queued
  /// (never the index's consistency: a picture is in the index only once its file is whole).
  public func storeBehind(_ data: Data, for key: String, etag: String?, expiresAt: Date) async {
    guard data.count <= limit else { return }
    while true {
      let queued = await withCheckedContinuation { (room: CheckedContinuation<Bool, Never>) in
        let appended = pending.withLock { queue in
          guard !queue.isFull else {
            queue.waitForRoom(room)
            return false
          }
          queue.append(data, key: key, etag: etag, expiresAt: expiresAt, outcome: nil)
          schedule(&queue)
          return true
        }
        if appended { room.resume(returning: true) }
      }
      if queued { return }
    }
  }

  /// Returns once every picture queued before the call is in the index (or was not kept).
  public func flush() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      writer.async {
        self.drain()
        continuation.resume()
      }
    }
  }

  /// Writes every queued picture now, on the caller's thread (for ``close()``).
  func flushNow() {
    writer.sync { drain() }
  }

  /// The picture queued for `key` and not yet in the index.
  func queuedEntry(for key: String) -> StoredImage? {
    pending.withLock { queue in
      queue.newest[key].map { StoredImage(data: $0.data, etag: $0.etag, expiresAt: $0.expiresAt) }
    }
  }

  private func schedule(_ queue: inout ImageWriteQueue) {
    guard !queue.scheduled else { return }
    queue.scheduled = true
    writer.async { self.drain() }
  }

  /// Writes batches until none is left. Runs on ``writer`` only.
  private func drain() {
    while true {
      let batch = pending.withLock { queue in
        let batch = queue.takeBatch()
        if batch.isEmpty { queue.scheduled = false }
        return batch
      }
      guard !batch.isEmpty else { return }
      let outcomes = write(batch)
      let room = pending.withLock { queue in queue.finish(batch) }
      for (item, outcome) in zip(batch, outcomes) { item.outcome?.resume(returning: outcome) }
      for waiter in room { waiter.resume(returning: false) }
    }
  }

  /// Writes `batch`: one IMMEDIATE transaction evicts the least recently used until each picture fits, keeps every
  /// picture of at most ``inlineLimit`` bytes in the index (row and bytes together, ready at once) and reserves the
  /// larger ones' bytes; each larger one is then written straight to its file — no reader opens it before its row
  /// is ready — and one more transaction marks the whole ones ready and drops the rest. A picture that fails leaves
  /// the others kept.
  func write(_ batch: [ImageWriteQueue.Item]) -> [ImageStoreOutcome] {
    guard let index = lease() else { return batch.map { _ in .skipped("the folder cannot be used") } }
    defer { index.end() }
    let placements: [Placement]
    do {
      placements = try reserve(index.pool, batch)
    } catch {
      return batch.map { _ in .skipped("the index could not be written") }
    }
    let files = placements.enumerated().compactMap { position, placement in
      if case .reserved(let id) = placement { (position, id) } else { nil }
    }
    var outcomes = placements.map {
      $0 == .noRoom ? ImageStoreOutcome.skipped("no room beside other writers") : .stored
    }
    guard !files.isEmpty else { return outcomes }
    // The files are written two at a time: creating a file is most of its cost (the kernel's inode allocation),
    // and one thread writing them all halved the pipeline's throughput on two cores.
    let failures = Mutex([SystemFailure?](repeating: nil, count: files.count))
    DispatchQueue.concurrentPerform(iterations: files.count) { [self] slot in
      let (position, id) = files[slot]
      do throws(SystemFailure) {
        try FilePermissions.writeNewPrivateFile(batch[position].data, atPath: fileURL(id).path, flush: false)
      } catch {
        failures.withLock { $0[slot] = error }
      }
    }
    var written: [(id: Int64, key: String)] = []
    var failed: [Int64] = []
    for (slot, failure) in failures.withLock({ $0 }).enumerated() {
      let (position, id) = files[slot]
      if let failure {
        failed.append(id)
        outcomes[position] = .skipped(failure.reason)
      } else {
        written.append((id, batch[position].key))
      }
    }
    do {
      try commit(index.pool, written: written, failed: failed)
      return outcomes
    } catch {
      for id in written.map(\.id) + failed { _ = try? index.pool.write { [self] db in unlinkEntry(db, id) } }
      for (position, _) in files where outcomes[position] == .stored {
        outcomes[position] = .skipped("the index could not be written")
      }
      return outcomes
    }
  }

  /// Where a picture of a batch went in its first transaction.
  enum Placement: Equatable {
    /// In the index, ready.
    case kept
    /// Its bytes reserved for the file of this entry, to be written and marked ready.
    case reserved(Int64)
    /// Other writers' reservations left no room.
    case noRoom
  }

  /// Keeps the small pictures and reserves the large ones' bytes, in one transaction.
  private func reserve(_ pool: DatabasePool, _ batch: [ImageWriteQueue.Item]) throws -> [Placement] {
    try pool.writeWithoutTransaction { [self] db in
      var placements: [Placement] = []
      try db.inTransaction(.immediate) {
        placements = []
        let used = try Self.usedBytes(db)
        if used + batch.reduce(0, { $0 + $1.data.count }) > limit { try reclaimAbandoned(db) }
        for item in batch {
          guard try evict(db, toFit: item.data.count) else {
            placements.append(.noRoom)
            continue
          }
          let inline = item.data.count <= inlineLimit
          // Statements run per picture are prepared once per connection.
          try db.cachedStatement(
            sql: """
              INSERT INTO images (key, size, etag, expires_at, last_access, ready, owner, reserved_at)
              VALUES (?, ?, ?, ?, \(Self.nextAccess), ?, ?, ?)
              """
          ).execute(
            arguments: [
              item.key, item.data.count, item.etag, item.expiresAt.timeIntervalSince1970, inline ? 1 : 0,
              Int(processID), now().timeIntervalSince1970,
            ])
          let id = db.lastInsertedRowID
          guard inline else {
            placements.append(.reserved(id))
            continue
          }
          try db.cachedStatement(sql: "INSERT INTO image_data (id, data) VALUES (?, ?)").execute(
            arguments: [id, item.data])
          dropOtherCopies(db, of: item.key, keeping: id)
          placements.append(.kept)
        }
        return .commit
      }
      return placements
    }
  }

  /// Makes each written reservation the copy of its key (dropping older copies) and deletes the failed ones.
  private func commit(_ pool: DatabasePool, written: [(id: Int64, key: String)], failed: [Int64]) throws {
    try pool.writeWithoutTransaction { [self] db in
      try db.inTransaction(.immediate) {
        for id in failed { unlinkEntry(db, id) }
        for (id, key) in written {
          try db.cachedStatement(
            sql: "UPDATE images SET ready = 1, last_access = \(Self.nextAccess) WHERE id = ? AND ready = 0"
          ).execute(arguments: [id])
          if db.changesCount == 0 {
            // Reclaimed meanwhile (this process looked dead to another): the file is nobody's.
            FilePermissions.removeQuietly(atPath: fileURL(id).path)
          } else {
            dropOtherCopies(db, of: key, keeping: id)
          }
        }
        return .commit
      }
    }
  }

  /// Leaves one ready copy of `key`: the newest of entry `id` and the older copies.
  private func dropOtherCopies(_ db: Database, of key: String, keeping id: Int64) {
    let others =
      (try? Int64.fetchAll(
        db.cachedStatement(sql: "SELECT id FROM images WHERE key = ? AND ready = 1 AND id <> ?"), arguments: [key, id]))
      ?? []
    let newest = max(others.max() ?? id, id)
    for other in others where other != newest { unlinkEntry(db, other) }
    if newest != id { unlinkEntry(db, id) }
  }
}
