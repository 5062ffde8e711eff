import Foundation

/// The camera and exposure a photo was taken with, as Unsplash's `exif` object gives them (text as sent:
/// `"exposure_time": "1/125"`, `"aperture": "4.0"`, `"focal_length": "50.0"`, `"iso": 100`).
///
/// Every field is optional and read leniently: a field of the wrong type is missing, text is cut to
/// ``maximumLength`` characters, an ISO outside `Int` saturates, a negative one is missing.
///
/// ```swift
/// let exif = PhotoExif(make: "Canon", model: "EOS R5", exposureTime: "1/250", aperture: "2.8",
///                      focalLength: "85", iso: 200)
/// exif.isEmpty  // false
/// ```
public struct PhotoExif: Hashable, Sendable, Codable {
  public let make: String?
  public let model: String?
  public let exposureTime: String?
  public let aperture: String?
  public let focalLength: String?
  public let iso: Int?

  /// The most characters a field keeps.
  public static let maximumLength = 80

  public init(
    make: String? = nil, model: String? = nil, exposureTime: String? = nil, aperture: String? = nil,
    focalLength: String? = nil, iso: Int? = nil
  ) {
    self.make = make
    self.model = model
    self.exposureTime = exposureTime
    self.aperture = aperture
    self.focalLength = focalLength
    self.iso = iso
  }

  enum CodingKeys: String, CodingKey {
    case make, model, iso, aperture
    case exposureTime = "exposure_time"
    case focalLength = "focal_length"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    make = container.lenientText(.make, limit: Self.maximumLength)
    model = container.lenientText(.model, limit: Self.maximumLength)
    exposureTime = container.lenientText(.exposureTime, limit: Self.maximumLength)
    aperture = container.lenientText(.aperture, limit: Self.maximumLength)
    focalLength = container.lenientText(.focalLength, limit: Self.maximumLength)
    iso = container.lenientCount(.iso)
  }

  /// Whether no field has a value (Unsplash sends an object of `null`s for photos without EXIF).
  public var isEmpty: Bool {
    make == nil && model == nil && exposureTime == nil && aperture == nil && focalLength == nil && iso == nil
  }
}
