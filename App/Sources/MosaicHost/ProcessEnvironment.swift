#if canImport(Glibc)
  import Glibc
#else
  import Foundation
#endif

/// The process's environment variables, read as `ProcessInfo.processInfo.environment` reads them (each entry split
/// at its first `=`, an entry without one skipped, the last of two equal names kept, bytes that are not UTF-8
/// repaired) but on Linux in Mosaic's own code: Foundation's copy asks the runtime for `[String: String]`'s
/// metadata by its mangled name, whose `String: Hashable` check scanned every conformance record of the static
/// binary, 4 % of a `gallery` run (PROJECT_PLAN.md, "Issue 23 — start-up metadata (third part)").
public enum ProcessEnvironment {
  /// Every variable of the process, by name.
  public static func read() -> [String: String] {
    #if canImport(Glibc)
      read(environ)
    #else
      ProcessInfo.processInfo.environment
    #endif
  }

  #if canImport(Glibc)
    /// The variables of an environment block like `environ`: C strings, the last one `nil`.
    static func read(_ block: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> [String: String] {
      var variables: [String: String] = [:]
      var entry = block
      while let pointer = entry.pointee {
        let text = String(cString: pointer)
        if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
          variables[String(text[..<equals])] = String(text[text.utf8.index(after: equals)...])
        }
        entry += 1
      }
      return variables
    }
  #endif
}
