import Foundation

/// A photographer's public profile, as Unsplash's `GET /users/:username` answers it: who they are (name and
/// username), their bio and location, and how many photos they published. Unsplash sends much more (likes,
/// collections, followers, social accounts, profile pictures); Mosaic reads these fields and ignores the rest.
///
/// Read as leniently as a photo's page fields (``LenientFields``): only `id` and `username` are required; a name
/// that is missing or not text falls back to `first_name` and `last_name`, then to the username; a bio or
/// location of the wrong type is missing; text is cut while decoding (``PhotoUser/maximumBioLength``,
/// ``PhotoUser/maximumLocationLength``, ``maximumNameLength``); a count that is negative or not a number is
/// missing and one past `Int` is `Int.max`.
///
/// ```swift
/// let profile = try UnsplashJSON.decoder.decode(PhotographerProfile.self, from: data)
/// profile.totalPhotos   // 42
/// ```
public struct PhotographerProfile: Hashable, Sendable, Codable {
  public let id: String
  public let username: String
  public let name: String
  public let bio: String?
  public let location: String?
  /// How many photos they published (`total_photos`).
  public let totalPhotos: Int?

  /// The most characters a name keeps.
  public static let maximumNameLength = 120

  public init(
    id: String, username: String, name: String, bio: String? = nil, location: String? = nil, totalPhotos: Int? = nil
  ) {
    self.id = id
    self.username = username
    self.name = name
    self.bio = bio
    self.location = location
    self.totalPhotos = totalPhotos
  }

  enum CodingKeys: String, CodingKey {
    case id, username, name, bio, location
    case totalPhotos = "total_photos"
    case firstName = "first_name"
    case lastName = "last_name"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    username = try container.decode(String.self, forKey: .username)
    let parts = [
      container.lenientText(.firstName, limit: Self.maximumNameLength),
      container.lenientText(.lastName, limit: Self.maximumNameLength),
    ].compactMap { $0 }
    name =
      container.lenientText(.name, limit: Self.maximumNameLength)
      ?? (parts.isEmpty ? nil : String(parts.joined(separator: " ").prefix(Self.maximumNameLength)))
      ?? String(username.prefix(Self.maximumNameLength))
    bio = container.lenientText(.bio, limit: PhotoUser.maximumBioLength)
    location = container.lenientText(.location, limit: PhotoUser.maximumLocationLength)
    totalPhotos = container.lenientCount(.totalPhotos)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(username, forKey: .username)
    try container.encode(name, forKey: .name)
    try container.encode(bio, forKey: .bio)
    try container.encode(location, forKey: .location)
    try container.encodeIfPresent(totalPhotos, forKey: .totalPhotos)
  }
}
