/// The `mosaic://` addresses the photo page's sections open: a photo's page, and a photographer's photos (the
/// gallery's `mosaic://user/USERNAME`, reached through the router, never imported).
enum DetailRoutes {
  /// `mosaic://photo/ID`, the id escaped as one path segment.
  static func photo(_ id: String) -> String {
    "mosaic://photo/\(escaped(id))"
  }

  /// `mosaic://user/USERNAME`; `username` is one ``NetworkLayer/PhotoClient/username(_:)`` accepted.
  static func photographer(_ username: String) -> String {
    "mosaic://user/\(escaped(username))"
  }

  /// `segment` with every UTF-8 byte outside the unreserved characters of RFC 3986 (letters, digits, `-`, `.`,
  /// `_`, `~`) written `%XX`: what Foundation's `addingPercentEncoding(withAllowedCharacters:)` gives for that
  /// set, encoded in Swift. Foundation's goes through `NSString`, whose string conversion walked every protocol
  /// conformance of the binary on first use (three walks a `photo ID` run); the test over every scalar of
  /// Unicode holds the two to the same result.
  static func escaped(_ segment: String) -> String {
    var result = ""
    result.reserveCapacity(segment.utf8.count)
    for byte in segment.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        result.append("%")
        result.unicodeScalars.append(hexDigits[Int(byte >> 4)])
        result.unicodeScalars.append(hexDigits[Int(byte & 0xF)])
      }
    }
    return result
  }

  private static let hexDigits = Array("0123456789ABCDEF".unicodeScalars)
}
