/// Text a server sent, made fit for one sentence: bounded to an excerpt, escape sequences and controls removed
/// (``TerminalText/line(_:)``), whitespace collapsed, and every secret the request carried replaced by
/// ``TerminalText/redacted`` — also a secret a control sequence split, or one the limit cut in two.
///
/// ```swift
/// TerminalText.excerpt("\u{1B}]0;pwned\u{07}Bad key k-123\n\n", redacting: ["k-123"])  // "Bad key <redacted>"
/// ```
extension TerminalText {
  /// The marker a secret is replaced with.
  public static let redacted = "<redacted>"

  /// At most `limit` characters of `text` (then `…`), on one line, with `secrets` redacted. Never reads more
  /// than eight times `limit` characters, whatever the server sent.
  public static func excerpt(_ text: String, limit: Int = 160, redacting secrets: [String] = []) -> String {
    let limit = max(limit, 1)
    let secrets = secrets.filter { !$0.isEmpty }
    let (readLimit, overflow) = limit.multipliedReportingOverflow(by: 8)
    let read = text.prefix(overflow ? Int.max : readLimit)
    let wasCut = read.endIndex != text.endIndex
    var text = redact(String(read), secrets)
    if wasCut { text = trimmingPartialSecret(text, secrets) }
    text = collapsingWhitespace(line(text))
    text = redact(text, secrets)
    guard text.count > limit else { return wasCut ? text + "…" : text }
    return trimmingPartialSecret(String(text.prefix(limit)), secrets) + "…"
  }

  /// The start of `bytes`, decoded as UTF-8 (a broken sequence as U+FFFD), as an excerpt: never more than 32
  /// bytes for each character of `limit` are read.
  public static func excerpt(
    utf8 bytes: some Collection<UInt8>, limit: Int = 160, redacting secrets: [String] = []
  ) -> String {
    let (byteLimit, overflow) = max(limit, 1).multipliedReportingOverflow(by: 32)
    let text = String(decoding: bytes.prefix(overflow ? Int.max : byteLimit), as: UTF8.self)
    return excerpt(text, limit: limit, redacting: secrets)
  }

  /// `text` (one clean line) with its whitespace runs as single spaces and none at either end. Printable ASCII
  /// text has no whitespace but the space, so the runs are found over the bytes: splitting by characters was
  /// 0.9 M of `mosaic photo ID`'s 12 M instructions (42 excerpts of catalog texts).
  static func collapsingWhitespace(_ text: String) -> String {
    guard text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return characterCollapsingWhitespace(text) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    for byte in text.utf8 {
      if byte == 0x20 {
        pendingSpace = !bytes.isEmpty
        continue
      }
      if pendingSpace { bytes.append(0x20) }
      pendingSpace = false
      bytes.append(byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// ``collapsingWhitespace(_:)`` character by character, for any text.
  static func characterCollapsingWhitespace(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  private static func redact(_ text: String, _ secrets: [String]) -> String {
    secrets.reduce(text) { $0.replacing($1, with: redacted) }
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
}
