import Foundation

/// How far the tests that compare a fast path with the general one over many inputs go: a few hundred chosen and
/// seeded inputs in every `make test`, every input (or many thousand random ones) when `MOSAIC_EXHAUSTIVE=1` is set
/// (`make test-exhaustive`). The everyday run keeps each test's edge cases; the long run looks for what they missed.
///
/// ```swift
/// for _ in 0..<TestDepth.rounds(300, exhaustive: 30_000) { ... }
/// ```
public enum TestDepth {
  /// Whether `MOSAIC_EXHAUSTIVE=1` asks for the long run.
  public static let isExhaustive = ProcessInfo.processInfo.environment["MOSAIC_EXHAUSTIVE"] == "1"

  /// `everyday`, or `exhaustive` in the long run.
  public static func rounds(_ everyday: Int, exhaustive: Int) -> Int {
    isExhaustive ? exhaustive : everyday
  }
}
