import Foundation
import Synchronization

/// The host's services as a Swift plugin calls them from a handler (protocol 2): an HTTP GET to an origin its
/// manifest declares, its own key-value store, and reading the person's favorites, saved articles and settings.
/// Each call is a `call` frame answered by the host before the handler goes on; a refusal or failure throws
/// ``HostCallError`` (its `code` says which, its `message` is one sentence to pass on).
///
/// ```swift
/// runner.section("more") { call in
///   let page = try call.host.get("https://api.example.com/v1/photos?author=ada")
///   try call.host.storage.set("last-author", "ada")
///   return try JSONDecoder().decode([Photo].self, from: Data(page.body.utf8)).map(\.item)
/// }
/// ```
public final class HostServices: Sendable {
  /// What the host granted in its `hello` (the manifest's permissions); empty before protocol 2.
  public let grants: PluginManifest.Permissions
  /// The protocol version the handshake settled on.
  public let protocolVersion: Int
  private let channel: PluginChannel?
  private let nextID = Mutex(1)

  init(grants: PluginManifest.Permissions, protocolVersion: Int, channel: PluginChannel?) {
    self.grants = grants
    self.protocolVersion = protocolVersion
    self.channel = channel
  }

  /// Services that refuse every call: for a handler run outside a host (tests, previews).
  public static let unavailable = HostServices(
    grants: PluginManifest.Permissions(), protocolVersion: 1, channel: nil)

  /// An HTTP GET of `url` through the host (its timeouts, caps and rate-limit memory); `url`'s origin must be one of
  /// ``grants``' `network`. A status other than 2xx throws ``HostCallError/Code/httpStatus``.
  public func get(_ url: String, headers: [String: String] = [:]) throws(HostCallError) -> HostResponse {
    let result = try call(.get(url, headers: headers.isEmpty ? nil : headers))
    return HostResponse(status: result.status ?? 200, contentType: result.contentType, body: result.body ?? "")
  }

  /// The plugin's own key-value store (`"storage": true`).
  public var storage: HostStorage { HostStorage(host: self) }

  /// The person's favorite photos, newest first (`"read": ["favorites"]`).
  public func favorites() throws(HostCallError) -> [PluginFavorite] {
    try call(HostCall(service: .favorites)).favorites ?? []
  }

  /// The person's saved articles, newest first (`"read": ["saved-articles"]`).
  public func savedArticles() throws(HostCallError) -> [PluginSavedArticle] {
    try call(HostCall(service: .savedArticles)).savedArticles ?? []
  }

  /// The person's language and theme (`"read": ["settings"]`).
  public func settings() throws(HostCallError) -> PluginSettings {
    guard let settings = try call(HostCall(service: .settings)).settings else {
      throw HostCallError(.failed, message: "The host answered 'read.settings' without settings.")
    }
    return settings
  }

  /// Sends `call` and waits for the host's `result`.
  public func call(_ call: HostCall) throws(HostCallError) -> HostCallResult {
    guard let channel, protocolVersion >= PluginProtocol.hostCalls else {
      throw HostCallError(
        .unknownService,
        message: "The host speaks protocol \(protocolVersion), which has no service '\(call.service)'; update mosaic.")
    }
    let id = nextID.withLock { next in
      defer { next += 1 }
      return next
    }
    do {
      try channel.send(PluginReply.call(call, id: id))
      guard let frame = try channel.next() else {
        throw HostCallError(.failed, message: "The host closed the channel during '\(call.service)'.")
      }
      let answer = try JSONDecoder().decode(PluginRequest.self, from: Data(frame))
      guard answer.type == .result, answer.id == id else {
        throw HostCallError(.failed, message: "The host answered '\(call.service)' with '\(answer.type.rawValue)'.")
      }
      if let error = answer.error { throw error }
      return answer.result ?? HostCallResult()
    } catch let error as HostCallError {
      throw error
    } catch {
      throw HostCallError(.failed, message: "The call '\(call.service)' failed: \(error).")
    }
  }
}

/// An HTTP answer the host fetched for the plugin.
public struct HostResponse: Sendable, Equatable {
  public var status: Int
  public var contentType: String?
  /// The body as UTF-8 text.
  public var body: String
}

/// The plugin's own key-value store in the host's database: keys of 1 to 128 bytes, values up to 16 KiB, at most
/// 256 keys. It is part of `mosaic export` and `import`, and removed with the plugin.
///
/// ```swift
/// try call.host.storage.set("visits", "3")
/// let visits = Int(try call.host.storage.get("visits") ?? "0") ?? 0
/// ```
public struct HostStorage: Sendable {
  let host: HostServices

  /// The value under `key`, `nil` when none.
  public func get(_ key: String) throws(HostCallError) -> String? {
    try host.call(HostCall(service: .storageGet, key: key)).value
  }

  /// Stores `value` under `key`, replacing what was there.
  public func set(_ key: String, _ value: String) throws(HostCallError) {
    _ = try host.call(HostCall(service: .storageSet, key: key, value: value))
  }

  /// Removes `key` (nothing happens when it holds nothing).
  public func remove(_ key: String) throws(HostCallError) {
    _ = try host.call(HostCall(service: .storageDelete, key: key))
  }

  /// Every key, sorted.
  public func keys() throws(HostCallError) -> [String] {
    try host.call(HostCall(service: .storageKeys)).keys ?? []
  }
}
