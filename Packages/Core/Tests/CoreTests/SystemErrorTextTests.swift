import Core
import Foundation
import TestExpectations
import Testing

/// Issue 8, finding 15: Foundation and POSIX error codes become words, never `NSCocoaErrorDomain error 256`.
struct SystemErrorTextTests {
  @Test(arguments: [
    (CocoaError(.fileWriteOutOfSpace) as any Error, "No space left on device"),
    (CocoaError(.fileWriteVolumeReadOnly), "Read-only file system"),
    (CocoaError(.fileReadNoPermission), "Permission denied"),
    (CocoaError(.fileNoSuchFile), "No such file or directory"),
    (POSIXError(.ENAMETOOLONG), "File name too long"),
    (
      NSError(domain: NSCocoaErrorDomain, code: 512, userInfo: [NSUnderlyingErrorKey: POSIXError(.ENOSPC)]),
      "No space left on device"
    ),
  ])
  func knownCodes_becomeTheSystemsWords(_ error: any Error, _ words: String) {
    expectEqual(SystemErrorText.reason(of: error), words)
  }

  @Test func unknownCocoaCode_saysTheSystemGaveNoReason_notThePlaceholder() {
    let reason = SystemErrorText.reason(of: CocoaError(.fileReadUnknown))
    expectText(reason, lacks: "could not be completed")
    expectText(reason, contains: "no reason")
  }

  @Test func describe_ofAFoundationError_isOneSentenceInEachLanguage() {
    let english = describe(CocoaError(.fileWriteOutOfSpace), in: .english)
    let german = describe(CocoaError(.fileWriteOutOfSpace), in: .german)
    expectText(english, hasPrefix: "A file operation failed (No space left on device)")
    expectText(german, hasPrefix: "Ein Dateizugriff ist fehlgeschlagen")
    expectText(english, lacks: "NSCocoaErrorDomain")
  }
}
