import Foundation
import PluginHostLive
import PluginKit

/// What `mosaic plugins` works with: the supervisor (its store is the data folder's plugins), and the folders a dev
/// plugin's folder must not hold (the home folder and the data folder).
struct PluginAdmin: Sendable {
  let supervisor: PluginSupervisor
  var protectedFolders: [URL] = []

  var store: PluginStore { supervisor.store }

  /// The last `count` lines of the plugin's log (at most its last 64 KiB).
  func log(of id: String, lines count: Int) throws -> [String] {
    _ = try supervisor.installed(id)
    guard let handle = FileHandle(forReadingAtPath: store.logURL(of: id).path) else { return [] }
    defer { try? handle.close() }
    let end = (try? handle.seekToEnd()) ?? 0
    try? handle.seek(toOffset: end > 65_536 ? end - 65_536 : 0)
    let data = (try? handle.readToEnd()) ?? Data()
    let text = String(decoding: data, as: UTF8.self)
    return Array(
      text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0).suffix(count)
    )
    .map(String.init)
  }

  /// Whether the installed executable still has its trusted hash; a dev plugin's is trusted as rebuilt.
  func status(of plugin: InstalledPlugin) -> PluginsOutput.Status {
    guard let (sha256, _) = try? store.currentHash(of: plugin) else { return .missing }
    if plugin.dev != nil { return .dev }
    return sha256 == plugin.sha256 ? .trusted : .changed
  }
}
