extension NetworkError {
  /// What went wrong underneath a failure, as a value; ``NetworkStrings`` words it in each language.
  ///
  /// ```swift
  /// let error = NetworkError(.transport, host: "127.0.0.1:9", detail: .connectionRefused)
  /// error.detail == .connectionRefused  // true
  /// error.message  // "Could not reach '127.0.0.1:9': the connection was refused; check the network connection."
  /// ```
  public enum Detail: Sendable, Hashable {
    /// Nothing accepted the connection.
    case connectionRefused
    /// The host name did not resolve.
    case hostNotFound
    /// The connection dropped in the middle of the answer.
    case connectionLost
    /// The machine has no network connection.
    case notConnected
    /// The TLS handshake failed.
    case tlsFailed
    /// The server closed the connection before the answer was complete.
    case incompleteAnswer
    /// Something answered, but not in HTTP.
    case notHTTP
    /// The body is not JSON; the decoder's own description.
    case invalidJSON(String)
    /// A field the client needs is missing; its name.
    case missingField(String)
    /// A field has the wrong type or is null; its path, like `user.name`.
    case wrongType(String)
    /// The service's plan serves at most this many results.
    case resultLimit(Int)
    /// The answer was larger than this many bytes, counted as they arrived (after decompression).
    case tooLarge(Int)
    /// The answer's headers were larger than the HTTP client accepts.
    case headersTooLarge
    /// The body came compressed (its `Content-Encoding`) where nothing compressed is accepted: a picture.
    case compressed(String)
    /// A number in the answer does not fit the field it is in; the number as sent, or empty when unknown.
    case numberOutOfRange(String)
    /// A field holds a value nothing real has (a photo 9223372036854775807 pixels wide): its path and the value.
    case impossibleValue(field: String, value: String)
    /// The URL cannot be requested at all.
    case invalidURL
    /// A base URL's port is outside 1...65535; the port as written.
    case portOutOfRange(String)
    /// A time setting is not a number of seconds in this range.
    case notSeconds(minimum: Int, maximum: Int)
    /// A server redirected more often than this, within its own origin.
    case tooManyRedirects(Int)
    /// The system's own words, for failures this type has no case for.
    case other(String)
  }
}
