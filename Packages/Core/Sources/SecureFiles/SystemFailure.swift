import CoreValues
import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A failed system call: `errno` and its text.
public struct SystemFailure: Error, Equatable, Sendable {
  public let code: Int32
  public let reason: String

  public init(code: Int32, reason: String) {
    self.code = code
    self.reason = reason
  }

  /// The failure `code` stands for, with the system's text for it.
  public init(code: Int32) {
    self.init(code: code, reason: String(cString: strerror(code)))
  }

  public static func current() -> SystemFailure {
    SystemFailure(code: errno)
  }
}

extension SystemFailure {
  /// Why a Foundation file operation failed, in words: ``Core/SystemErrorText/reason(of:)``.
  public static func reason(of error: any Error) -> String {
    SystemErrorText.reason(of: error)
  }
}
