/// The one error type of the Models package.
///
/// Every failure of ``BlurHash`` and the other model helpers is a `ModelsError` whose ``message`` is one
/// sentence: what failed, the offending value in single quotes, and the fix.
///
/// ```swift
/// do { _ = try BlurHash.averageColor(of: "abc") }
/// catch let error as ModelsError where error.code == .invalidBlurHash { print(error.message) }
/// ```
public struct ModelsError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A stable identifier of the kind of failure, for matching in code and tests.
  public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    /// A string is not a well-formed BlurHash.
    public static let invalidBlurHash = Code(rawValue: "invalidBlurHash")
    /// An image size is zero, negative or too large.
    public static let invalidImageSize = Code(rawValue: "invalidImageSize")
    /// A pixel buffer does not hold `width * height * 3` bytes.
    public static let invalidPixelBuffer = Code(rawValue: "invalidPixelBuffer")
    /// A BlurHash component count is outside `1...9`.
    public static let invalidComponentCount = Code(rawValue: "invalidComponentCount")
    /// A decoding contrast factor is not a positive finite number.
    public static let invalidPunch = Code(rawValue: "invalidPunch")
  }

  /// What kind of failure this is.
  public let code: Code
  /// One sentence for a person: what failed, the offending value, and how to fix it.
  public let message: String
  /// The offending value as it came, when one is worth showing (a photo's width of `9223372036854775807`).
  public let value: String?

  public init(_ code: Code, _ message: String, value: String? = nil) {
    self.code = code
    self.message = message
    self.value = value
  }

  public var description: String { message }
}
