import Core
import Foundation
import PluginKit

/// Answers one plugin's calls to the host's services: checks that its manifest declares what the call needs (the
/// URL's origin, storage, the data read) and every bound (URL, headers, key and value sizes), then lets
/// ``PluginServices`` do the work. Whatever is refused or fails comes back as a typed ``PluginKit/HostCallError``
/// with one sentence in the person's language; nothing is thrown at the host.
///
/// ```swift
/// let handler = HostCallHandler(manifest: plugin.manifest, services: services, language: .english)
/// await handler.answer(.get("https://evil.example/"))   // .failure(HostCallError(.notDeclared, …))
/// ```
public struct HostCallHandler: Sendable {
  public let manifest: PluginManifest
  public let services: PluginServices
  public let language: Language

  /// The longest URL a plugin may ask for.
  public static let maximumURLLength = 2048
  /// The most headers one GET may carry.
  public static let maximumHeaders = 8
  /// The longest header value.
  public static let maximumHeaderValue = 1024
  /// Header names a plugin may send besides `X-…` ones; never `Cookie`, `Host` or the host's own.
  public static let allowedHeaders: Set<String> = [
    "accept", "accept-language", "accept-version", "authorization", "if-none-match", "if-modified-since",
  ]
  /// The longest key, in UTF-8 bytes.
  public static let maximumKeyBytes = 128
  /// The largest value, in UTF-8 bytes.
  public static let maximumValueBytes = 16 * 1024

  public init(manifest: PluginManifest, services: PluginServices, language: Language) {
    self.manifest = manifest
    self.services = services
    self.language = language
  }

  /// The answer to `call`: its result, or why it was refused or failed.
  public func answer(_ call: HostCall) async -> Result<HostCallResult, HostCallError> {
    do {
      return .success(try await serve(call))
    } catch let error as HostCallError {
      return .failure(error)
    } catch {
      let text = PluginHostText.clean(String(describing: error), limit: 200)
      return .failure(HostCallError(.failed, message: text))
    }
  }

  private func serve(_ call: HostCall) async throws -> HostCallResult {
    let id = manifest.id
    switch HostCall.Service(rawValue: call.service) {
    case .httpGet:
      let url = try checkedURL(call.url ?? "")
      return try await services.get(id, url, try checkedHeaders(call.headers ?? [:]), language)
    case .storageGet:
      return HostCallResult(value: try await services.storageValue(id, try storageKey(call)))
    case .storageSet:
      let key = try storageKey(call)
      let value = call.value ?? ""
      guard value.utf8.count <= Self.maximumValueBytes else {
        throw HostCallStrings.valueTooLarge(key, value, language)
      }
      guard try await services.storageSet(id, key, value) else { throw HostCallStrings.storageFull(id, language) }
      return HostCallResult()
    case .storageDelete:
      try await services.storageRemove(id, try storageKey(call))
      return HostCallResult()
    case .storageKeys:
      try requireStorage()
      return HostCallResult(keys: try await services.storageKeys(id))
    case .favorites:
      try requireRead("favorites")
      return HostCallResult(favorites: try await services.favorites())
    case .savedArticles:
      try requireRead("saved-articles")
      return HostCallResult(savedArticles: try await services.savedArticles())
    case .settings:
      try requireRead("settings")
      return HostCallResult(settings: try await services.settings())
    case nil:
      throw HostCallStrings.unknownService(PluginHostText.clean(call.service, limit: 40), language)
    }
  }

  /// `text` as a URL whose origin the manifest declares.
  func checkedURL(_ text: String) throws(HostCallError) -> URL {
    let shown = PluginHostText.clean(text, limit: 120)
    guard text.count <= Self.maximumURLLength, let components = URLComponents(string: text),
      let url = components.url, let origin = Self.origin(of: components), components.user == nil,
      components.password == nil
    else { throw HostCallStrings.notAnAddress(shown, language) }
    let declared = Set(manifest.permissions.network.compactMap { URLComponents(string: $0).flatMap(Self.origin) })
    guard declared.contains(origin) else { throw HostCallStrings.originNotDeclared(manifest.id, origin, language) }
    return url
  }

  /// `scheme://host[:port]`, lowercase, the scheme's default port left out; `nil` unless http(s) with a host.
  static func origin(of components: URLComponents) -> String? {
    guard let scheme = components.scheme?.lowercased(), scheme == "https" || scheme == "http",
      let host = components.host?.lowercased(), !host.isEmpty
    else { return nil }
    let port = components.port.flatMap { ($0 == 443 && scheme == "https") || ($0 == 80 && scheme == "http") ? nil : $0 }
    return "\(scheme)://\(host)" + (port.map { ":\($0)" } ?? "")
  }

  func checkedHeaders(_ headers: [String: String]) throws(HostCallError) -> [String: String] {
    guard headers.count <= Self.maximumHeaders else { throw HostCallStrings.tooManyHeaders(headers.count, language) }
    for (name, value) in headers {
      let lower = name.lowercased()
      let allowed =
        (Self.allowedHeaders.contains(lower) || (lower.hasPrefix("x-") && lower.count > 2)) && lower.count <= 64
        && lower.utf8.allSatisfy { $0 == UInt8(ascii: "-") || (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
      guard allowed else { throw HostCallStrings.headerNotAllowed(PluginHostText.clean(name, limit: 40), language) }
      guard value.utf8.count <= Self.maximumHeaderValue, value.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) else {
        throw HostCallStrings.headerValue(PluginHostText.clean(name, limit: 40), language)
      }
    }
    return headers
  }

  private func storageKey(_ call: HostCall) throws(HostCallError) -> String {
    try requireStorage()
    let key = call.key ?? ""
    guard (1...Self.maximumKeyBytes).contains(key.utf8.count), PluginHostText.clean(key, limit: 200) == key else {
      throw HostCallStrings.badKey(PluginHostText.clean(key, limit: 40), language)
    }
    return key
  }

  private func requireStorage() throws(HostCallError) {
    guard manifest.permissions.storage else { throw HostCallStrings.storageNotDeclared(manifest.id, language) }
  }

  private func requireRead(_ what: String) throws(HostCallError) {
    guard manifest.permissions.read.contains(what) else {
      throw HostCallStrings.readNotDeclared(manifest.id, what, language)
    }
  }
}
