import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension FilePermissions {
  /// The whole file at `path`, read with `read(2)`; `nil` when nothing is there (any more).
  ///
  /// What `Data(contentsOf:)` gave ``SecureFile/read(_:limit:)``, with the same answers (a missing file is `nil`, a
  /// failure the system's text for its `errno`), without Foundation's file reading, whose code and error metadata
  /// sit in three 64 KB windows of the binary nothing else of a `news` start touches (PROJECT_PLAN.md, "Issue 23 —
  /// peak memory, where the last megabyte is (eighth part)"). `expectedSize` sizes the first buffer; a file that
  /// grew meanwhile is read to its end.
  static func readWhole(atPath path: String, expectedSize: Int) throws(SystemFailure) -> Data? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw SystemFailure.current()
    }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: max(expectedSize, 0) + 1)
    var count = 0
    while true {
      if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(4_096, bytes.count))) }
      let got = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return read(descriptor, base + count, buffer.count - count)
      }
      if got == 0 { break }
      if got < 0 {
        if errno == EINTR { continue }
        throw SystemFailure.current()
      }
      count += got
    }
    return bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress, count > 0 else { return Data() }
      return Data(bytes: base, count: count)
    }
  }
}
