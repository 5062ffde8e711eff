import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's working directory, where a relative `--data-dir` or `MOSAIC_DATA_DIR` is resolved from.
///
/// `getcwd` itself, not `FileManager.default.currentDirectoryPath`: creating the default file manager and its
/// implementation's witnesses runs code in two 64 KB windows of the binary that nothing else of a `gallery` start
/// touches (PROJECT_PLAN.md, "Issue 23 — peak memory, where the last megabyte is (eighth part)"). The same
/// answer; `FileManager` only when `getcwd` fails (the directory was removed).
///
/// ```swift
/// let here = URL(fileURLWithPath: WorkingDirectory.path, isDirectory: true)
/// ```
enum WorkingDirectory {
  static var path: String {
    // A buffer of the path's size, allocated by `getcwd` (glibc and Darwin both), freed here.
    guard let pointer = getcwd(nil, 0) else { return FileManager.default.currentDirectoryPath }
    defer { free(pointer) }
    return String(cString: pointer)
  }
}
