import Foundation

/// What `news watch` remembers between polls and runs (`news-watch.json` in the cache): the headlines seen
/// per feed, and which feed the next poll asks, so one poll a run (`news watch --once`, as the systemd timer
/// runs it) still goes through the feeds in turn.
///
/// A feed with no entry was never polled: its first poll only records what is there.
struct WatchMemory: Codable, Equatable, Sendable {
  /// Short ids seen per feed id, newest first.
  var seen: [String: [String]] = [:]
  /// The number of polls done so far, across runs; the next poll asks `feeds[next % feeds.count]`.
  var next: Int = 0
  /// When the last poll asked (seconds since 1970), whoever ran it: `news watch`, the timer's `--once` or
  /// `mosaic ui`. Against NewsAPI every watch waits out ``HeadlineWatcher/spacing(for:)`` after it, so together
  /// they stay inside the day's budget. Absent in a memory from before.
  var lastPoll: Double?

  /// How long ago the last poll asked, at `now`; `nil` when none is known or its time is ahead of `now` (a clock
  /// set back must not silence the watch).
  func sinceLastPoll(at now: Date) -> Duration? {
    guard let lastPoll else { return nil }
    let seconds = now.timeIntervalSince1970 - lastPoll
    guard seconds >= 0, seconds.isFinite else { return nil }
    return .milliseconds(Int64(min(seconds, 1e12) * 1_000))
  }

  /// This memory, as stored now, with what one poll found, whatever other watches saved since the poll read it:
  /// `fresh` (the headlines new to the poll of the feed `feedID`, newest first) ahead of that feed's ids, `poll`'s
  /// other ids (the memory the poll had read) kept too, one more poll counted, and the later of the two poll times.
  /// Each feed keeps its newest `limit` ids; a feed neither has an entry for stays without one (never polled).
  func recording(_ poll: WatchMemory, of feedID: String, fresh: [String], limit: Int) -> WatchMemory {
    var merged = self
    for feed in Set(seen.keys).union(poll.seen.keys) {
      var kept = Set<String>()
      var ids: [String] = []
      for id in (feed == feedID ? fresh : []) + (seen[feed] ?? []) + (poll.seen[feed] ?? [])
      where ids.count < limit && kept.insert(id).inserted {
        ids.append(id)
      }
      merged.seen[feed] = ids
    }
    merged.next = next < Int.max ? next + 1 : 0
    merged.lastPoll = [lastPoll, poll.lastPoll].compactMap { $0 }.max()
    return merged
  }

  /// Reads `data`: this shape, or the one before it (the seen ids per feed alone); anything else is empty.
  static func decode(_ data: Data) -> WatchMemory {
    let decoder = JSONDecoder()
    if let memory = try? decoder.decode(WatchMemory.self, from: data) { return memory }
    if let seen = try? decoder.decode([String: [String]].self, from: data) { return WatchMemory(seen: seen) }
    return WatchMemory()
  }

  func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(self)
  }
}
