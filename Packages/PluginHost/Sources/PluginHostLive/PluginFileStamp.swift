#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `stat` says of a file that changes whenever its bytes do: device, inode, size, and the times of the last
/// change of its contents and of its inode (nanoseconds). Written into the start index for the files it was made
/// from, and compared on every run; a rename over the file, a write in place and `touch` each change it.
///
/// ```swift
/// let stamp = PluginFileStamp(descriptor: fd)   // nil when fstat fails
/// ```
struct PluginFileStamp: Equatable, Sendable {
  var values: [Int64]

  /// The stamp of the open file `descriptor`, or `nil` when `fstat` fails.
  init?(descriptor: Int32) {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    self.init(info)
  }

  /// The stamp of the file at `path` (links followed), or `nil` when there is none.
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    self.init(info)
  }

  init?(values: [Int64]) {
    guard values.count == 7 else { return nil }
    self.values = values
  }

  private init(_ info: stat) {
    #if canImport(Darwin)
      let modified = info.st_mtimespec
      let changed = info.st_ctimespec
    #else
      let modified = info.st_mtim
      let changed = info.st_ctim
    #endif
    values = [
      Int64(truncatingIfNeeded: info.st_dev), Int64(truncatingIfNeeded: info.st_ino),
      Int64(truncatingIfNeeded: info.st_size), Int64(truncatingIfNeeded: modified.tv_sec),
      Int64(truncatingIfNeeded: modified.tv_nsec), Int64(truncatingIfNeeded: changed.tv_sec),
      Int64(truncatingIfNeeded: changed.tv_nsec),
    ]
  }

  /// `dev,inode,size,…`; a missing file is `-`.
  static func text(_ stamp: PluginFileStamp?) -> String {
    stamp.map { $0.values.map(String.init).joined(separator: ",") } ?? "-"
  }

  /// The stamp `text` spells, `.some(nil)` for a missing file, `nil` when it is not a stamp.
  static func parse(_ text: String) -> PluginFileStamp?? {
    if text == "-" { return .some(nil) }
    let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { Int64($0) }
    guard numbers.allSatisfy({ $0 != nil }), let stamp = PluginFileStamp(values: numbers.compactMap { $0 }) else {
      return nil
    }
    return .some(stamp)
  }
}
