/// A hostile server's trick, applied to every Unsplash and NewsAPI request while set (or, for the picture
/// tricks, to every picture under `/img/`) — the standing suite's way to show that a client survives servers
/// that are slow, huge, sly or broken. One at a time, selected like the faults: `--hostile gzip-bomb` or
/// `POST /_faults {"hostile":"gzipBomb"}`.
///
/// ```swift
/// var settings = FaultSettings(hostile: .dripBytes, hostileIntervalMs: 100)
/// settings.hostile.defaultBytes  // nil: the drip sends the honest answer, only slowly
/// ```
public enum HostileBehaviour: String, Sendable, Equatable, CaseIterable, Codable {
  /// Honest answers.
  case none
  /// The whole answer, head and body, one byte every `hostileIntervalMs`.
  case dripBytes
  /// The status line and headers one byte every `hostileIntervalMs`, then the body at once.
  case slowHeaders
  /// The request is read and never answered; the connection stays open.
  case silence
  /// Status 200 and a JSON array padded with spaces to `hostileBytes` (100 MB), with its `Content-Length`.
  case oversizedBody
  /// `Content-Encoding: gzip`, chunked, inflating to `hostileBytes` (1 GiB) of a JSON array of spaces.
  case gzipBomb
  /// A JSON array of `hostileItems` (200,000) photos, chunked.
  case hugeList
  /// `302` to the same path on the witness listener, another origin that records any credential it gets.
  case redirectOtherOrigin
  /// `302` to the same path on this server, which then answers honestly.
  case redirectSameOrigin
  /// Status 400 whose body echoes the request's headers, key included, padded to `hostileBytes` (10 MB).
  case echoKey
  /// Honest answers whose descriptions, names and titles carry escape sequences, OSC titles and line breaks.
  case controlCharacters
  /// Full list pages of photos never seen before, each with `Link: rel="next"`, for ever.
  case endlessPages
  /// The first list page again and again, each with `Link: rel="next"`.
  case endlessRepeat
  /// Status 429 with `Retry-After: Fri, 31 Dec 9999 23:59:59 GMT`.
  case retryAfterForever
  /// Honest answers with a `Set-Cookie` header.
  case setCookie
  /// Honest answers with a `Link` header of `hostileBytes` (200 KB).
  case hugeLinkHeader
  /// Honest answers whose widths are `1e400` and likes `99999999999999999999`.
  case outOfRangeNumbers
  /// Honest answers with `X-Total: 9223372036854775807`.
  case hugeTotal
  /// Honest answers whose photos claim to be 9223372036854775807 pixels wide and 1 high.
  case impossibleSizes
  /// NewsAPI answers whose first articles link to `--new-window`, `file:`, `javascript:` and `data:` URLs,
  /// and one to an empty URL.
  case badArticleLinks
  /// Pictures: status 200 `image/png`, chunked, a body that never ends (one 64 KB chunk every `dripMs`
  /// when set, else as fast as the client reads).
  case endlessPicture
  /// Pictures: `Content-Length: 1000000000000`, then a body that never ends (paced like ``endlessPicture``).
  case hugePictureLength
  /// Pictures: `Content-Encoding: gzip`, chunked, inflating to `hostileBytes` (1 GiB).
  case gzipPicture
  /// Pictures: status 429 with `Retry-After: Fri, 31 Dec 9999 23:59:59 GMT`.
  case pictureRetryAfterForever
  /// Pictures: every one a PNG of 7,296 × 5,472 pixels (40 megapixels in about 1 MB), whatever width is asked.
  case hugePictures

  /// Whether the trick is played on pictures (`/img/`) rather than on API requests.
  public var isForPictures: Bool {
    switch self {
    case .endlessPicture, .hugePictureLength, .gzipPicture, .pictureRetryAfterForever, .hugePictures: true
    default: false
    }
  }

  /// The size `hostileBytes` defaults to for this behaviour, when it uses one.
  public var defaultBytes: Int? {
    switch self {
    case .oversizedBody: 100 * 1_048_576
    case .gzipBomb, .gzipPicture: 1 << 30
    case .echoKey: 10 * 1_048_576
    case .hugeLinkHeader: 200 * 1024
    default: nil
    }
  }

  /// The command-line spelling: `gzip-bomb` for ``gzipBomb``.
  public var flagName: String {
    rawValue.reduce(into: "") { name, character in
      name += character.isUppercase ? "-" + character.lowercased() : String(character)
    }
  }

  /// The behaviour spelled `name` on the command line (`gzip-bomb`) or in JSON (`gzipBomb`).
  public init?(flagName name: String) {
    guard let match = Self.allCases.first(where: { $0.flagName == name || $0.rawValue == name }) else { return nil }
    self = match
  }
}
