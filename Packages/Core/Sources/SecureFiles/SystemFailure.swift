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
  /// Why a Foundation file operation failed: the `strerror` text when it wraps a POSIX error.
  public static func reason(of error: any Error) -> String {
    let nsError = error as NSError
    var posix: NSError? = nsError.domain == NSPOSIXErrorDomain ? nsError : nil
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      posix = underlying
    }
    if let posix { return String(cString: strerror(Int32(posix.code))) }
    return nsError.localizedDescription
  }
}
