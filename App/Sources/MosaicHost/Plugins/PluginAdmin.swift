import Foundation
import PluginHostLive
import PluginKit

/// What `mosaic plugins` works with: the supervisor (its store is the data folder's plugins).
struct PluginAdmin: Sendable {
  let supervisor: PluginSupervisor

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

  /// Whether the installed executable still has its trusted hash.
  func status(of plugin: InstalledPlugin) -> PluginsOutput.Status {
    do {
      try store.verify(plugin)
      return .trusted
    } catch let error as PluginHostError where error.code == .changed {
      return .changed
    } catch {
      return .missing
    }
  }
}
