import Core
import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A failed system call: `errno` and its text.
public struct SystemFailure: Error, Sendable {
  public let code: Int32
  public let reason: String

  public static func current() -> SystemFailure {
    let code = errno
    return SystemFailure(code: code, reason: String(cString: strerror(code)))
  }
}

extension SystemFailure {
  /// Why a Foundation file operation failed, in words: ``Core/SystemErrorText/reason(of:)``.
  public static func reason(of error: any Error) -> String {
    SystemErrorText.reason(of: error)
  }
}
