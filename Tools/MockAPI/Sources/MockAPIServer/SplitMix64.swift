/// The deterministic random number generator behind every fault and random-photo decision.
///
/// SplitMix64 (Steele, Lea and Flood, 2014): one 64-bit state, advanced by a fixed odd constant and mixed
/// by two multiply-xorshift rounds. The same seed always gives the same sequence, on every platform.
///
/// ```swift
/// var random = SplitMix64(seed: 1)
/// random.next()        // 0x910A2DEC89025CC1
/// random.nextUnitInterval()  // a Double in 0..<1
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable, Equatable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A uniformly distributed `Double` in `0..<1`, from the top 53 bits of one draw.
  public mutating func nextUnitInterval() -> Double {
    Double(next() >> 11) * 0x1.0p-53
  }
}
