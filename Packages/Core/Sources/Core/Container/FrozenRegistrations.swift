/// A container's registrations once ``Container/freeze()`` closed them: an open-addressing table built once and
/// never changed, so a resolve reads it without a lock.
///
/// A slot is found from the type's identity (a pointer, spread by one multiplication) with an FNV-1a hash of the
/// name mixed in only for a named service, and probed linearly; a lookup compares pointers and, for a name, the name. No
/// `Hasher`, no dictionary, no lock: what ``Container`` paid on every resolve before it froze.
final class FrozenRegistrations: Sendable {
  /// The types' identities by slot, `nil` where the slot is empty: the probe reads these alone.
  private let types: [ObjectIdentifier?]
  private let names: [String?]
  /// The keys by slot, for naming a slot on a resolution path in a message.
  private let keys: [ServiceKey?]
  /// The registrations by slot, retained by this table (released in `deinit`) and read without retaining them.
  private let registrations: [Unmanaged<ServiceRegistration>?]
  /// `64 - log2(capacity)`: a hash's top bits pick the slot.
  private let shift: Int

  init(_ entries: [ServiceKey: ServiceRegistration]) {
    var capacity = 16
    while capacity < entries.count * 2 { capacity *= 2 }
    var types = [ObjectIdentifier?](repeating: nil, count: capacity)
    var names = [String?](repeating: nil, count: capacity)
    var registrations = [Unmanaged<ServiceRegistration>?](repeating: nil, count: capacity)
    var keys = [ServiceKey?](repeating: nil, count: capacity)
    let shift = UInt64.bitWidth - capacity.trailingZeroBitCount
    for (key, registration) in entries {
      var slot = Self.slot(key.typeIdentifier, key.name, shift: shift)
      while types[slot] != nil { slot = (slot + 1) & (capacity - 1) }
      types[slot] = key.typeIdentifier
      names[slot] = key.name
      registrations[slot] = Unmanaged.passRetained(registration)
      keys[slot] = key
    }
    self.types = types
    self.names = names
    self.registrations = registrations
    self.keys = keys
    self.shift = shift
  }

  deinit {
    for registration in registrations { registration?.release() }
  }

  /// The registration for `key`, or `nil` when there is none.
  func registration(for key: ServiceKey) -> ServiceRegistration? {
    slot(for: key).map { registration(atSlot: $0).takeUnretainedValue() }
  }

  /// The slot holding `key`, or `nil` when it is not registered: what a resolution path records.
  @inline(__always)
  func slot(for key: ServiceKey) -> Int? {
    let type = key.typeIdentifier
    let name = key.name
    let mask = types.count - 1
    var slot = Self.slot(type, name, shift: shift)
    while let candidate = types[slot] {
      if candidate == type && names[slot] == name { return slot }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// The registration in `slot`, a slot ``slot(for:)`` returned, not retained: the table keeps it while it lives.
  @inline(__always)
  func registration(atSlot slot: Int) -> Unmanaged<ServiceRegistration> {
    registrations[slot].unsafelyUnwrapped
  }

  /// The key in `slot`, or `nil` for an empty or unknown slot.
  func key(atSlot slot: Int) -> ServiceKey? {
    keys.indices.contains(slot) ? keys[slot] : nil
  }

  @inline(__always)
  private static func slot(_ type: ObjectIdentifier, _ name: String?, shift: Int) -> Int {
    var bits = UInt64(truncatingIfNeeded: Int(bitPattern: type))
    if let name {
      // FNV-1a over the name's bytes: `Hasher` would seed and finalize SipHash on every named resolve.
      var hash: UInt64 = 0xCBF2_9CE4_8422_2325
      for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
      bits ^= hash
    }
    return Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
  }
}
