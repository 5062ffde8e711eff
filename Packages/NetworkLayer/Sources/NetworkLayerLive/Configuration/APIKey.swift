import Foundation

/// A secret API key. It prints as `<redacted>` so that string interpolation, logging and `dump` never
/// leak it; only the request builders read ``revealed``.
///
/// ```swift
/// if let key = APIKey("abc123") {
///   print("using \(key)")  // using <redacted>
/// }
/// ```
public struct APIKey: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// The key itself, for the one place that puts it into a request.
  public let revealed: String

  /// A key, or `nil` when `value` is empty or only whitespace.
  public init?(_ value: String?) {
    guard let value = value?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else { return nil }
    self.revealed = value
  }

  public var description: String { "<redacted>" }
  public var debugDescription: String { "<redacted>" }
  public var customMirror: Mirror { Mirror(self, children: []) }
}
