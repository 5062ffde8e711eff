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
