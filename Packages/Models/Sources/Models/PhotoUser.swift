import Foundation

/// The photographer: id, username and name, and — where `GET /photos/:id` or a user's page answers them — a
/// bio and a location, each read leniently (of the wrong type missing, cut to ``maximumBioLength`` and
/// ``maximumLocationLength`` characters).
///
/// ```swift
/// PhotoUser(id: "u1", username: "jane", name: "Jane Doe", bio: "Landscapes.", location: "Oslo")
/// ```
public struct PhotoUser: Hashable, Sendable, Codable {
  public let id: String
  public let username: String
  public let name: String
  public let bio: String?
  public let location: String?

  /// The most characters a bio keeps.
  public static let maximumBioLength = 600
  /// The most characters a location keeps.
  public static let maximumLocationLength = 120

  public init(id: String, username: String, name: String, bio: String? = nil, location: String? = nil) {
    self.id = id
    self.username = username
    self.name = name
    self.bio = bio
    self.location = location
  }

  enum CodingKeys: String, CodingKey {
    case id, username, name, bio, location
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    username = try container.decode(String.self, forKey: .username)
    name = try container.decode(String.self, forKey: .name)
    bio = container.lenientText(.bio, limit: Self.maximumBioLength)
    location = container.lenientText(.location, limit: Self.maximumLocationLength)
  }
}
