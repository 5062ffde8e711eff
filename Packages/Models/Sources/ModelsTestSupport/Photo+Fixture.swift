import Foundation
import Models

extension Photo {
  /// A photo as Unsplash describes one; `likes` tells two snapshots of the same photo apart.
  ///
  /// ```swift
  /// try await favorites.add(.fixture("a", likes: 2))
  /// ```
  ///
  /// - Throws: when `id` does not fit in a URL.
  public static func fixture(_ id: String, likes: Int = 1) throws -> Photo {
    guard let url = URL(string: "https://images.unsplash.com/photo-\(id)?ixid=abc") else {
      throw FixtureError(description: "The photo id '\(id)' does not make a URL; use letters, digits and dashes.")
    }
    return Photo(
      id: id, createdAt: Date(timeIntervalSince1970: 1_600_000_000), width: 4000, height: 3000, color: "#336699",
      blurHash: "LEHV6nWB2yk8pyo0adR*.7kCMdnj", likes: likes, description: "Photo \(id)", altDescription: nil,
      urls: PhotoURLs(raw: url, full: url, regular: url, small: url, thumb: url),
      user: PhotoUser(id: "user-\(id)", username: "user\(id)", name: "User \(id)"))
  }
}
