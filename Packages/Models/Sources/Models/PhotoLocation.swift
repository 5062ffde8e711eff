import Foundation

/// Where a photo was taken, as Unsplash's `location` object names it (`name`, `city`, `country`); every field
/// optional, of the wrong type missing, cut to ``maximumLength`` characters.
///
/// ```swift
/// PhotoLocation(name: nil, city: "Montreal", country: "Canada").displayName  // "Montreal, Canada"
/// ```
public struct PhotoLocation: Hashable, Sendable, Codable {
  public let name: String?
  public let city: String?
  public let country: String?

  /// The most characters a field keeps.
  public static let maximumLength = 120

  public init(name: String? = nil, city: String? = nil, country: String? = nil) {
    self.name = name
    self.city = city
    self.country = country
  }

  enum CodingKeys: String, CodingKey {
    case name, city, country
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = container.lenientText(.name, limit: Self.maximumLength)
    city = container.lenientText(.city, limit: Self.maximumLength)
    country = container.lenientText(.country, limit: Self.maximumLength)
  }

  /// The name, else "city, country" of what is known; `nil` when nothing is.
  public var displayName: String? {
    if let name { return name }
    let parts = [city, country].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }
}
