/// Why the host refused or could not serve a ``HostCall``: a closed code, the host's one sentence (in the
/// handshake's language) and, for `httpStatus`, the status. A plugin receives it typed and can turn it into its own
/// one-sentence failure (an `error` reply) or go on without the service.
///
/// ```json
/// {"type": "result", "id": 3, "error": {"code": "notDeclared", "message": "The origin 'https://evil.example' …"}}
/// ```
///
/// ```swift
/// do { _ = try call.host.get("https://evil.example/") } catch let error as HostCallError where error.code == .notDeclared { … }
/// ```
public struct HostCallError: Error, Codable, Sendable, Equatable, CustomStringConvertible {
  public enum Code: String, Codable, Sendable, CaseIterable {
    /// The manifest does not declare what the call needs: the URL's origin in `permissions.network`,
    /// `permissions.storage`, or the data in `permissions.read`.
    case notDeclared
    /// The call is malformed: a URL that is not http(s), a header not allowed, a key or value out of bounds.
    case invalid
    /// The host knows no service of that name.
    case unknownService
    /// The store holds as many keys as a plugin may keep; remove one first.
    case storageFull
    /// The server answered with a status other than 2xx; ``status`` holds it.
    case httpStatus
    /// The request failed: the network, a timeout, a body past the cap, a redirect to another origin, a paused
    /// rate limit.
    case network
    /// The host could not serve the call (its database failed, the answer did not fit a frame).
    case failed
  }

  public var code: Code
  /// One sentence saying what failed and how to fix it.
  public var message: String
  public var status: Int?

  public init(_ code: Code, message: String, status: Int? = nil) {
    self.code = code
    self.message = message
    self.status = status
  }

  public var description: String { message }
}
