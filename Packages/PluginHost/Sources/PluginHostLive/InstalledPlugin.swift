import PluginKit

/// One entry of the installed-plugins index: the manifest as it was added (the host's view of the plugin before it
/// runs) and the SHA-256 of the executable the person trusted.
///
/// ```swift
/// store.load().map(\.manifest.id)   // ["weather"]
/// ```
public struct InstalledPlugin: Codable, Sendable, Equatable {
  public var manifest: PluginManifest
  /// 64 lowercase hexadecimal digits.
  public var sha256: String
  /// The executable's size when trusted, in bytes.
  public var size: Int
  /// The development folder a plugin added with `mosaic plugins add --dev` runs from (an absolute path), whose
  /// manifest is read again on every run and whose rebuilt executable is trusted as it is; `nil` for a copied one.
  public var dev: String?

  public init(manifest: PluginManifest, sha256: String, size: Int, dev: String? = nil) {
    self.manifest = manifest
    self.sha256 = sha256
    self.size = size
    self.dev = dev
  }

  /// The proxy module's id: the manifest's id under `plugin.`, apart from every built-in module's.
  public var moduleID: String { "plugin." + manifest.id }
}

/// The index file: every installed plugin, in the order added.
struct PluginIndex: Codable, Sendable, Equatable {
  var format = 1
  var plugins: [InstalledPlugin] = []
}
