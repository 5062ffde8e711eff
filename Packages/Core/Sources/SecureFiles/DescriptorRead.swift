#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The one read-until-end loop over a descriptor: `read(2)` again after `EINTR`, a buffer sized from the expected size
/// and grown when the file is longer, and a bound past which the read is refused. ``SecureFile/read(_:limit:)`` and
/// the plugin store's index reads go through it.
///
/// ```swift
/// let descriptor = open(path, O_RDONLY | O_CLOEXEC)
/// defer { close(descriptor) }
/// let bytes = try DescriptorRead.toEnd(of: descriptor, limit: 4 << 20)   // its size from `fstat`
/// ```
public enum DescriptorRead {
  /// Why a read to the end failed.
  public enum Failure: Error, Equatable, Sendable {
    /// `read(2)` failed: the system's code and text.
    case system(SystemFailure)
    /// The descriptor holds more than `limit` bytes; what was read is dropped.
    case tooLarge(limit: Int)
  }

  /// Everything `descriptor` reads from where it is to its end.
  ///
  /// - Parameters:
  ///   - expectedSize: The size the caller expects (a file's, from `stat`): the first buffer holds that and one byte
  ///     more, so a file of that size takes one read and one that finds its end. `nil` asks `fstat` (0 for a pipe).
  ///     A file that grew meanwhile is read on, to its end or to `limit`.
  ///   - limit: The most bytes accepted; the read stops and fails once one more has been read.
  /// - Throws: ``Failure/system(_:)`` on a read error, ``Failure/tooLarge(limit:)`` past `limit`.
  public static func toEnd(of descriptor: Int32, expectedSize: Int? = nil, limit: Int = .max) throws(Failure) -> [UInt8]
  {
    let limit = max(limit, 0)
    // One byte past the limit is read, to tell a file of exactly `limit` bytes from a longer one.
    let ceiling = limit < .max ? limit + 1 : .max
    let expected = max(expectedSize ?? size(of: descriptor), 0)
    var bytes = [UInt8](repeating: 0, count: min(expected, ceiling - 1) + 1)
    var count = 0
    while true {
      if count == bytes.count {
        let grown = min(bytes.count + min(max(4_096, bytes.count), .max - bytes.count), ceiling)
        bytes.append(contentsOf: repeatElement(0, count: grown - bytes.count))
      }
      let got = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return read(descriptor, base + count, buffer.count - count)
      }
      if got == 0 { break }
      if got < 0 {
        if errno == EINTR { continue }
        throw .system(.current())
      }
      count += got
      if count > limit { throw .tooLarge(limit: limit) }
    }
    bytes.removeSubrange(count...)
    return bytes
  }

  /// The size `fstat` gives `descriptor`; 0 when it says nothing.
  private static func size(of descriptor: Int32) -> Int {
    var info = stat()
    return fstat(descriptor, &info) == 0 ? Int(clamping: info.st_size) : 0
  }
}
