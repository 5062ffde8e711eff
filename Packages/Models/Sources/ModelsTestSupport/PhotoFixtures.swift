import Foundation
import Models

/// Deterministic photos for the tests: ids `p001`, `p002`, …, five photographers taking turns, and
/// descriptions that are sometimes missing.
///
/// ```swift
/// let photos = try PhotoFixtures.photos(30)           // p001 … p030
/// let photo = try PhotoFixtures.photo(7, author: PhotoFixtures.authors[0])
/// ```
public enum PhotoFixtures {
  /// The photographers, in the order they take turns: photo `n` is by `authors[(n - 1) % 5]`.
  public static let authors = [
    PhotoUser(id: "u-ana", username: "ana", name: "Ana Lima"),
    PhotoUser(id: "u-bruno", username: "bruno", name: "Bruno Costa"),
    PhotoUser(id: "u-chen", username: "chen", name: "Chen Wei"),
    PhotoUser(id: "u-dara", username: "dara", name: "Dara Okafor"),
    PhotoUser(id: "u-emil", username: "emil", name: "Emil Sørensen"),
  ]

  /// The BlurHash of every photo that has one.
  public static let blurHash = "LEHV6nWB2yk8pyo0adR*.7kCMdnj"

  /// The id of photo number `number`: `p001` for 1.
  public static func id(_ number: Int) -> String {
    let digits = String(number)
    return "p" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
  }

  /// Photos `first` through `first + count - 1`.
  public static func photos(_ count: Int, from first: Int = 1) throws -> [Photo] {
    try (first..<first + count).map { try photo($0) }
  }

  /// Photo `number`: every fourth has no description, every eighth no alt description either, every
  /// fifth no BlurHash.
  public static func photo(_ number: Int, author: PhotoUser? = nil) throws -> Photo {
    let id = id(number)
    return try make(
      id: id,
      author: author ?? authors[(number - 1) % authors.count],
      description: number % 4 == 0 ? nil : "Description of \(id)",
      altDescription: number % 8 == 0 ? nil : "Alt text of \(id)",
      number: number
    )
  }

  /// A photo with exactly the given texts.
  ///
  /// - Throws: when `id` does not fit in a URL.
  public static func make(
    id: String, author: PhotoUser, description: String?, altDescription: String?, number: Int = 1
  ) throws -> Photo {
    guard let url = URL(string: "https://images.example.com/\(id)") else {
      throw FixtureError(description: "The photo id '\(id)' does not make a URL; use letters, digits and dashes.")
    }
    return Photo(
      id: id, createdAt: Date(timeIntervalSince1970: 1_700_000_000 - Double(number) * 3_600),
      width: 3_000 + number, height: 2_000 + number, color: "#\(String(0x10_2030 + number, radix: 16))",
      blurHash: number % 5 == 0 ? nil : blurHash, likes: number * 7,
      description: description, altDescription: altDescription,
      urls: PhotoURLs(raw: url, full: url, regular: url, small: url, thumb: url),
      user: author)
  }
}
