import Foundation
import PluginKit
import SecureFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension PluginStore {
  /// The start index, made from `index.json` (see ``PluginStartIndex``).
  var startIndexURL: URL { folder.appendingPathComponent("index.start") }

  /// The installed plugins as a run sees them: from the start index while it matches `index.json` (and every dev
  /// plugin's manifest), else from `index.json`, writing the start index again. Nothing is installed when there is
  /// no `index.json`, whatever else the folder holds. From the start index, only the entries `selection` reads are
  /// returned; from `index.json`, every plugin (the caller filters).
  ///
  /// - Throws: ``PluginHostError`` `.storage` when `index.json` cannot be read or is not one.
  func startPlugins(_ selection: PluginStartIndexSelection = .every) throws(PluginHostError) -> [InstalledPlugin] {
    let descriptor = open(indexURL.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return [] }
      throw PluginHostError(.storage, plugin: "index", detail: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    // The stamp before the bytes: a write after it changes the stamp, so the next run reads the file again.
    guard let stamp = PluginFileStamp(descriptor: descriptor) else {
      throw PluginHostError(.storage, plugin: "index", detail: String(cString: strerror(errno)))
    }
    if let start = try? readStartIndex(selection), start.source == stamp,
      start.entries.allSatisfy({ entry in
        entry.plugin.dev.map { PluginFileStamp(path: Self.manifestPath(in: $0)) == entry.devManifest } ?? true
      })
    {
      return start.entries.map(\.plugin)
    }
    let (index, devStamps) = try decodeIndex(Self.readAll(descriptor, limit: PluginStartIndex.maximumBytes))
    let entries = zip(index.plugins, devStamps).map { PluginStartIndex.Entry(plugin: $0, devManifest: $1) }
    try? writeStartIndex(PluginStartIndex(source: stamp, entries: entries))
    return index.plugins
  }

  /// The start index as it is on disk, with the entries `selection` reads.
  ///
  /// - Throws: ``PluginStartIndex/Refusal`` saying why it may not be used (missing, truncated, changed, broken).
  func readStartIndex(
    _ selection: PluginStartIndexSelection = .every
  ) throws(PluginStartIndex.Refusal) -> PluginStartIndex {
    let descriptor = open(startIndexURL.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .init(reason: "missing") }
    defer { close(descriptor) }
    guard let bytes = try? Self.readAll(descriptor, limit: PluginStartIndex.maximumBytes) else {
      throw .init(reason: "unreadable or larger than 4 MiB")
    }
    return try PluginStartIndex(bytes: bytes, selection: selection)
  }

  /// Writes the start index again from `index.json` as it is now (after `add`, `trust`, `remove`).
  func refreshStartIndex() {
    try? FileManager.default.removeItem(at: startIndexURL)
    _ = try? startPlugins()
  }

  private func writeStartIndex(_ start: PluginStartIndex) throws {
    try Data(start.encoded()).write(to: startIndexURL, options: .atomic)
  }

  /// The path of the manifest in the folder `path`.
  static func manifestPath(in path: String) -> String {
    path.hasSuffix("/") ? path + PluginProtocol.manifestName : path + "/" + PluginProtocol.manifestName
  }

  /// Everything `descriptor` reads from where it is, at most `limit` bytes (``DescriptorRead``, its first buffer sized
  /// by `fstat`: a 9 KB start index takes one read into a 9 KB buffer).
  ///
  /// - Throws: ``PluginHostError`` `.storage` on a read error or past `limit`.
  static func readAll(_ descriptor: Int32, limit: Int) throws(PluginHostError) -> [UInt8] {
    do {
      return try DescriptorRead.toEnd(of: descriptor, limit: limit)
    } catch {
      switch error {
      case .system(let failure):
        throw PluginHostError(.storage, plugin: "index", detail: failure.reason)
      case .tooLarge:
        throw PluginHostError(.storage, plugin: "index", detail: "larger than \(limit >> 20) MiB")
      }
    }
  }
}
