/// The one error type of the host: a host command could not do its job.
public struct HostError: Error, Sendable, Equatable, CustomStringConvertible {
  /// One sentence: what failed, the offending value, the fix.
  public let message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
