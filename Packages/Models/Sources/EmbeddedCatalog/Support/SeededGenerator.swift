/// SplitMix64: a small, fast pseudo-random generator whose output depends only on its seed.
///
/// The catalogs draw every choice from it so they come out identical on every run and platform. It
/// deliberately does not conform to `RandomNumberGenerator`: the standard library's `random(in:using:)`
/// and `shuffled(using:)` may change their algorithms between releases, so ranges, picks and shuffles
/// are implemented here.
struct SeededGenerator {
  /// The generator's whole state: `SeededGenerator(seed: state)` continues exactly where this one is.
  private(set) var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform integer in `0..<bound`, without modulo bias (Lemire's multiply-and-reject); 0 when
  /// `bound` is below 2.
  mutating func next(below bound: Int) -> Int {
    guard bound > 1 else { return 0 }
    let range = UInt64(bound)
    var product = next().multipliedFullWidth(by: range)
    if product.low < range {
      let threshold = (0 &- range) % range
      while product.low < threshold {
        product = next().multipliedFullWidth(by: range)
      }
    }
    return Int(product.high)
  }

  /// A uniform integer in `range`.
  mutating func next(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + next(below: range.count)
  }

  /// True with a probability of `percent` in 100.
  mutating func chance(_ percent: Int) -> Bool {
    next(below: 100) < percent
  }

  /// One element of a non-empty array.
  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[next(below: elements.count)]
  }

  /// The elements in a random order (Fisher–Yates).
  mutating func shuffled<Element>(_ elements: [Element]) -> [Element] {
    var result = elements
    var index = result.count - 1
    while index > 0 {
      result.swapAt(index, next(below: index + 1))
      index -= 1
    }
    return result
  }

  /// An identifier of `length` characters from `A-Za-z0-9_-`, like Unsplash's photo and user ids.
  mutating func identifier(length: Int = 11) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(length)
    for _ in 0..<length {
      bytes.append(Self.identifierAlphabet[Int(next() >> 58)])
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// 64 characters, so the top 6 bits of a draw pick one uniformly.
  static let identifierAlphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-".utf8)
}
