import EmbeddedCatalog
import Foundation
import Hummingbird
import Models

extension UnsplashRoutes {
  /// `GET /users/:username`: the photographer's public profile as Unsplash answers it, made from the catalog's
  /// photos by that author (``EmbeddedPhotoCatalog/profile(username:)``: name, bio, location, `total_photos`),
  /// with fields Mosaic does not read (`first_name`, `total_likes`, `links`, …) so clients prove they ignore them;
  /// an unknown username is a 404 "Couldn't find User", as Unsplash answers.
  func profile(_ request: Request, username: String) throws(UnsplashFailure) -> APIReply {
    guard let profile = catalog.profile(username: username) else {
      throw UnsplashFailure(.notFound, "Couldn't find User")
    }
    let base = request.baseURL(bound: state.baseURL)
    let name = profile.name.split(separator: " ", maxSplits: 1).map(String.init)
    let newest = catalog.photos(byUsername: profile.username).first
    let object: [String: Any] = [
      "id": profile.id, "username": profile.username, "name": profile.name,
      "first_name": name.first ?? profile.name, "last_name": name.count > 1 ? name[1] : NSNull(),
      "updated_at": newest.map { UnsplashJSON.formatDate($0.createdAt) } ?? NSNull(),
      "twitter_username": NSNull(), "instagram_username": NSNull(), "portfolio_url": NSNull(),
      "bio": profile.bio ?? NSNull(), "location": profile.location ?? NSNull(),
      "total_photos": profile.totalPhotos ?? 0, "total_likes": 0, "total_collections": 0,
      "followed_by_user": false, "for_hire": false,
      "profile_image": newest.map { ["small": "\(base)/img/\($0.id)?w=32", "medium": "\(base)/img/\($0.id)?w=64"] }
        ?? [String: String](),
      "links": [
        "self": "\(base)/users/\(profile.username)", "html": "https://unsplash.com/@\(profile.username)",
        "photos": "\(base)/users/\(profile.username)/photos", "likes": "\(base)/users/\(profile.username)/likes",
      ],
    ]
    let data =
      (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
      ?? Data("null".utf8)
    return .json(.ok, data: data)
  }
}
