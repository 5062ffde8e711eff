/// An input and what a fuzzer's first mutations would make of it, the same in every run: cut short, cut in half,
/// and a few bytes overwritten with values decoders trip on (quotes, braces, digits, NUL, 0xFF).
///
/// ```swift
/// CorpusVariants(of: Array("{}".utf8), seed: 2).all.map(\.name)  // ["as committed", "cut to 1 bytes", ...]
/// ```
struct CorpusVariants {
  static let interesting: [UInt8] = [0x00, 0xFF, 0x22, 0x7B, 0x7D, 0x39, 0x2D, 0x0A, 0x80]
  static let mutants = 6

  var bytes: [UInt8]
  var seed: UInt64

  init(of bytes: [UInt8], seed: UInt64) {
    self.bytes = bytes
    self.seed = seed
  }

  var all: [(name: String, bytes: [UInt8])] {
    var variants: [(name: String, bytes: [UInt8])] = [("as committed", bytes)]
    for length in Set([bytes.count - 1, bytes.count / 2]) where length >= 0 && length < bytes.count {
      variants.append(("cut to \(length) bytes", Array(bytes.prefix(length))))
    }
    guard !bytes.isEmpty else { return variants }
    var random = SplitMix64(seed: seed)
    for mutant in 1...Self.mutants {
      var copy = bytes
      for _ in 0..<mutant {
        let position = Int(random.next() % UInt64(copy.count))
        copy[position] = Self.interesting[Int(random.next() % UInt64(Self.interesting.count))]
      }
      variants.append(("mutant \(mutant) of seed \(seed)", copy))
    }
    return variants
  }
}
