import Foundation
import PluginKit

extension PluginStore {
  /// Reads the manifest in `path` (a folder, or the manifest file itself) without installing anything.
  ///
  /// - Throws: ``PluginHostError`` `.invalidManifest` naming the path and what is wrong.
  public static func readManifest(at path: URL) throws(PluginHostError) -> (PluginManifest, URL) {
    let file =
      path.lastPathComponent == PluginProtocol.manifestName
      ? path : path.appendingPathComponent(PluginProtocol.manifestName)
    let shown = PluginHostText.clean(path.path, limit: 120)
    guard let handle = FileHandle(forReadingAtPath: file.path) else {
      throw PluginHostError(.invalidManifest, plugin: shown, detail: "no \(PluginProtocol.manifestName)")
    }
    defer { try? handle.close() }
    let bytes = Array((try? handle.read(upToCount: PluginProtocol.maximumManifestBytes + 1)) ?? Data())
    do {
      return (try PluginManifest.decode(bytes), file.deletingLastPathComponent())
    } catch {
      throw PluginHostError(
        .invalidManifest, plugin: shown, detail: "'\(error.field ?? "manifest")' is '\(error.value ?? "")'")
    }
  }

  /// Installs the plugin in `path`: copies its manifest and executable into its own folder and records the
  /// executable's SHA-256. `check` sees the manifest first (the host refuses clashing contributions there).
  @discardableResult
  public func add(
    from path: URL, check: (PluginManifest) throws -> Void = { _ in }
  ) throws -> InstalledPlugin {
    let (manifest, source) = try Self.readManifest(at: path)
    var index = try loadIndex()
    guard !index.plugins.contains(where: { $0.manifest.id == manifest.id }) else {
      throw PluginHostError(.alreadyInstalled, plugin: manifest.id)
    }
    try check(manifest)
    let executable = source.appendingPathComponent(manifest.executable)
    let (sha256, size) = try Self.hash(of: executable, plugin: manifest.id)
    let target = folder(of: manifest.id)
    do {
      let files = FileManager.default
      try? files.removeItem(at: target)
      try files.createDirectory(at: target, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      try files.copyItem(at: executable, to: target.appendingPathComponent(manifest.executable))
      try files.setAttributes(
        [.posixPermissions: 0o700], ofItemAtPath: target.appendingPathComponent(manifest.executable).path)
      try JSONEncoder().encode(manifest).write(to: target.appendingPathComponent(PluginProtocol.manifestName))
    } catch {
      throw PluginHostError(.storage, plugin: manifest.id, detail: error.localizedDescription)
    }
    // The copy is what runs: trust its bytes, not the source's (they may have changed in between).
    let (copied, _) = try Self.hash(of: target.appendingPathComponent(manifest.executable), plugin: manifest.id)
    guard copied == sha256 else { throw PluginHostError(.changed, plugin: manifest.id) }
    let plugin = InstalledPlugin(manifest: manifest, sha256: sha256, size: size)
    index.plugins.append(plugin)
    try save(index)
    return plugin
  }

  /// Uninstalls `id`: its entry, folder and log.
  public func remove(_ id: String) throws(PluginHostError) {
    var index = try loadIndex()
    guard index.plugins.contains(where: { $0.manifest.id == id }) else {
      throw PluginHostError(.notInstalled, plugin: id)
    }
    index.plugins.removeAll { $0.manifest.id == id }
    try save(index)
    try? FileManager.default.removeItem(at: folder(of: id))
    try? FileManager.default.removeItem(at: logURL(of: id))
  }

  /// Records the installed executable's current SHA-256 as trusted.
  @discardableResult
  public func trust(_ id: String) throws(PluginHostError) -> InstalledPlugin {
    var index = try loadIndex()
    guard let position = index.plugins.firstIndex(where: { $0.manifest.id == id }) else {
      throw PluginHostError(.notInstalled, plugin: id)
    }
    let (sha256, size) = try currentHash(of: index.plugins[position])
    index.plugins[position].sha256 = sha256
    index.plugins[position].size = size
    try save(index)
    return index.plugins[position]
  }

  /// Records `sha256` and `size` as the trusted executable of `id`.
  func record(_ id: String, sha256: String, size: Int) throws(PluginHostError) {
    var index = try loadIndex()
    guard let position = index.plugins.firstIndex(where: { $0.manifest.id == id }) else {
      throw PluginHostError(.notInstalled, plugin: id)
    }
    index.plugins[position].sha256 = sha256
    index.plugins[position].size = size
    try save(index)
  }
}

extension PluginStore {
  /// The installed plugins, or the error that the index cannot be read.
  public func installed() throws(PluginHostError) -> [InstalledPlugin] {
    try loadIndex().plugins
  }
}
