/// What a lazy catalog has built, by position in the catalog: the values in the order built, and a 4-byte slot per
/// position pointing at one (made on the first value stored). A `Photo` is about 450 bytes inline and an `Article`
/// 136, so an optional slot per position held 156 KB and 87 KB for the 30 photos and 12 articles `mosaic gallery`
/// and `mosaic news` build; a dictionary kept it small too, but ran the standard library's generic hashing and
/// resizing code, whose pages a start then faulted in (PROJECT_PLAN.md, "Issue 23 — peak memory and the plugins
/// row (seventh part)"). Not thread-safe: the shelves hold it behind their lock.
struct BuiltByPosition<Value> {
  private var slots: [Int32] = []
  private var values: [Value] = []
  /// How many positions the catalog has.
  let positions: Int

  /// Nothing built of `positions` positions.
  init(positions: Int) {
    self.positions = positions
  }

  /// Every position built, `values[i]` at position `i`.
  init(all values: [Value]) {
    positions = values.count
    slots = values.indices.map { Int32(truncatingIfNeeded: $0) }
    self.values = values
  }

  /// The value built at `position` (within `0..<positions`), or `nil`; storing one keeps it (a position is stored
  /// once: the shelves store only what they did not find).
  subscript(position: Int) -> Value? {
    get {
      guard !slots.isEmpty else { return nil }
      let slot = slots[position]
      return slot < 0 ? nil : values[Int(slot)]
    }
    set {
      guard let newValue else { return }
      if slots.isEmpty { slots = Array(repeating: -1, count: positions) }
      if slots[position] >= 0 {
        values[Int(slots[position])] = newValue
      } else {
        slots[position] = Int32(truncatingIfNeeded: values.count)
        values.append(newValue)
      }
    }
  }

  /// How many values are built.
  var count: Int { values.count }

  /// How many values fit without the storage growing.
  var capacity: Int { values.capacity }
}

extension BuiltByPosition: Sendable where Value: Sendable {}
