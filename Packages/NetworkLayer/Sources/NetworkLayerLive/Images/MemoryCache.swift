/// Least-recently-used values counted by cost: inserting past ``limit`` evicts the values used longest ago
/// first; a value costing more than the limit is not kept. O(1) per operation (a dictionary over a
/// doubly-linked list stored in an array).
///
/// ```swift
/// var cache = MemoryCache<String, [UInt8]>(limit: 8)
/// cache.insert([1, 2, 3, 4], for: "a", cost: 4)
/// cache.insert([5, 6, 7, 8], for: "b", cost: 4)
/// _ = cache.value(for: "a")                      // "a" is now the most recent
/// cache.insert([9], for: "c", cost: 1)          // evicts "b"
/// ```
struct MemoryCache<Key: Hashable, Value> {
  private struct Node {
    var key: Key
    var value: Value
    var cost: Int
    var previous: Int?
    var next: Int?
  }

  let limit: Int
  private(set) var totalCost = 0
  private var nodes: [Node?] = []
  private var free: [Int] = []
  private var index: [Key: Int] = [:]
  /// Most recently used.
  private var head: Int?
  /// Least recently used.
  private var tail: Int?

  init(limit: Int) {
    self.limit = max(0, limit)
  }

  var count: Int { index.count }

  /// The value for `key`, now the most recently used.
  mutating func value(for key: Key) -> Value? {
    guard let slot = index[key], let node = nodes[slot] else { return nil }
    unlink(slot)
    pushFront(slot)
    return node.value
  }

  /// Keeps `value` as the most recently used, evicting the least recently used until the total fits.
  mutating func insert(_ value: Value, for key: Key, cost: Int) {
    remove(key)
    guard cost <= limit else { return }
    while totalCost + cost > limit, let last = tail {
      if let node = nodes[last] { remove(node.key) } else { break }
    }
    let node = Node(key: key, value: value, cost: cost, previous: nil, next: nil)
    let slot: Int
    if let reused = free.popLast() {
      nodes[reused] = node
      slot = reused
    } else {
      nodes.append(node)
      slot = nodes.count - 1
    }
    index[key] = slot
    totalCost += cost
    pushFront(slot)
  }

  mutating func remove(_ key: Key) {
    guard let slot = index.removeValue(forKey: key), let node = nodes[slot] else { return }
    unlink(slot)
    totalCost -= node.cost
    nodes[slot] = nil
    free.append(slot)
  }

  /// Keys from the most to the least recently used.
  var keysByRecency: [Key] {
    var keys: [Key] = []
    var cursor = head
    while let slot = cursor, let node = nodes[slot] {
      keys.append(node.key)
      cursor = node.next
    }
    return keys
  }

  private mutating func unlink(_ slot: Int) {
    guard let node = nodes[slot] else { return }
    if let previous = node.previous { nodes[previous]?.next = node.next } else { head = node.next }
    if let next = node.next { nodes[next]?.previous = node.previous } else { tail = node.previous }
    nodes[slot]?.previous = nil
    nodes[slot]?.next = nil
  }

  private mutating func pushFront(_ slot: Int) {
    nodes[slot]?.next = head
    nodes[slot]?.previous = nil
    if let head { nodes[head]?.previous = slot }
    head = slot
    if tail == nil { tail = slot }
  }
}
