/// A message from the host to a plugin (docs/plugins.md, "Requests"). The first is always `hello`; every other
/// carries an `id` the reply repeats.
///
/// ```json
/// {"type": "run", "id": 2, "command": "weather", "arguments": ["Berlin"], "options": {"units": "metric"}, "flags": []}
/// ```
public struct PluginRequest: Codable, Sendable, Equatable {
  public enum Kind: String, Codable, Sendable {
    /// The handshake: ``protocols`` the host speaks, ``language`` the person reads.
    case hello
    /// Run ``command`` with ``arguments``, ``options`` and ``flags``.
    case run
    /// Resolve ``url`` (a route of the manifest) with its ``parameters``.
    case route
    /// Load ``section`` for ``subject`` (the photo's id and fields on the photo page).
    case section
    /// Perform ``action`` on ``item`` of ``section`` (or of ``tab``, from protocol 2).
    case action
    /// Fill the terminal-app tab ``tab`` (protocol 2): answered with `items`.
    case tab
    /// End: answer `done`, then exit.
    case shutdown
    /// Protocol 2: the answer to the plugin's ``PluginReply/Kind/call`` with the same `id`: ``result`` or ``error``.
    case result
  }

  public var type: Kind
  public var id: Int
  public var protocols: [Int]?
  public var language: String?
  public var command: String?
  public var arguments: [String]?
  public var options: [String: String]?
  public var flags: [String]?
  public var url: String?
  public var parameters: [String: String]?
  public var section: String?
  public var subject: [String: String]?
  public var item: String?
  public var action: String?
  /// Protocol 2, `hello`: what the manifest declares and the host grants (the network origins, storage, reads).
  public var grants: PluginManifest.Permissions?
  /// `result`: what the service answered.
  public var result: HostCallResult?
  /// `result`: why the call was refused or failed.
  public var error: HostCallError?
  /// The tab a `tab` request fills, or whose item an `action` acts on (protocol 2).
  public var tab: String?

  public init(type: Kind, id: Int) {
    self.type = type
    self.id = id
  }

  /// The handshake the host opens with.
  public static func hello(
    protocols: [Int] = PluginProtocol.versions, language: String, grants: PluginManifest.Permissions? = nil
  ) -> PluginRequest {
    var request = PluginRequest(type: .hello, id: 0)
    request.protocols = protocols
    request.language = language
    request.grants = grants
    return request
  }

  /// The answer to the plugin's call `id`: `result`, or `error` when it is refused or failed.
  public static func result(_ result: Result<HostCallResult, HostCallError>, id: Int) -> PluginRequest {
    var request = PluginRequest(type: .result, id: id)
    switch result {
    case .success(let value): request.result = value
    case .failure(let error): request.error = error
    }
    return request
  }
}

/// A message from a plugin to the host: the `hello` answer, or the reply to the request with the same `id`.
///
/// ```json
/// {"type": "output", "id": 2, "output": {"title": "Berlin", "lines": ["12 °C, cloudy"]}}
/// ```
public struct PluginReply: Codable, Sendable, Equatable {
  public enum Kind: String, Codable, Sendable {
    /// The handshake's answer: the chosen ``protocol`` and the plugin's ``plugin`` id and ``version``.
    case hello
    /// A command's or route's result.
    case output
    /// A section's items.
    case items
    /// An action or shutdown done; after an action, ``message`` may say what happened in one sentence.
    case done
    /// The request failed; ``message`` says why in one sentence, for the person.
    case error
    /// Protocol 2, while a request is in flight: the plugin asks the host for ``call``; its `id` is the plugin's
    /// own (the host's `result` repeats it), and the request's reply follows later.
    case call
  }

  public var type: Kind
  public var id: Int
  public var `protocol`: Int?
  public var plugin: String?
  public var version: String?
  public var output: PluginOutput?
  public var items: [PluginItem]?
  public var message: String?
  /// `call`: the service asked for.
  public var call: HostCall?

  public init(type: Kind, id: Int) {
    self.type = type
    self.id = id
  }

  /// The handshake's answer.
  public static func hello(protocol version: Int, plugin: String, version pluginVersion: String) -> PluginReply {
    var reply = PluginReply(type: .hello, id: 0)
    reply.protocol = version
    reply.plugin = plugin
    reply.version = pluginVersion
    return reply
  }

  public static func output(_ output: PluginOutput, id: Int) -> PluginReply {
    var reply = PluginReply(type: .output, id: id)
    reply.output = output
    return reply
  }

  public static func items(_ items: [PluginItem], id: Int) -> PluginReply {
    var reply = PluginReply(type: .items, id: id)
    reply.items = items
    return reply
  }

  /// A call to the host's services.
  public static func call(_ call: HostCall, id: Int) -> PluginReply {
    var reply = PluginReply(type: .call, id: id)
    reply.call = call
    return reply
  }

  public static func error(_ message: String, id: Int) -> PluginReply {
    var reply = PluginReply(type: .error, id: id)
    reply.message = message
    return reply
  }
}
