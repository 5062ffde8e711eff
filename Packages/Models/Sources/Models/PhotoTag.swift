import Foundation

/// One of a photo's tags, as Unsplash's `tags` array lists them (`{"type": "search", "title": "canada"}`);
/// only the title is kept, cut to ``maximumLength`` characters.
///
/// ```swift
/// PhotoTag(title: "mountain").title  // "mountain"
/// ```
public struct PhotoTag: Hashable, Sendable, Codable {
  public let title: String

  /// The most characters a tag keeps.
  public static let maximumLength = 60
  /// The most tags a photo keeps; the rest of a longer list is dropped.
  public static let maximumCount = 30

  public init(title: String) {
    self.title = title
  }

  enum CodingKeys: String, CodingKey {
    case title
  }

  /// Tags from `container` at `key`: each that has a title, at most ``maximumCount``; a list of the wrong
  /// shape gives none.
  static func list<Key: CodingKey>(in container: KeyedDecodingContainer<Key>, at key: Key) -> [PhotoTag]? {
    guard var list = try? container.nestedUnkeyedContainer(forKey: key) else { return nil }
    var tags: [PhotoTag] = []
    while !list.isAtEnd, tags.count < maximumCount {
      guard let entry = try? list.nestedContainer(keyedBy: CodingKeys.self) else {
        // Step over an entry that is not an object.
        guard (try? list.decode(LenientSkip.self)) != nil else { break }
        continue
      }
      if let title = entry.lenientText(.title, limit: maximumLength) { tags.append(PhotoTag(title: title)) }
    }
    return tags
  }
}

/// Any JSON value, read only to step over it.
private struct LenientSkip: Decodable {
  init(from decoder: any Decoder) throws {}
}
