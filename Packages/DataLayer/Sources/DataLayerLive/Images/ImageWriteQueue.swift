import Foundation

/// Pictures handed to an ``ImageFileStore`` and not yet in its index, in the order they came. The store's one
/// writer takes them in batches (one reservation and one commit transaction per batch); until a picture's batch
/// is committed, ``ImageFileStore/entry(for:)`` answers from here, so a picture written behind is never missed by
/// the process that kept it.
struct ImageWriteQueue {
  /// One picture to write, and who waits for its outcome (nobody when it was written behind).
  struct Item: Sendable {
    let sequence: Int
    let key: String
    let data: Data
    let etag: String?
    let expiresAt: Date
    let outcome: CheckedContinuation<ImageStoreOutcome, Never>?
  }

  /// The most pictures taken into one batch.
  static let batchLimit = 64
  /// The most pictures written behind and not yet committed; a caller past it waits for room.
  static let behindLimit = 64

  private(set) var waiting: [Item] = []
  /// The newest picture of each key, waiting or being written.
  private(set) var newest: [String: Item] = [:]
  /// Pictures waiting or being written, and whether the writer has been asked to run.
  private(set) var queued = 0
  var scheduled = false
  private var roomWaiters: [CheckedContinuation<Bool, Never>] = []
  private var lastSequence = 0

  /// Whether a picture written behind would pass ``behindLimit``.
  var isFull: Bool { queued >= Self.behindLimit }

  mutating func append(
    _ data: Data, key: String, etag: String?, expiresAt: Date,
    outcome: CheckedContinuation<ImageStoreOutcome, Never>?
  ) {
    lastSequence += 1
    let item = Item(
      sequence: lastSequence, key: key, data: data, etag: etag, expiresAt: expiresAt, outcome: outcome)
    waiting.append(item)
    newest[key] = item
    queued += 1
  }

  /// The next batch, oldest first; it stays visible through ``newest`` until ``finish(_:)``.
  mutating func takeBatch() -> [Item] {
    let batch = Array(waiting.prefix(Self.batchLimit))
    waiting.removeFirst(batch.count)
    return batch
  }

  /// Forgets a written batch; returns the callers waiting for room, to resume outside the lock.
  mutating func finish(_ batch: [Item]) -> [CheckedContinuation<Bool, Never>] {
    for item in batch where newest[item.key]?.sequence == item.sequence {
      newest[item.key] = nil
    }
    queued -= batch.count
    guard !isFull else { return [] }
    defer { roomWaiters = [] }
    return roomWaiters
  }

  mutating func waitForRoom(_ continuation: CheckedContinuation<Bool, Never>) {
    roomWaiters.append(continuation)
  }
}
