import Foundation
import Models

/// Writes photos the way the Unsplash API does: ``Photo``'s own snake_case fields through
/// ``UnsplashJSON/encoder``, image URLs pointing at this server's image route, and some of the fields real
/// responses carry that Mosaic does not model (`links`, `sponsorship`, `user.links`, ...), so clients prove
/// they ignore what they do not know.
struct UnsplashPhotoJSON: Sendable {
  /// `http://127.0.0.1:PORT`, no trailing slash.
  let baseURL: String

  /// One photo as a JSON object.
  func data(for photo: Photo) -> Data {
    serialise(object(for: photo))
  }

  /// Photos as a JSON array.
  func data(for photos: [Photo]) -> Data {
    serialise(photos.map(object(for:)))
  }

  /// A search answer: `{"total","total_pages","results"}`.
  func searchData(total: Int, totalPages: Int, results: [Photo]) -> Data {
    serialise(["total": total, "total_pages": totalPages, "results": results.map(object(for:))] as [String: Any])
  }

  /// The photo with this server's image URLs, as a JSON dictionary with the extra fields.
  func object(for photo: Photo) -> [String: Any] {
    let local = Photo(
      id: photo.id, createdAt: photo.createdAt, width: photo.width, height: photo.height, color: photo.color,
      blurHash: photo.blurHash, likes: photo.likes, description: photo.description,
      altDescription: photo.altDescription, urls: urls(for: photo), user: photo.user, location: photo.location,
      exif: photo.exif, tags: photo.tags, views: photo.views, downloads: photo.downloads)
    guard let encoded = try? UnsplashJSON.encoder.encode(local),
      var object = (try? JSONSerialization.jsonObject(with: encoded)) as? [String: Any]
    else { return ["id": photo.id] }
    let created = object["created_at"] ?? NSNull()
    object["slug"] = "\(photo.user.username)-\(photo.id)"
    object["updated_at"] = created
    object["promoted_at"] = NSNull()
    object["sponsorship"] = NSNull()
    object["liked_by_user"] = false
    object["current_user_collections"] = [Any]()
    object["topic_submissions"] = [String: Any]()
    object["asset_type"] = "photo"
    object["links"] = [
      "self": "\(baseURL)/photos/\(photo.id)", "html": "https://unsplash.com/photos/\(photo.id)",
      "download": "\(baseURL)/img/\(photo.id)", "download_location": "\(baseURL)/photos/\(photo.id)/download",
    ]
    if let tags = object["tags"] as? [[String: Any]] {
      object["tags"] = tags.map { $0.merging(["type": "search"]) { kept, _ in kept } }
    }
    if var urls = object["urls"] as? [String: Any] {
      urls["small_s3"] = urls["small"]
      object["urls"] = urls
    }
    if var user = object["user"] as? [String: Any] {
      let username = photo.user.username
      user["updated_at"] = created
      user["bio"] = user["bio"] ?? NSNull()
      user["location"] = user["location"] ?? NSNull()
      user["for_hire"] = false
      user["total_likes"] = 0
      user["links"] = [
        "self": "\(baseURL)/users/\(username)", "html": "https://unsplash.com/@\(username)",
        "photos": "\(baseURL)/users/\(username)/photos", "likes": "\(baseURL)/users/\(username)/likes",
      ]
      user["profile_image"] = ["small": "\(baseURL)/img/\(photo.id)?w=32", "medium": "\(baseURL)/img/\(photo.id)?w=64"]
      object["user"] = user
    }
    return object
  }

  /// thumb 200, small 400, regular 1080 and full pixels wide (Unsplash's 4000, clamped to the image route's
  /// maximum); raw without a width.
  func urls(for photo: Photo) -> PhotoURLs {
    let base = "\(baseURL)/img/\(photo.id)"
    func url(_ width: Int?) -> URL? { URL(string: width.map { "\(base)?w=\($0)" } ?? base) }
    guard let raw = url(nil), let full = url(PhotoImage.widths.upperBound), let regular = url(1080),
      let small = url(400), let thumb = url(200)
    else { return photo.urls }
    return PhotoURLs(raw: raw, full: full, regular: regular, small: small, thumb: thumb)
  }

  private func serialise(_ value: Any) -> Data {
    (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes]))
      ?? Data("null".utf8)
  }
}
