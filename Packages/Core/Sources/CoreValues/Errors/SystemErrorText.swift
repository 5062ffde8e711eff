import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The system's reason for a Foundation or POSIX error, as words a person can act on: `No space left on
/// device`, `File name too long`, never `NSCocoaErrorDomain error 256`.
///
/// ```swift
/// SystemErrorText.reason(of: CocoaError(.fileWriteOutOfSpace))   // "No space left on device"
/// SystemErrorText.reason(of: POSIXError(.ENAMETOOLONG))          // "File name too long"
/// ```
public enum SystemErrorText {
  /// The `strerror` text of the POSIX error inside `error`, else the meaning of its Cocoa code, else what
  /// the error says of itself.
  public static func reason(of error: any Error) -> String {
    let nsError = error as NSError
    if let code = posixCode(nsError) { return text(errno: code) }
    if nsError.domain == NSCocoaErrorDomain, let text = cocoaText(nsError.code) { return text }
    let description = nsError.localizedDescription
    // Foundation's placeholder says nothing; name the domain and code at least once, plainly.
    if description.hasPrefix("The operation could not be completed") {
      return "the system gave no reason (\(nsError.domain) \(nsError.code))"
    }
    return description
  }

  /// `strerror(code)`.
  public static func text(errno code: Int32) -> String {
    String(cString: strerror(code))
  }

  private static func posixCode(_ error: NSError) -> Int32? {
    if error.domain == NSPOSIXErrorDomain { return Int32(truncatingIfNeeded: error.code) }
    // On Linux a Swift `POSIXError` in userInfo does not cast to NSError directly; bridge it.
    if let underlying = (error.userInfo[NSUnderlyingErrorKey] as? any Error).map({ $0 as NSError }),
      underlying.domain == NSPOSIXErrorDomain
    {
      return Int32(truncatingIfNeeded: underlying.code)
    }
    return nil
  }

  /// What Foundation's file error codes mean, in the words `strerror` uses where one fits.
  private static func cocoaText(_ code: Int) -> String? {
    switch CocoaError.Code(rawValue: code) {
    case .fileNoSuchFile, .fileReadNoSuchFile: text(errno: ENOENT)
    case .fileReadNoPermission, .fileWriteNoPermission: text(errno: EACCES)
    case .fileReadInvalidFileName, .fileWriteInvalidFileName:
      "the file name is too long or has a character the file system refuses"
    case .fileWriteOutOfSpace: text(errno: ENOSPC)
    case .fileWriteVolumeReadOnly: text(errno: EROFS)
    case .fileWriteFileExists: text(errno: EEXIST)
    case .fileReadTooLarge: text(errno: EFBIG)
    case .fileReadCorruptFile, .coderReadCorrupt: "the contents are damaged or not in the expected format"
    case .fileReadUnknownStringEncoding, .fileReadInapplicableStringEncoding: "the text is not in a known encoding"
    case .fileLocking: text(errno: ENOLCK)
    default: nil
    }
  }
}
