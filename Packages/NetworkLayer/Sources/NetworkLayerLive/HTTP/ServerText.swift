import Foundation

/// Text a server sent, made fit for one sentence: bounded to an excerpt, terminal control sequences and
/// control characters removed, and every secret the request carried replaced by `<redacted>`.
///
/// ```swift
/// ServerText.excerpt("\u{1B}]0;pwned\u{07}Bad key k-123\n\n", redacting: ["k-123"])  // "Bad key <redacted>"
/// ```
enum ServerText {
  /// The marker a secret is replaced with.
  static let redacted = "<redacted>"

  /// At most `limit` characters of `text` (then `…`), on one line, with `secrets` redacted.
  static func excerpt(_ text: String, limit: Int = 160, redacting secrets: [String] = []) -> String {
    let secrets = secrets.filter { !$0.isEmpty }
    // Never look at more than a few excerpts' worth, whatever the server sent.
    let read = text.prefix(limit * 8)
    let wasCut = read.endIndex != text.endIndex
    var text = redact(String(read), secrets)
    if wasCut { text = trimmingPartialSecret(text, secrets) }
    text = strippingControls(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    text = redact(text, secrets)
    guard text.count > limit else { return wasCut ? text + "…" : text }
    return trimmingPartialSecret(String(text.prefix(limit)), secrets) + "…"
  }

  /// The start of `body`, decoded as UTF-8, as an excerpt.
  static func excerpt(_ body: Data, limit: Int = 160, redacting secrets: [String] = []) -> String {
    excerpt(String(decoding: body.prefix(limit * 32), as: UTF8.self), limit: limit, redacting: secrets)
  }

  private static func redact(_ text: String, _ secrets: [String]) -> String {
    secrets.reduce(text) { $0.replacingOccurrences(of: $1, with: redacted) }
  }

  /// Replaces a cut-off beginning of a secret (or of the marker) at the end of an excerpt with the marker.
  private static func trimmingPartialSecret(_ text: String, _ secrets: [String]) -> String {
    for (secret, shortest) in secrets.map({ ($0, 4) }) + [(redacted, 2)] where secret.count > shortest {
      for length in stride(from: secret.count - 1, through: shortest, by: -1)
      where text.hasSuffix(secret.prefix(length)) {
        return String(text.dropLast(length)) + redacted
      }
    }
    return text
  }

  /// `text` without escape sequences (CSI, OSC, DCS and the like), control characters (as spaces) and
  /// bidirectional overrides, which could forge lines, retitle or clear a terminal, or reorder what it shows.
  static func strippingControls(_ text: String) -> String {
    var output = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      switch scalar.value {
      case 0x1B:
        skipEscape(after: scalars.next(), in: &scalars)
      case 0x9B:
        skipEscape(after: "[", in: &scalars)
      case 0x9D:
        skipEscape(after: "]", in: &scalars)
      case 0x00...0x1F, 0x7F...0x9F:
        output.append(" ")
      case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
        break
      default:
        output.append(scalar)
      }
    }
    return String(output)
  }

  /// Skips the rest of an escape sequence whose introducer `kind` follows ESC.
  private static func skipEscape(after kind: Unicode.Scalar?, in scalars: inout String.UnicodeScalarView.Iterator) {
    switch kind {
    case "[":
      // CSI: parameters and intermediates up to a final byte in 0x40...0x7E.
      while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
    case "]", "P", "^", "_", "X":
      // OSC, DCS, PM, APC, SOS: up to BEL or ST (ESC \).
      while let next = scalars.next() {
        if next.value == 0x07 || next.value == 0x9C { break }
        if next.value == 0x1B {
          _ = scalars.next()
          break
        }
      }
    default:
      break
    }
  }
}
