/// A `MAJOR.MINOR.PATCH` version, ordered by semantic-versioning precedence (no pre-release tags).
///
/// ```swift
/// let version: SemanticVersion = "1.2.0"
/// version.isCompatible(with: "1.0.0")  // true: same major, not older
/// ```
public struct SemanticVersion: Hashable, Sendable, PrecedenceOrdered, CustomStringConvertible, Codable {
  public let major: Int
  public let minor: Int
  public let patch: Int

  public init(_ major: Int, _ minor: Int, _ patch: Int) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// Parses `MAJOR.MINOR.PATCH`; `MAJOR.MINOR` and `MAJOR` mean zero for the rest.
  public init(parsing text: String) throws {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    // Digits only: `Int(_:)` alone would also accept '+1' and '-1'.
    let numbers = parts.filter { !$0.isEmpty && $0.allSatisfy { "0123456789".contains($0) } }.compactMap { Int($0) }
    guard (1...3).contains(parts.count), numbers.count == parts.count else {
      throw CoreError(
        .invalidVersion, "'\(text)' is not a version; write it as MAJOR.MINOR.PATCH, like '1.2.0'.", value: text)
    }
    self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
  }

  public var description: String { "\(major).\(minor).\(patch)" }

  /// The order of versions (`<` comes from ``PrecedenceOrdered``, so Core declares no operator).
  public var precedence: (Int, Int, Int) { (major, minor, patch) }

  /// Whether this version can stand in for `required`: the same major version and not older.
  public func isCompatible(with required: SemanticVersion) -> Bool {
    major == required.major && self >= required
  }

  public init(from decoder: any Decoder) throws {
    try self.init(parsing: try decoder.singleValueContainer().decode(String.self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}

extension SemanticVersion: ExpressibleByStringLiteral {
  /// A version written in source. A malformed literal is a programming error caught by the tests of
  /// the module that writes it, so it becomes `0.0.0` rather than a crash.
  public init(stringLiteral value: String) {
    self = (try? SemanticVersion(parsing: value)) ?? SemanticVersion(0, 0, 0)
  }
}
