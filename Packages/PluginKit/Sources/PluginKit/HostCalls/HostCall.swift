/// What a plugin asks the host for while it works on a request (protocol 2, docs/plugins.md, "Host services"): it
/// travels in a `call` frame, and the host answers with a `result` frame repeating its `id`.
///
/// ```json
/// {"type": "call", "id": 1, "call": {"service": "http.get", "url": "https://api.example.com/v1/today"}}
/// ```
///
/// ```swift
/// HostCall.get("https://api.example.com/v1/today")
/// HostCall(service: .storageSet, key: "last", value: "Berlin")
/// ```
public struct HostCall: Codable, Sendable, Equatable {
  /// The services a host offers, by their name on the wire.
  public enum Service: String, Codable, Sendable, CaseIterable {
    /// An HTTP GET of ``HostCall/url`` (with ``HostCall/headers``) to an origin the manifest declares.
    case httpGet = "http.get"
    /// The value stored under ``HostCall/key``, or none.
    case storageGet = "storage.get"
    /// Stores ``HostCall/value`` under ``HostCall/key``.
    case storageSet = "storage.set"
    /// Removes ``HostCall/key``.
    case storageDelete = "storage.delete"
    /// Every key stored, sorted.
    case storageKeys = "storage.keys"
    /// The person's favorite photos (`"read": ["favorites"]`).
    case favorites = "read.favorites"
    /// The person's saved articles (`"read": ["saved-articles"]`).
    case savedArticles = "read.saved-articles"
    /// The person's language and theme (`"read": ["settings"]`).
    case settings = "read.settings"
  }

  /// The service's name; one the host does not know is answered with the error `unknownService`.
  public var service: String
  public var url: String?
  /// Request headers for `http.get` (at most 8; see docs/plugins.md for the names allowed).
  public var headers: [String: String]?
  public var key: String?
  public var value: String?

  public init(
    service: Service, url: String? = nil, headers: [String: String]? = nil, key: String? = nil, value: String? = nil
  ) {
    self.service = service.rawValue
    self.url = url
    self.headers = headers
    self.key = key
    self.value = value
  }

  /// An HTTP GET of `url`.
  public static func get(_ url: String, headers: [String: String]? = nil) -> HostCall {
    HostCall(service: .httpGet, url: url, headers: headers)
  }
}

/// What the host answers a ``HostCall`` with: the fields of the service asked (others are absent).
///
/// ```json
/// {"type": "result", "id": 1, "result": {"status": 200, "contentType": "application/json", "body": "{…}"}}
/// ```
public struct HostCallResult: Codable, Sendable, Equatable {
  /// `http.get`: the status (always 2xx; any other is the error `httpStatus`).
  public var status: Int?
  /// `http.get`: the `Content-Type` header, when sent.
  public var contentType: String?
  /// `http.get`: the body as UTF-8 text (bytes that are not UTF-8 become U+FFFD).
  public var body: String?
  /// `storage.get`: the value, absent when the key holds none. `storage.set`/`storage.delete` send none.
  public var value: String?
  /// `storage.keys`: every key, sorted.
  public var keys: [String]?
  public var favorites: [PluginFavorite]?
  public var savedArticles: [PluginSavedArticle]?
  public var settings: PluginSettings?

  public init(
    status: Int? = nil, contentType: String? = nil, body: String? = nil, value: String? = nil, keys: [String]? = nil,
    favorites: [PluginFavorite]? = nil, savedArticles: [PluginSavedArticle]? = nil, settings: PluginSettings? = nil
  ) {
    self.status = status
    self.contentType = contentType
    self.body = body
    self.value = value
    self.keys = keys
    self.favorites = favorites
    self.savedArticles = savedArticles
    self.settings = settings
  }
}
