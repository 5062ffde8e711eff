import Foundation
import PluginKit

extension PluginStore {
  /// Links the plugin under development in `path` (its folder, or its manifest) without copying it: the index
  /// records the folder and the executable's SHA-256 as it is now. On every run the host reads the folder's manifest
  /// again and hashes the executable before each start; a rebuilt executable is trusted as it is (no `plugins
  /// trust`), as the person building it is the one who linked it. The folder becomes readable (never writable) to the
  /// plugin, so a folder holding one of `protected` (the home or data folder) is refused.
  ///
  /// ```swift
  /// try store.addDev(from: URL(fileURLWithPath: "../weather-plugin"), protecting: [home, dataFolder])
  /// ```
  ///
  /// - Throws: ``PluginHostError`` `.invalidManifest`, `.alreadyInstalled`, `.devFolderTooWide`, `.notExecutable`,
  ///   `.storage`, or what `check` throws.
  @discardableResult
  public func addDev(
    from path: URL, protecting protected: [URL], check: (PluginManifest) throws -> Void = { _ in }
  ) throws -> InstalledPlugin {
    let (manifest, source) = try Self.readManifest(at: path.standardizedFileURL)
    let code = source.resolvingSymlinksInPath().standardizedFileURL
    let id = manifest.id
    if let held = (protected + [folder]).first(where: { Self.contains(code, $0) }) {
      throw PluginHostError(
        .devFolderTooWide, plugin: id, detail: PluginHostText.clean(code.path, limit: 120),
        value: PluginHostText.clean(held.path, limit: 120))
    }
    var index = try loadIndex()
    guard !index.plugins.contains(where: { $0.manifest.id == id }) else {
      throw PluginHostError(.alreadyInstalled, plugin: id)
    }
    try check(manifest)
    let executable = code.appendingPathComponent(manifest.executable)
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw PluginHostError(.notExecutable, plugin: id, detail: PluginHostText.clean(executable.path, limit: 160))
    }
    let (sha256, size) = try Self.hash(of: executable, plugin: id)
    // Its own folder holds only its data (and is where `remove` deletes); the code stays where it is.
    _ = try dataFolder(of: id)
    let plugin = InstalledPlugin(manifest: manifest, sha256: sha256, size: size, dev: code.path)
    index.plugins.append(plugin)
    try save(index)
    return plugin
  }

  /// Whether `folder` is `other` or one of its parents.
  static func contains(_ folder: URL, _ other: URL) -> Bool {
    let parent = folder.resolvingSymlinksInPath().standardizedFileURL.pathComponents
    let child = other.resolvingSymlinksInPath().standardizedFileURL.pathComponents
    return child.count >= parent.count && Array(child.prefix(parent.count)) == parent
  }
}
