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

  /// Writes `batch`: one IMMEDIATE transaction reserves every picture's bytes (evicting the least recently used),
  /// then each file is written straight to its final name — no reader opens it before its row is ready — and one
  /// transaction marks the whole ones ready and drops the rest. A picture that fails leaves the others kept.
  func write(_ batch: [ImageWriteQueue.Item]) -> [ImageStoreOutcome] {
    guard let index = lease() else { return batch.map { _ in .skipped("the folder cannot be used") } }
    defer { index.end() }
    let reservations: [Int64?]
    do {
      reservations = try reserve(index.pool, batch)
    } catch {
      return batch.map { _ in .skipped("the index could not be written") }
    }
    // The files are written two at a time: creating a file is most of a picture's cost (the kernel's inode
    // allocation), and one thread writing them all halved the pipeline's throughput on two cores.
    let results = Mutex([SystemFailure?](repeating: nil, count: batch.count))
    let paths = reservations.map { $0.map { fileURL($0).path } }
    DispatchQueue.concurrentPerform(iterations: batch.count) { position in
      guard let path = paths[position] else { return }
      do throws(SystemFailure) {
        try FilePermissions.writeNewPrivateFile(batch[position].data, atPath: path, flush: false)
      } catch {
        results.withLock { $0[position] = error }
      }
    }
    let failures = results.withLock { $0 }
    var outcomes: [ImageStoreOutcome] = []
    var written: [(id: Int64, key: String)] = []
    var failed: [Int64] = []
    for (position, (item, reservation)) in zip(batch, reservations).enumerated() {
      guard let id = reservation else {
        outcomes.append(.skipped("no room beside other writers"))
        continue
      }
      if let failure = failures[position] {
        failed.append(id)
        outcomes.append(.skipped(failure.reason))
      } else {
        written.append((id, item.key))
        outcomes.append(.stored)
      }
    }
    do {
      try commit(index.pool, written: written, failed: failed)
      return outcomes
    } catch {
      for id in written.map(\.id) + failed { _ = try? index.pool.write { [self] db in unlinkEntry(db, id) } }
      return outcomes.map { $0 == .stored ? .skipped("the index could not be written") : $0 }
    }
  }

  /// Reserves each picture's bytes in one transaction; `nil` for a picture only other writers' reservations
  /// leave no room for.
  private func reserve(_ pool: DatabasePool, _ batch: [ImageWriteQueue.Item]) throws -> [Int64?] {
    try pool.writeWithoutTransaction { [self] db in
      var ids: [Int64?] = []
      try db.inTransaction(.immediate) {
        ids = []
        let used = try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(size), 0) FROM images") ?? 0
        if used + batch.reduce(0, { $0 + $1.data.count }) > limit { try reclaimAbandoned(db) }
        for item in batch {
          guard try evict(db, toFit: item.data.count) else {
            ids.append(nil)
            continue
          }
          try db.execute(
            sql: """
              INSERT INTO images (key, size, etag, expires_at, last_access, ready, owner, reserved_at)
              VALUES (?, ?, ?, ?, (SELECT COALESCE(MAX(last_access), 0) + 1 FROM images), 0, ?, ?)
              """,
            arguments: [
              item.key, item.data.count, item.etag, item.expiresAt.timeIntervalSince1970, Int(processID),
              now().timeIntervalSince1970,
            ])
          ids.append(db.lastInsertedRowID)
        }
        return .commit
      }
      return ids
    }
  }

  /// Makes each written reservation the copy of its key (dropping older copies) and deletes the failed ones.
  private func commit(_ pool: DatabasePool, written: [(id: Int64, key: String)], failed: [Int64]) throws {
    try pool.writeWithoutTransaction { [self] db in
      try db.inTransaction(.immediate) {
        for id in failed { unlinkEntry(db, id) }
        for (id, key) in written {
          let older = try Int64.fetchAll(
            db, sql: "SELECT id FROM images WHERE key = ? AND ready = 1 AND id <> ?", arguments: [key, id])
          for old in older { unlinkEntry(db, old) }
          try db.execute(
            sql: """
              UPDATE images SET ready = 1, last_access = (SELECT COALESCE(MAX(last_access), 0) + 1 FROM images)
              WHERE id = ?
              """,
            arguments: [id])
          if db.changesCount == 0 {
            // Reclaimed meanwhile (this process looked dead to another): the file is nobody's.
            FilePermissions.removeQuietly(atPath: fileURL(id).path)
          }
        }
        return .commit
      }
    }
  }
}
