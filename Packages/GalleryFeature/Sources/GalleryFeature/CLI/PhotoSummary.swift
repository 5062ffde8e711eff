import Foundation
import Models

/// A photo as the gallery's `--json` output prints it: the service's values, never translated.
struct PhotoSummary: Encodable, Sendable {
  let photo: Photo
  let isFavorite: Bool
  /// When it became a favorite, in the favorites list.
  var addedAt: Date?

  private enum CodingKeys: String, CodingKey {
    case id, author, username, description, width, height, color, blurHash, likes, isFavorite, route, addedAt
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(photo.id, forKey: .id)
    try container.encode(photo.user.name, forKey: .author)
    try container.encode(photo.user.username, forKey: .username)
    try container.encode(photo.displayDescription, forKey: .description)
    try container.encode(photo.width, forKey: .width)
    try container.encode(photo.height, forKey: .height)
    try container.encode(photo.color, forKey: .color)
    try container.encode(photo.blurHash, forKey: .blurHash)
    try container.encode(photo.likes, forKey: .likes)
    try container.encode(isFavorite, forKey: .isFavorite)
    try container.encode("mosaic://photo/\(photo.id)", forKey: .route)
    try container.encodeIfPresent(addedAt, forKey: .addedAt)
  }
}
