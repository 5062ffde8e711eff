import Foundation

/// A photo as the Unsplash API describes it, with the fields Mosaic's features use.
///
/// Decodes real Unsplash JSON (snake_case keys, ISO-8601 dates with offsets, `null` descriptions,
/// unknown fields ignored) with ``UnsplashJSON/decoder``, and encodes back to the same shape.
///
/// ```swift
/// let photo = try UnsplashJSON.decoder.decode(Photo.self, from: data)
/// photo.user.name        // "Jane Doe"
/// photo.displayDescription  // description, else alt description, else "No description"
/// ```
public struct Photo: Identifiable, Hashable, Sendable, Codable {
  public let id: String
  public let createdAt: Date
  public let width: Int
  public let height: Int
  /// The dominant color as `#RRGGBB`.
  public let color: String
  /// A compact placeholder image; see ``BlurHash``. Unsplash omits it for some photos.
  public let blurHash: String?
  public let likes: Int
  public let description: String?
  public let altDescription: String?
  public let urls: PhotoURLs
  public let user: PhotoUser
  /// Where it was taken; only `GET /photos/:id` answers it (see ``PhotoLocation``).
  public let location: PhotoLocation?
  /// The camera and exposure; only `GET /photos/:id` answers it (see ``PhotoExif``).
  public let exif: PhotoExif?
  /// Its tags, at most ``PhotoTag/maximumCount``.
  public let tags: [PhotoTag]?
  /// How often it was viewed and downloaded; a count that is not a whole number from 0 up is missing, one
  /// past `Int` is `Int.max`.
  public let views: Int?
  public let downloads: Int?

  public init(
    id: String, createdAt: Date, width: Int, height: Int, color: String, blurHash: String?, likes: Int,
    description: String?, altDescription: String?, urls: PhotoURLs, user: PhotoUser,
    location: PhotoLocation? = nil, exif: PhotoExif? = nil, tags: [PhotoTag]? = nil, views: Int? = nil,
    downloads: Int? = nil
  ) {
    self.id = id
    self.createdAt = createdAt
    self.width = width
    self.height = height
    self.color = color
    self.blurHash = blurHash
    self.likes = likes
    self.description = description
    self.altDescription = altDescription
    self.urls = urls
    self.user = user
    self.location = location
    self.exif = exif
    self.tags = tags
    self.views = views
    self.downloads = downloads
  }

  /// This photo with the fields only `GET /photos/:id` answers.
  public func with(
    location: PhotoLocation?, exif: PhotoExif?, tags: [PhotoTag]?, views: Int?, downloads: Int?, user: PhotoUser? = nil
  ) -> Photo {
    Photo(
      id: id, createdAt: createdAt, width: width, height: height, color: color, blurHash: blurHash, likes: likes,
      description: description, altDescription: altDescription, urls: urls, user: user ?? self.user,
      location: location, exif: exif, tags: tags, views: views, downloads: downloads)
  }

  enum CodingKeys: String, CodingKey {
    case id
    case createdAt = "created_at"
    case width, height, color
    case blurHash = "blur_hash"
    case likes, description
    case altDescription = "alt_description"
    case urls, user, location, exif, tags, views, downloads
  }

  /// The longest side a photo may claim, in pixels: far past any camera or panorama. A width or height
  /// outside `1...maximumSide` is bad data, refused when the photo is decoded, so no later arithmetic sees it.
  public static let maximumSide = 1_000_000

  /// Decodes Unsplash's JSON, refusing a width or height outside `1...maximumSide`: a
  /// `DecodingError.dataCorrupted` at that field, with a ``ModelsError`` `invalidImageSize` (and the value)
  /// underneath.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    createdAt = try container.decode(Date.self, forKey: .createdAt)
    width = try Self.side(.width, in: container)
    height = try Self.side(.height, in: container)
    color = try container.decode(String.self, forKey: .color)
    blurHash = try container.decodeIfPresent(String.self, forKey: .blurHash)
    likes = try container.decode(Int.self, forKey: .likes)
    description = try container.decodeIfPresent(String.self, forKey: .description)
    altDescription = try container.decodeIfPresent(String.self, forKey: .altDescription)
    urls = try container.decode(PhotoURLs.self, forKey: .urls)
    user = try container.decode(PhotoUser.self, forKey: .user)
    // What only the photo's page shows never refuses the photo: a wrong one is missing.
    location = try? container.decodeIfPresent(PhotoLocation.self, forKey: .location)
    exif = (try? container.decodeIfPresent(PhotoExif.self, forKey: .exif)).flatMap { $0.isEmpty ? nil : $0 }
    tags = PhotoTag.list(in: container, at: .tags)
    views = container.lenientCount(.views)
    downloads = container.lenientCount(.downloads)
  }

  /// The width or height at `key`, when a photo can have it.
  private static func side(_ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>) throws -> Int {
    let value = try container.decode(Int.self, forKey: key)
    guard (1...maximumSide).contains(value) else {
      let message =
        "The photo's \(key.stringValue) '\(value)' is not between 1 and \(maximumSide) pixels; the answer is bad data."
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: container.codingPath + [key], debugDescription: message,
          underlyingError: ModelsError(.invalidImageSize, message, value: String(value))))
    }
    return value
  }

  /// The placeholder machine-readable output (JSON) uses when a photo has neither a description nor an alt
  /// description; people see their own language's words instead.
  public static let missingDescription = "No description"

  /// The description, falling back to the alt description; `nil` when neither has text. Blank strings count
  /// as missing.
  public var bestDescription: String? {
    for candidate in [description, altDescription] {
      if let text = candidate.map(WhitespaceTrim.spacesAndNewlines.trimming), !text.isEmpty {
        return text
      }
    }
    return nil
  }

  /// ``bestDescription``, else ``missingDescription``: the description JSON output carries.
  public var displayDescription: String { bestDescription ?? Self.missingDescription }
}
