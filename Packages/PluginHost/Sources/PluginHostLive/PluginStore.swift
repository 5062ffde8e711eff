import Foundation
import PluginKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The installed plugins under the data folder: `plugins/index.json` (read on every start, one small file), a
/// folder per plugin holding its manifest and executable, and `plugins/logs/ID.log`, the plugin's standard error.
///
/// ```swift
/// let store = PluginStore(folder: dataFolder.appendingPathComponent("plugins"))
/// let plugin = try store.add(from: URL(fileURLWithPath: "examples/hello"))
/// ```
public struct PluginStore: Sendable {
  /// The largest executable the host hashes and installs.
  public static let maximumExecutableBytes = 256 << 20
  /// A log past this size is moved to `ID.log.1` when the plugin starts.
  public static let maximumLogBytes = 1 << 20

  public let folder: URL

  public init(folder: URL) {
    self.folder = folder
  }

  var indexURL: URL { folder.appendingPathComponent("index.json") }

  public func folder(of id: String) -> URL { folder.appendingPathComponent(id, isDirectory: true) }

  /// The one folder the plugin may write in (`ID/data`), created when missing; its executable's folder stays
  /// read-only to it, so it cannot change what was trusted.
  public func dataFolder(of id: String) throws(PluginHostError) -> URL {
    let data = folder(of: id).appendingPathComponent("data", isDirectory: true)
    do {
      try FileManager.default.createDirectory(
        at: data, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw PluginHostError(.storage, plugin: id, detail: error.localizedDescription)
    }
    return data
  }

  public func logURL(of id: String) -> URL { folder.appendingPathComponent("logs/\(id).log") }

  /// The installed plugins; none when there is no index. Read through the start index (``PluginStartIndex``), one
  /// small file read without `Codable` while `index.json` is unchanged. An index that cannot be read yields none
  /// (the host runs without plugins; `mosaic plugins list` says why).
  public func load() -> [InstalledPlugin] {
    (try? startPlugins()) ?? []
  }

  /// The installed plugins that contribute a section to `slot` (`photo`), as ``load()`` finds them; the start index's
  /// other entries are skipped unread (``PluginStartIndexSelection``), so a page pays for the plugins it shows.
  public func load(sectionsIn slot: String) -> [InstalledPlugin] {
    ((try? startPlugins(.sections(in: slot))) ?? []).filter {
      $0.manifest.contributions.sections.contains { $0.slot == slot }
    }
  }

  /// The index, each manifest validated again.
  ///
  /// - Throws: ``PluginHostError`` `.storage` when the index cannot be read or is not one.
  func loadIndex() throws(PluginHostError) -> PluginIndex {
    let descriptor = open(indexURL.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return PluginIndex() }
    defer { close(descriptor) }
    return try decodeIndex(Self.readAll(descriptor, limit: PluginStartIndex.maximumBytes)).0
  }

  /// What `index.json` records for trusting executables; nothing when there is no index.
  ///
  /// - Throws: ``PluginHostError`` `.storage` when the index cannot be read or is not one.
  func trustRecord() throws(PluginHostError) -> PluginTrustRecord {
    let descriptor = open(indexURL.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return PluginTrustRecord(plugins: []) }
    defer { close(descriptor) }
    let bytes = try Self.readAll(descriptor, limit: PluginStartIndex.maximumBytes)
    do {
      return try JSONDecoder().decode(PluginTrustRecord.self, from: Data(bytes))
    } catch {
      throw PluginHostError(.storage, plugin: "index", detail: "\(indexURL.lastPathComponent) is not an index")
    }
  }

  /// The index in `bytes`, each manifest validated, each dev plugin's manifest read again from its folder; and the
  /// stamp of each dev plugin's manifest as it was before it was read (`nil` for the others).
  func decodeIndex(_ bytes: [UInt8]) throws(PluginHostError) -> (PluginIndex, [PluginFileStamp?]) {
    do {
      var index = try JSONDecoder().decode(PluginIndex.self, from: Data(bytes))
      for plugin in index.plugins { try plugin.manifest.validate() }
      var stamps: [PluginFileStamp?] = []
      // A dev plugin's manifest is its folder's as it is now (a rebuilt plugin may have changed it); while that
      // one cannot be read, the one recorded stands and `mosaic doctor` says why.
      for position in index.plugins.indices {
        guard let dev = index.plugins[position].dev else {
          stamps.append(nil)
          continue
        }
        stamps.append(PluginFileStamp(path: Self.manifestPath(in: dev)))
        guard let (manifest, _) = try? Self.readManifest(at: URL(fileURLWithPath: dev, isDirectory: true)),
          manifest.id == index.plugins[position].manifest.id
        else { continue }
        index.plugins[position].manifest = manifest
      }
      return (index, stamps)
    } catch {
      throw PluginHostError(.storage, plugin: "index", detail: "\(indexURL.lastPathComponent) is not an index")
    }
  }

  func save(_ index: PluginIndex) throws(PluginHostError) {
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      try encoder.encode(index).write(to: indexURL, options: .atomic)
    } catch {
      throw PluginHostError(.storage, plugin: "index", detail: error.localizedDescription)
    }
    refreshStartIndex()
  }

