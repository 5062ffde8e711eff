import Foundation
import Models
import Testing

/// A photographer's profile as Unsplash's `GET /users/:username` answers it, read leniently.
@Suite struct PhotographerProfileDecodingTests {
  /// Unsplash's documented answer, shortened, with the fields Mosaic ignores left in.
  static let documented = Data(
    """
    {"id": "pXhwzz1JtQU", "updated_at": "2016-07-10T11:00:01-05:00", "username": "jimmyexample",
     "name": "James Example", "first_name": "James", "last_name": "Example", "instagram_username": "instantgrammer",
     "twitter_username": "jimmy", "portfolio_url": null, "bio": "The user's bio", "location": "Montreal, Qc",
     "total_likes": 20, "total_photos": 10, "total_collections": 5, "followed_by_user": false, "downloads": 225974,
     "uploads_remaining": 4, "profile_image": {"small": "https://x/s", "medium": "https://x/m", "large": "https://x/l"},
     "badge": {"title": "Book contributor", "primary": true, "slug": "book-contributor", "link": "https://x/b"},
     "links": {"self": "https://api.unsplash.com/users/jimmyexample", "html": "https://unsplash.com/jimmyexample",
               "photos": "https://api.unsplash.com/users/jimmyexample/photos"}}
    """.utf8)

  @Test func decode_unsplashUser_keepsNameBioLocationAndTotalPhotos() throws {
    let profile = try UnsplashJSON.decoder.decode(PhotographerProfile.self, from: Self.documented)

    #expect(
      profile
        == PhotographerProfile(
          id: "pXhwzz1JtQU", username: "jimmyexample", name: "James Example", bio: "The user's bio",
          location: "Montreal, Qc", totalPhotos: 10))
  }

  static func user(_ fields: String) -> Data {
    Data(#"{"id": "u1", "username": "jane"\#(fields.isEmpty ? "" : ", " + fields)}"#.utf8)
  }

  struct HostileCase: Sendable, CustomTestStringConvertible {
    let id: String
    let fields: String
    let check: @Sendable (PhotographerProfile) -> Bool
    var testDescription: String { id }
  }

  static let hostile: [HostileCase] = [
    HostileCase(id: "no name: first and last", fields: #""name": null, "first_name": "Jane", "last_name": "Doe""#) {
      $0.name == "Jane Doe"
    },
    HostileCase(id: "no name at all: the username", fields: #""name": 42.5e400"#) { $0.name == "jane" },
    HostileCase(id: "a bio of the wrong type is missing", fields: #""bio": {"x": 1}, "location": [1]"#) {
      $0.bio == nil && $0.location == nil
    },
    HostileCase(id: "a huge bio is cut", fields: #""bio": "\#(String(repeating: "b", count: 50_000))""#) {
      $0.bio?.count == PhotoUser.maximumBioLength
    },
    HostileCase(id: "a huge name is cut", fields: #""name": "\#(String(repeating: "n", count: 5_000))""#) {
      $0.name.count == PhotographerProfile.maximumNameLength
    },
    HostileCase(id: "a negative count is missing", fields: #""total_photos": -3"#) { $0.totalPhotos == nil },
    HostileCase(id: "a count past Int saturates", fields: #""total_photos": 1e300"#) { $0.totalPhotos == Int.max },
    HostileCase(id: "a count as text is read", fields: #""total_photos": "12""#) { $0.totalPhotos == 12 },
    HostileCase(id: "a count of the wrong type is missing", fields: #""total_photos": {"n": 1}"#) {
      $0.totalPhotos == nil
    },
  ]

  @Test(arguments: hostile)
  func decode_hostileFields_keepTheProfile(_ hostile: HostileCase) throws {
    let profile = try UnsplashJSON.decoder.decode(PhotographerProfile.self, from: Self.user(hostile.fields))
    #expect(profile.username == "jane")
    #expect(hostile.check(profile))
  }

  @Test func decode_withoutAUsername_refuses() {
    #expect(throws: DecodingError.self) {
      try UnsplashJSON.decoder.decode(PhotographerProfile.self, from: Data(#"{"id": "u1", "name": "Jane"}"#.utf8))
    }
  }

  @Test func profile_roundTrips() throws {
    let profile = PhotographerProfile(
      id: "u1", username: "jane", name: "Jane Doe", bio: "Fog.", location: "Oslo", totalPhotos: 7)
    let again = try UnsplashJSON.decoder.decode(
      PhotographerProfile.self, from: try UnsplashJSON.encoder.encode(profile))
    #expect(again == profile)
  }
}
