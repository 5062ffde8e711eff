import Foundation
import PluginKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension PluginStore {
  /// Opens the executable that is about to run and checks the SHA-256 of the opened file, not of the path: the
  /// plugin is then started from this descriptor (`execveat`), so a file put in its place after the check is never
  /// the one that runs. The descriptor is at 3 or above and closes at exec; the caller closes it after the start.
  ///
  /// - Throws: ``PluginHostError`` `.startFailed` when it cannot be opened, `.changed` when its hash is not trusted.
  func openVerified(_ plugin: InstalledPlugin) throws(PluginHostError) -> Int32 {
    let id = plugin.manifest.id
    let opened = open(executableURL(of: plugin).path, O_RDONLY | O_CLOEXEC)
    guard opened >= 0 else {
      throw PluginHostError(.startFailed, plugin: id, detail: "no executable '\(plugin.manifest.executable)'")
    }
    // The child's 0, 1 and 2 become its pipes and log: the executable must not be one of them.
    let descriptor = opened >= 3 ? opened : fcntl(opened, F_DUPFD_CLOEXEC, 3)
    if opened < 3 { close(opened) }
    guard descriptor >= 0 else {
      throw PluginHostError(.startFailed, plugin: id, detail: String(cString: strerror(errno)))
    }
    do {
      let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
      let (hash, size) = try Self.hash(of: handle, plugin: id)
      try accept(plugin, sha256: hash, size: size)
    } catch {
      close(descriptor)
      throw error
    }
    return descriptor
  }
}