  /// The SHA-256 and size of the file at `url`.
  static func hash(of url: URL, plugin: String) throws(PluginHostError) -> (String, Int) {
    guard let handle = FileHandle(forReadingAtPath: url.path) else {
      throw PluginHostError(.startFailed, plugin: plugin, detail: "no executable '\(url.lastPathComponent)'")
    }
    defer { try? handle.close() }
    return try hash(of: handle, plugin: plugin)
  }

  /// The SHA-256 and size of what `handle` reads from where it is to the end.
  static func hash(of handle: FileHandle, plugin: String) throws(PluginHostError) -> (String, Int) {
    var hash = SHA256()
    var size = 0
    do {
      while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
        size += chunk.count
        guard size <= maximumExecutableBytes else {
          throw PluginHostError(.startFailed, plugin: plugin, detail: "executable larger than 256 MiB")
        }
        hash.update(chunk)
      }
    } catch let error as PluginHostError {
      throw error
    } catch {
      throw PluginHostError(.startFailed, plugin: plugin, detail: error.localizedDescription)
    }
    return (hash.hexDigest(), size)
  }

  /// The executable that runs: the installed copy, or a dev plugin's in its own folder.
  public func executableURL(of plugin: InstalledPlugin) -> URL {
    codeFolder(of: plugin).appendingPathComponent(plugin.manifest.executable)
  }

  /// The folder holding the executable that runs, which the plugin may read but not write.
  public func codeFolder(of plugin: InstalledPlugin) -> URL {
    plugin.dev.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? folder(of: plugin.manifest.id)
  }

  /// The SHA-256 and size of the executable as it is now.
  public func currentHash(of plugin: InstalledPlugin) throws(PluginHostError) -> (sha256: String, size: Int) {
    try Self.hash(of: executableURL(of: plugin), plugin: plugin.manifest.id)
  }

  /// Refuses an executable whose hash is not the trusted one. A dev plugin's rebuilt executable is trusted as it
  /// is now: its new hash is recorded (when the index can be written) and it runs.
  public func verify(_ plugin: InstalledPlugin) throws(PluginHostError) {
    let (hash, size) = try currentHash(of: plugin)
    try accept(plugin, sha256: hash, size: size)
  }

  /// Refuses `sha256` unless it is the trusted one or the plugin is a dev plugin, whose new hash is recorded. The
  /// trusted hash is read from `index.json` now, the record `add` and `trust` write (not from the start index a run
  /// read its contributions from, nor from what `plugin` held when the run began); only the fields the check needs
  /// are decoded (``PluginTrustRecord``).
  func accept(_ plugin: InstalledPlugin, sha256 hash: String, size: Int) throws(PluginHostError) {
    let id = plugin.manifest.id
    guard let recorded = try trustRecord().entry(of: id) else {
      throw PluginHostError(.notInstalled, plugin: id)
    }
    guard hash != recorded.sha256 else { return }
    guard recorded.dev != nil else { throw PluginHostError(.changed, plugin: id) }
    try? record(id, sha256: hash, size: size)
  }

  /// The plugin's log, created if missing, moved aside first when past ``maximumLogBytes``.
  func openLog(of id: String) throws(PluginHostError) -> URL {
    let log = logURL(of: id)
    do {
      try FileManager.default.createDirectory(
        at: log.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      let size = (try? FileManager.default.attributesOfItem(atPath: log.path)[.size] as? Int) ?? 0
      if size > Self.maximumLogBytes {
        let old = log.appendingPathExtension("1")
        try? FileManager.default.removeItem(at: old)
        try FileManager.default.moveItem(at: log, to: old)
      }
    } catch {
      throw PluginHostError(.storage, plugin: id, detail: error.localizedDescription)
    }
    return log
  }
}
