import CPluginSandbox
import Foundation
import PluginKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension PluginStore {
  /// Opens the executable that is about to run and checks the SHA-256 of what will run, not of the path. On Linux
  /// the bytes are hashed as they are copied into a private anonymous file (a memfd) that is then sealed — nobody can
  /// write, grow or shrink it any more — and the plugin is started from that copy (`execveat`): a file renamed over
  /// the installed one, or the installed one rewritten in place, after the check is never what runs. Where the kernel
  /// offers no executable memfd (`vm.memfd_noexec = 2`, no memfds), the opened file itself is hashed and run, as
  /// before, and an in-place rewrite between the hash and the exec stays possible (docs/plugins.md). The descriptor
  /// is at 3 or above and closes at exec; the caller closes it after the start.
  ///
  /// - Throws: ``PluginHostError`` `.startFailed` when it cannot be opened, `.changed` when its hash is not trusted.
  func openVerified(_ plugin: InstalledPlugin) throws(PluginHostError) -> Int32 {
    let id = plugin.manifest.id
    let opened = open(executableURL(of: plugin).path, O_RDONLY | O_CLOEXEC)
    guard opened >= 0 else {
      throw PluginHostError(.startFailed, plugin: id, detail: "no executable '\(plugin.manifest.executable)'")
    }
    let copy = mosaic_sealed_copy_create()
    guard copy >= 0 else { return try verifyInPlace(aboveStandard(opened, plugin: id), plugin) }
    defer { close(opened) }
    let sealed = try aboveStandard(copy, plugin: id)
    do throws(PluginHostError) {
      let (hash, size) = try Self.copyHashing(from: opened, to: sealed, plugin: id)
      let sealing = mosaic_sealed_copy_seal(sealed)
      guard sealing == 0, lseek(sealed, 0, SEEK_SET) == 0 else {
        let code = sealing < 0 ? -sealing : errno
        throw PluginHostError(.startFailed, plugin: id, detail: String(cString: strerror(code)))
      }
      try accept(plugin, sha256: hash, size: size)
    } catch {
      close(sealed)
      throw error
    }
    return sealed
  }

  /// Whether plugins start from a sealed copy here (the kernel offers executable memfds), which closes the window
  /// between the hash and the exec; `mosaic doctor` says so when not.
  public static var startsSealedCopies: Bool {
    let probe = mosaic_sealed_copy_create()
    guard probe >= 0 else { return false }
    close(probe)
    return true
  }

  /// The opened file hashed where it is: what runs when there is no sealed copy.
  private func verifyInPlace(_ descriptor: Int32, _ plugin: InstalledPlugin) throws(PluginHostError) -> Int32 {
    do throws(PluginHostError) {
      let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
      let (hash, size) = try Self.hash(of: handle, plugin: plugin.manifest.id)
      try accept(plugin, sha256: hash, size: size)
    } catch {
      close(descriptor)
      throw error
    }
    return descriptor
  }

  /// `descriptor`, or a duplicate of it at 3 or above (the child's 0, 1 and 2 become its pipes and log); closes
  /// `descriptor` when it duplicated it, and on failure.
  private func aboveStandard(_ descriptor: Int32, plugin id: String) throws(PluginHostError) -> Int32 {
    guard descriptor < 3 else { return descriptor }
    let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
    let reason = errno
    close(descriptor)
    guard moved >= 0 else { throw PluginHostError(.startFailed, plugin: id, detail: String(cString: strerror(reason))) }
    return moved
  }

  /// Copies everything `source` reads into `target`, hashing exactly the bytes copied: the SHA-256 and size.
  static func copyHashing(
    from source: Int32, to target: Int32, plugin id: String
  ) throws(PluginHostError) -> (String, Int) {
    var hash = SHA256()
    var size = 0
    // 64 KiB, from the heap: a 1 MiB buffer was a fresh mapping whose 256 pages were faulted in and zeroed on every
    // start (0.7 ms of a plugin command's time, for a script of a few kilobytes).
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    func failed(_ code: Int32) -> PluginHostError {
      PluginHostError(.startFailed, plugin: id, detail: String(cString: strerror(code)))
    }
    while true {
      let count = chunk.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw failed(errno) }
      if count == 0 { break }
      size += count
      guard size <= maximumExecutableBytes else {
        throw PluginHostError(.startFailed, plugin: id, detail: "executable larger than 256 MiB")
      }
      hash.update(chunk[..<count])
      var written = 0
      while written < count {
        let step = chunk.withUnsafeBytes { bytes in
          bytes.baseAddress.map { write(target, $0 + written, count - written) } ?? -1
        }
        if step < 0, errno == EINTR { continue }
        guard step > 0 else { throw failed(step < 0 ? errno : EIO) }
        written += step
      }
    }
    return (hash.hexDigest(), size)
  }
}
