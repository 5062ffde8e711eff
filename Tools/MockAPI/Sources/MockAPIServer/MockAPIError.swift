/// What went wrong in the mock API server, as one sentence naming the offending value and the fix.
///
/// ```swift
/// do {
///   try FaultSettings(errorRate: 2).validate()
/// } catch let error as MockAPIError {
///   error.code     // .invalidFaultSettings
///   print(error)   // "The fault setting 'errorRate' is '2.0' but must be between 0 and 1; ..."
/// }
/// ```
public struct MockAPIError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The kind of failure, stable for callers that branch on it.
  public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    /// A fault setting (flag or `POST /_faults` field) is out of range or unknown.
    public static let invalidFaultSettings = Code(rawValue: "invalidFaultSettings")
    /// The `POST /_faults` body is not a JSON object of fault settings.
    public static let invalidFaultBody = Code(rawValue: "invalidFaultBody")
    /// Pixels handed to the PNG encoder do not match the image size.
    public static let invalidImage = Code(rawValue: "invalidImage")
    /// The server could not be started on the requested port.
    public static let cannotListen = Code(rawValue: "cannotListen")
  }

  public let code: Code
  public let message: String

  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  public var description: String { message }
}
