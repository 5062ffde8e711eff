import Foundation
import Models
import ModelsTestSupport

extension PhotoFixtures {
  /// Photo `number` as ``PhotoFixtures/photo(_:author:)`` makes it, but with a small and a regular
  /// rendition at different URLs, so a test can tell which one an image reference points at.
  static func withRenditions(_ number: Int) throws -> Photo {
    let photo = try photo(number)
    let base = "https://images.example.com/\(photo.id)"
    guard let small = URL(string: base + "/small"), let regular = URL(string: base + "/regular"),
      let raw = URL(string: base + "/raw")
    else { throw RenditionError(id: photo.id) }
    return Photo(
      id: photo.id, createdAt: photo.createdAt, width: photo.width, height: photo.height, color: photo.color,
      blurHash: photo.blurHash, likes: photo.likes, description: photo.description,
      altDescription: photo.altDescription,
      urls: PhotoURLs(raw: raw, full: raw, regular: regular, small: small, thumb: small), user: photo.user)
  }
}

/// A fixture id that does not make a URL.
struct RenditionError: Error {
  let id: String
}
