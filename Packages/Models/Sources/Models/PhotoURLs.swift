import Foundation

/// The image renditions of a photo.
///
/// Either five parsed URLs (Unsplash's answer, a snapshot) or one address and the widths Unsplash's `?w=`
/// parameter asks for (``init(sizedFrom:)``, the embedded catalog): the second form parses a rendition's text
/// only when it is read, so building a photo whose renditions nobody reads (`mosaic gallery`, `photo ID`'s
/// sections) parses none. Both forms read, compare, hash and encode the same: equality and hashing go by the
/// five URLs.
public struct PhotoURLs: Hashable, Sendable, Codable {
  private enum Form: Sendable {
    case parsed(raw: URL, full: URL, regular: URL, small: URL, thumb: URL)
    /// `raw` as text; each rendition is `raw` with its `?w=` width.
    case sized(raw: String)
  }

  private let form: Form

  public init(raw: URL, full: URL, regular: URL, small: URL, thumb: URL) {
    form = .parsed(raw: raw, full: full, regular: regular, small: small, thumb: thumb)
  }

  /// The renditions of the image at `raw`: `raw` itself, and `raw` with `?w=4000` (full), `?w=1080` (regular),
  /// `?w=400` (small) and `?w=200` (thumb). Each is parsed when read; a text that does not parse reads as the
  /// file URL `/`. `raw` must have no query of its own.
  public init(sizedFrom raw: String) {
    form = .sized(raw: raw)
  }

  public var raw: URL { url(.raw) }
  public var full: URL { url(.full) }
  public var regular: URL { url(.regular) }
  public var small: URL { url(.small) }
  public var thumb: URL { url(.thumb) }

  private enum CodingKeys: String, CodingKey {
    case raw, full, regular, small, thumb
  }

  /// The `?w=` width of each rendition of the sized form (`nil`: the address itself).
  private static func width(_ rendition: CodingKeys) -> String? {
    switch rendition {
    case .raw: nil
    case .full: "4000"
    case .regular: "1080"
    case .small: "400"
    case .thumb: "200"
    }
  }

  private func url(_ rendition: CodingKeys) -> URL {
    switch form {
    case .parsed(let raw, let full, let regular, let small, let thumb):
      switch rendition {
      case .raw: raw
      case .full: full
      case .regular: regular
      case .small: small
      case .thumb: thumb
      }
    case .sized(let raw):
      URL(string: Self.width(rendition).map { raw + "?w=" + $0 } ?? raw) ?? URL(fileURLWithPath: "/")
    }
  }

  private static let renditions: [CodingKeys] = [.raw, .full, .regular, .small, .thumb]

  public static func == (lhs: PhotoURLs, rhs: PhotoURLs) -> Bool {
    // Equal addresses give equal renditions; otherwise compare what is read.
    if case .sized(let left) = lhs.form, case .sized(let right) = rhs.form, left == right { return true }
    for rendition in renditions where lhs.url(rendition) != rhs.url(rendition) { return false }
    return true
  }

  public func hash(into hasher: inout Hasher) {
    for rendition in Self.renditions { hasher.combine(url(rendition)) }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    form = .parsed(
      raw: try container.decode(URL.self, forKey: .raw), full: try container.decode(URL.self, forKey: .full),
      regular: try container.decode(URL.self, forKey: .regular), small: try container.decode(URL.self, forKey: .small),
      thumb: try container.decode(URL.self, forKey: .thumb))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    for rendition in Self.renditions { try container.encode(url(rendition), forKey: rendition) }
  }
}
