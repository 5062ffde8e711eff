import Foundation

extension Article {
  /// A short id for people to type: ten characters of Crockford's base-32 alphabet, hashed from the
  /// article's URL, so the same article has the same id in every run, on every machine, with no table to
  /// keep. NewsAPI gives articles no id of their own; the URL is their identity.
  ///
  /// ```swift
  /// let id = article.shortID        // like "k3v9qz2m7t"
  /// Article.shortID(for: article.url.absoluteString) == id   // true
  /// ```
  public var shortID: String { Self.shortID(for: url.absoluteString) }

  /// The ``shortID`` of the article at `url`.
  public static func shortID(for url: String) -> String {
    // FNV-1a over the UTF-8 bytes, then SplitMix64's finalizer so every output bit depends on every byte.
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in url.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01B3
    }
    hash = (hash ^ (hash >> 30)) &* 0xBF58_476D_1CE4_E5B9
    hash = (hash ^ (hash >> 27)) &* 0x94D0_49BB_1331_11EB
    hash ^= hash >> 31
    let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz")
    var characters: [Character] = []
    characters.reserveCapacity(shortIDLength)
    for _ in 0..<shortIDLength {
      characters.append(alphabet[Int(hash & 31)])
      hash >>= 5
    }
    return String(characters)
  }

  /// How many characters a ``shortID`` has: 50 bits, so 100,000 saved articles collide with a chance of
  /// about one in 200,000.
  public static let shortIDLength = 10

  /// Whether `text` has the shape of a ``shortID``.
  public static func isShortID(_ text: String) -> Bool {
    text.count == shortIDLength && text.allSatisfy { "0123456789abcdefghjkmnpqrstvwxyz".contains($0) }
  }
}
