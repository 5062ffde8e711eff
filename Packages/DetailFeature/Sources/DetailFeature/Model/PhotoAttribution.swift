import Foundation
import Models

/// The credit Unsplash's API guidelines ask for with every photo used: "Photo by NAME on Unsplash", linking
/// the photographer's profile and Unsplash, each link tagged with `utm_source=mosaic&utm_medium=referral`.
///
/// ```swift
/// PhotoAttribution(photo).text   // "Photo by Jane Doe on Unsplash"
/// ```
public struct PhotoAttribution: Codable, Sendable, Hashable {
  /// "Photo by NAME on Unsplash".
  public let text: String
  public let photographer: String
  public let photographerURL: String
  public let unsplashURL: String
  /// The photo's own page on Unsplash.
  public let photoURL: String

  /// The application name Unsplash's referral links carry.
  public static let appName = "mosaic"
  /// The query every link to Unsplash carries, as its guidelines ask.
  public static let referral = "utm_source=\(appName)&utm_medium=referral"

  public init(_ photo: Photo) {
    text = "Photo by \(photo.user.name) on Unsplash"
    photographer = photo.user.name
    photographerURL = "https://unsplash.com/@\(Self.segment(photo.user.username))?\(Self.referral)"
    unsplashURL = "https://unsplash.com/?\(Self.referral)"
    photoURL = "https://unsplash.com/photos/\(Self.segment(photo.id))?\(Self.referral)"
  }

  /// `text` as one URL path segment: letters, digits, `-`, `_` and `.` kept, everything else escaped.
  static func segment(_ text: String) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-_.")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
  }
}
