/// The one error type of DetailFeature: the photo screen could not be shown or moved.
public struct DetailError: Error, Sendable, Equatable, CustomStringConvertible {
  /// One sentence: what failed, the offending value, the fix.
  public let message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
