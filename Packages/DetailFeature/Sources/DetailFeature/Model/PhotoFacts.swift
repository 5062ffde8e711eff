import CoreCLI
import Models

/// A photo's page fields as a terminal and JSON may show them: every text from the server cleaned of control
/// characters and escape sequences and cut to a bound (``TerminalText/excerpt(_:limit:redacting:)``), blank ones
/// missing, counts as the decoder left them (never negative, saturated at `Int.max`).
struct PhotoFacts: Equatable {
  /// The longest value of a short field (a camera, a place, a tag), in characters.
  static let fieldLimit = 60
  /// The longest bio, in characters.
  static let bioLimit = 400
  /// The most tags shown.
  static let tagLimit = 12

  let location: String?
  let camera: String?
  let exposureTime: String?
  let aperture: String?
  let focalLength: String?
  let iso: Int?
  let tags: [String]
  let views: Int?
  let downloads: Int?
  let photographerBio: String?
  let photographerLocation: String?

  init(_ photo: Photo) {
    location = Self.clean(photo.location?.displayName)
    let exif = photo.exif
    camera = Self.camera(make: Self.clean(exif?.make), model: Self.clean(exif?.model))
    exposureTime = Self.clean(exif?.exposureTime)
    aperture = Self.clean(exif?.aperture)
    focalLength = Self.clean(exif?.focalLength)
    iso = exif?.iso
    var seen: Set<String> = []
    tags = (photo.tags ?? []).compactMap { Self.clean($0.title) }.filter { seen.insert($0.lowercased()).inserted }
      .prefix(Self.tagLimit).map { $0 }
    views = photo.views
    downloads = photo.downloads
    photographerBio = Self.clean(photo.user.bio, limit: Self.bioLimit)
    photographerLocation = Self.clean(photo.user.location)
  }

  /// Whether the photo has any camera or exposure value.
  var hasExposure: Bool {
    camera != nil || exposureTime != nil || aperture != nil || focalLength != nil || iso != nil
  }

  /// `text` on one line, without controls, at most `limit` characters; `nil` when nothing is left.
  static func clean(_ text: String?, limit: Int = fieldLimit) -> String? {
    guard let text else { return nil }
    let cleaned = TerminalText.excerpt(text, limit: limit)
    return cleaned.isEmpty ? nil : cleaned
  }

  /// "Canon EOS R5" from make "Canon" and model "EOS R5"; a model that already names its make stands alone.
  private static func camera(make: String?, model: String?) -> String? {
    guard let model else { return make }
    guard let make,
      !model.lowercased().hasPrefix(make.lowercased().split(separator: " ").first.map(String.init) ?? make.lowercased())
    else { return model }
    return "\(make) \(model)"
  }
}
