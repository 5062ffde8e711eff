import Foundation
import Models

/// A snapshot read without `JSONDecoder`, whose first use scanned every conformance record of the binary on
/// `mosaic favorites list` (PROJECT_PLAN.md, "Issue 23 — start-up: favorites and the JSON coders").
///
/// It reads what ``Snapshot/encode(_:)`` writes and builds the photo as `Photo.init(from:)` does (the same
/// bounds, trims and lenient fields), and answers `nil` for anything it is not sure of: then
/// ``Snapshot/decode(_:)`` asks `JSONDecoder`, so every text is accepted or refused as before.
enum SnapshotPhoto {
  /// The photo in `text`, or `nil` when `JSONDecoder` must decide.
  static func photo(_ text: String) -> Photo? {
    guard let json = WrittenJSON.parse(text), case .object = json,
      let id = required(json["id"]), let created = required(json["created_at"]),
      let createdAt = UnsplashJSON.parseDate(created),
      let width = side(json["width"]), let height = side(json["height"]),
      let color = required(json["color"]), case .some(let blurHash) = optional(json["blur_hash"]),
      case .integer(let likes) = json["likes"],
      case .some(let description) = optional(json["description"]),
      case .some(let altDescription) = optional(json["alt_description"]),
      let urls = urls(json["urls"]), let user = user(json["user"]),
      case .some(let location) = location(json["location"]), case .some(let exif) = exif(json["exif"]),
      case .some(let tags) = tags(json["tags"]),
      case .some(let views) = count(json["views"]), case .some(let downloads) = count(json["downloads"])
    else { return nil }
    return Photo(
      id: id, createdAt: createdAt, width: width, height: height, color: color, blurHash: blurHash, likes: likes,
      description: description, altDescription: altDescription, urls: urls, user: user, location: location,
      exif: exif, tags: tags, views: views, downloads: downloads)
  }

  // Each reader below answers `nil` when unsure; an optional field's reader answers `.some(nil)` for a field
  // that is absent (or null where the decoder reads null as absent).

  private static func required(_ value: WrittenJSON?) -> String? {
    guard case .text(let text) = value else { return nil }
    return text
  }

  private static func optional(_ value: WrittenJSON?) -> String?? {
    switch value {
    case .none, .null: return .some(nil)
    case .text(let text): return .some(text)
    default: return nil
    }
  }

  /// A width or height `Photo` accepts; one outside `1...maximumSide` is refused by the decoder, with its error.
  private static func side(_ value: WrittenJSON?) -> Int? {
    guard case .integer(let side) = value, (1...Photo.maximumSide).contains(side) else { return nil }
    return side
  }

  /// A lenient text field (a bio, a place, a camera): cut to `limit` characters and trimmed, blank as missing.
  private static func lenient(_ value: WrittenJSON?, limit: Int) -> String?? {
    guard case .some(let text) = optional(value) else { return nil }
    guard let text else { return .some(nil) }
    let bounded = WhitespaceTrim.spacesAndNewlines.trimming(String(text.prefix(max(limit, 0))))
    return .some(bounded.isEmpty ? nil : bounded)
  }

  /// A lenient count: a whole number from 0 up, a negative one missing.
  private static func count(_ value: WrittenJSON?) -> Int?? {
    switch value {
    case .none, .null: return .some(nil)
    case .integer(let count): return .some(count >= 0 ? count : nil)
    default: return nil
    }
  }

  private static func urls(_ value: WrittenJSON?) -> PhotoURLs? {
    guard let value, case .object = value, let raw = url(value["raw"]), let full = url(value["full"]),
      let regular = url(value["regular"]), let small = url(value["small"]), let thumb = url(value["thumb"])
    else { return nil }
    return PhotoURLs(raw: raw, full: full, regular: regular, small: small, thumb: thumb)
  }

  /// A URL whose text has only the characters RFC 3986 allows unescaped (and `%`), so that every way Foundation
  /// reads a URL from text reads this one alike.
  private static func url(_ value: WrittenJSON?) -> URL? {
    guard case .text(let text) = value, !text.isEmpty, text.utf8.allSatisfy(isURLByte) else { return nil }
    return URL(string: text)
  }

  private static func isURLByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return "-._~:/?#[]@!$&'()*+,;=%".utf8.contains(byte)
    }
  }

  private static func user(_ value: WrittenJSON?) -> PhotoUser? {
    guard let value, case .object = value, let id = required(value["id"]),
      let username = required(value["username"]), let name = required(value["name"]),
      case .some(let bio) = lenient(value["bio"], limit: PhotoUser.maximumBioLength),
      case .some(let location) = lenient(value["location"], limit: PhotoUser.maximumLocationLength)
    else { return nil }
    return PhotoUser(id: id, username: username, name: name, bio: bio, location: location)
  }

  private static func location(_ value: WrittenJSON?) -> PhotoLocation?? {
    guard let value, value != .null else { return .some(nil) }
    let limit = PhotoLocation.maximumLength
    guard case .object = value, case .some(let name) = lenient(value["name"], limit: limit),
      case .some(let city) = lenient(value["city"], limit: limit),
      case .some(let country) = lenient(value["country"], limit: limit)
    else { return nil }
    return .some(PhotoLocation(name: name, city: city, country: country))
  }

  private static func exif(_ value: WrittenJSON?) -> PhotoExif?? {
    guard let value, value != .null else { return .some(nil) }
    let limit = PhotoExif.maximumLength
    guard case .object = value, case .some(let make) = lenient(value["make"], limit: limit),
      case .some(let model) = lenient(value["model"], limit: limit),
      case .some(let exposureTime) = lenient(value["exposure_time"], limit: limit),
      case .some(let aperture) = lenient(value["aperture"], limit: limit),
      case .some(let focalLength) = lenient(value["focal_length"], limit: limit),
      case .some(let iso) = count(value["iso"])
    else { return nil }
    let exif = PhotoExif(
      make: make, model: model, exposureTime: exposureTime, aperture: aperture, focalLength: focalLength, iso: iso)
    return .some(exif.isEmpty ? nil : exif)
  }

  /// The tags as `PhotoTag.list` reads them: entries in order until ``PhotoTag/maximumCount`` have a title.
  private static func tags(_ value: WrittenJSON?) -> [PhotoTag]?? {
    guard let value else { return .some(nil) }
    guard case .list(let entries) = value else { return nil }
    var tags: [PhotoTag] = []
    for entry in entries {
      guard tags.count < PhotoTag.maximumCount else { break }
      guard case .object = entry, case .some(let title) = lenient(entry["title"], limit: PhotoTag.maximumLength)
      else { return nil }
      if let title { tags.append(PhotoTag(title: title)) }
    }
    return .some(tags)
  }
}
