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
  /// grew meanwhile is read to its end (``DescriptorRead``).
  static func readWhole(atPath path: String, expectedSize: Int) throws(SystemFailure) -> Data? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw SystemFailure.current()
    }
    defer { close(descriptor) }
    do {
      return Data(try DescriptorRead.toEnd(of: descriptor, expectedSize: max(expectedSize, 0)))
    } catch {
      switch error {
      case .system(let failure): throw failure
      // No limit was given: a descriptor never holds more than `Int.max` bytes.
      case .tooLarge: throw SystemFailure(code: EFBIG)
      }
    }
  }
}
