/// A seeded generator for tests that compare a fast path with the general one over many random inputs: the same
/// inputs every run (SplitMix64).
///
/// ```swift
/// var generator = SeededTestGenerator(seed: 7)
/// let length = Int(generator.next() % 20)
/// ```
public struct SeededTestGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
