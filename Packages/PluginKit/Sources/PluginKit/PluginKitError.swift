/// What went wrong reading a frame or a manifest: a closed code and the value that matters.
///
/// ```swift
/// do { _ = try decoder.next() } catch let error as PluginKitError where error.code == .frameTooLarge { … }
/// ```
public struct PluginKitError: Error, Sendable, Equatable, CustomStringConvertible {
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// A frame's length prefix is 0 or past ``PluginProtocol/maximumFrameBytes``; ``value`` is the length.
    case frameTooLarge
    /// A frame is not a JSON object of the expected shape; ``value`` says what was wrong.
    case malformedMessage
    /// The manifest is too large, not JSON, or breaks a rule; ``field`` names the field.
    case invalidManifest
  }

  public let code: Code
  /// The field of the manifest at fault, like `contributions.commands[0].name`.
  public let field: String?
  /// The offending value, cleaned of control characters and at most 80 characters long.
  public let value: String?

  public init(_ code: Code, field: String? = nil, value: String? = nil) {
    self.code = code
    self.field = field
    self.value = value.map { PluginText.clean($0, limit: 80) }
  }

  public var description: String {
    switch code {
    case .frameTooLarge:
      "A frame announced \(value ?? "?") bytes, more than the \(PluginProtocol.maximumFrameBytes) allowed or none; "
        + "send JSON frames of 1 byte to 1 MiB."
    case .malformedMessage:
      "A frame was not a message of the protocol ('\(value ?? "")'); send one JSON object per frame as docs/plugins.md "
        + "describes."
    case .invalidManifest:
      "The manifest's '\(field ?? "?")' is '\(value ?? "")', which is not allowed; fix it as docs/plugins.md describes."
    }
  }
}
