import Foundation
import PluginKit

/// Which of a plugin's item pictures the host may fetch: an `http(s)` address with a host, no user or password, at
/// most ``HostCallHandler/maximumURLLength`` characters, whose origin (`scheme://host[:port]`, lowercase, a default
/// port left out) the manifest declares in `permissions.network` — the same rule as the plugin's `http.get`. Any
/// other address gives `nil`: the item shows without its picture and no request is made. The picture itself then
/// comes through the host's image pipeline, which never adds a key or cookie.
///
/// ```swift
/// let gate = PluginPictureGate(manifest: plugin.manifest)   // permissions.network: ["https://images.example"]
/// gate.url("https://images.example/a.jpg")                   // the URL
/// gate.url("https://evil.example/a.jpg")                     // nil
/// ```
package struct PluginPictureGate: Sendable, Equatable {
  /// The declared origins, normalized.
  package let origins: Set<String>

  /// A gate that lets no picture through: a plugin that declares no origin.
  package static let closed = PluginPictureGate(origins: [])

  package init(origins: [String]) {
    self.origins = Set(origins.compactMap { URLComponents(string: $0).flatMap(HostCallHandler.origin(of:)) })
  }

  package init(manifest: PluginManifest) {
    self.init(origins: manifest.permissions.network)
  }

  /// `text` as the URL of a picture the host may fetch, or `nil`.
  package func url(_ text: String?) -> URL? {
    guard let text, !origins.isEmpty, text.utf8.count <= HostCallHandler.maximumURLLength,
      !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }),
      let components = URLComponents(string: text), components.user == nil, components.password == nil,
      let origin = HostCallHandler.origin(of: components), origins.contains(origin)
    else { return nil }
    return components.url
  }
}
