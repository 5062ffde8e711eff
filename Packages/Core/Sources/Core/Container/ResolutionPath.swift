/// The services being built, outermost first, as a value: how the container finds a cycle and names it without
/// allocating.
///
/// Once the container froze, a level is its service's slot in the frozen table, kept inline: going one level deeper
/// copies a few words. Levels resolved before the freeze, and levels past the eighth inline one, are keys in a
/// ``ResolutionTrail`` of heap nodes, all outer to the inline slots.
struct ResolutionPath: Sendable {
  /// Slots of the frozen table, `count` of them in use, outermost first.
  private typealias Slots = (Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32)
  private static let inlineCapacity = 8

  private var slots: Slots = (0, 0, 0, 0, 0, 0, 0, 0)
  private var count = 0
  /// The levels outer to `slots`, as keys.
  private var outer: ResolutionTrail?

  /// No service being built: a module's, a command's or the host's resolver.
  static var empty: ResolutionPath { ResolutionPath() }

  /// Whether nothing is being built.
  var isEmpty: Bool { count == 0 && outer == nil }

  /// Whether `key` (at `slot` of the frozen table, or without one before the freeze) is being built.
  @inline(__always)
  func contains(_ key: ServiceKey, slot: Int?) -> Bool {
    if count > 0, let slot, containsSlot(slot) { return true }
    guard let outer else { return false }
    return outer.contains(key)
  }

  /// This path one level deeper, building `key`: its `slot` inline when there is one and room for it; otherwise the
  /// inline slots move to the heap trail (keyed through `table`) and `key` follows them.
  @inline(__always)
  func appending(_ key: ServiceKey, slot: Int?, table: FrozenRegistrations?) -> ResolutionPath {
    var path = self
    if count < Self.inlineCapacity, let slot, let narrow = Int32(exactly: slot) {
      withUnsafeMutableBytes(of: &path.slots) { raw in
        raw.storeBytes(of: narrow, toByteOffset: count * MemoryLayout<Int32>.stride, as: Int32.self)
      }
      path.count += 1
      return path
    }
    var trail = outer
    for inlineKey in inlineKeys(table) { trail = ResolutionTrail(inlineKey, parent: trail) }
    return ResolutionPath(outer: ResolutionTrail(key, parent: trail))
  }

  /// The keys from the outermost to the innermost.
  func keys(_ table: FrozenRegistrations?) -> [ServiceKey] {
    (outer?.keys ?? []) + inlineKeys(table)
  }

  /// The service whose factory is running, or `nil` when nothing is being built.
  func innermost(_ table: FrozenRegistrations?) -> ServiceKey? {
    if count > 0, let key = table?.key(atSlot: slot(at: count - 1)) { return key }
    return outer?.key
  }

  private init() {}

  private init(outer: ResolutionTrail) {
    self.outer = outer
  }

  private func slot(at index: Int) -> Int {
    withUnsafeBytes(of: slots) { raw in
      Int(raw.load(fromByteOffset: index * MemoryLayout<Int32>.stride, as: Int32.self))
    }
  }

  @inline(__always)
  private func containsSlot(_ slot: Int) -> Bool {
    withUnsafeBytes(of: slots) { raw in
      for index in 0..<count
      where Int(raw.load(fromByteOffset: index * MemoryLayout<Int32>.stride, as: Int32.self)) == slot {
        return true
      }
      return false
    }
  }

  /// The inline levels' keys, outermost first (none without a table: only a frozen container fills slots).
  private func inlineKeys(_ table: FrozenRegistrations?) -> [ServiceKey] {
    guard let table else { return [] }
    return (0..<count).compactMap { table.key(atSlot: slot(at: $0)) }
  }
}
