import Core
import EmbeddedCatalog
import Foundation
import Models
import NetworkLayer

extension ImageSource {
  /// The URL scheme of the embedded catalogs' pictures, which are rendered here, never downloaded.
  public static let embeddedScheme = "embedded"

  /// The embedded catalogs' pictures without a network, encoded with `encode` (PNG) so caching, decoding and
  /// drawing run as they do for a server:
  /// - `embedded://photos/ID?w=N` is the photo's BlurHash rendered `N` pixels wide at the photo's aspect
  ///   ratio (its color when it has no hash);
  /// - `embedded://news/NAME?w=N` is an article's picture: the BlurHash of a catalog photo chosen by `NAME`
  ///   (always the same one), at a news picture's 16:9.
  ///
  /// `N` is 400 when missing and kept within 1…2,000. The ETag names the picture and width, so a kept copy
  /// revalidates to "not modified".
  ///
  /// ```swift
  /// let embedded = ImageSource.embedded(encode: { try SystemCodecs.encodePNG($0) })
  /// ```
  public static func embedded(
    _ catalog: EmbeddedPhotoCatalog = .standard, encode: @escaping @Sendable (Bitmap) throws -> Data
  ) -> ImageSource {
    ImageSource { url, etag in
      guard url.scheme == "embedded", let (name, photo, aspect) = picture(url, in: catalog) else {
        throw ImageError(.notFound, url: url)
      }
      let requested =
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "w" }?.value
        .flatMap { Int($0) } ?? 400
      let width = min(max(requested, 1), 2000)
      let tag = "\"embedded-\(name)-\(width)\""
      if etag == tag { return .notModified(maxAge: nil) }
      let height = min(max(1, Int((Double(width) * aspect).rounded())), 4000)
      return .downloaded(try encode(render(photo, width: width, height: height)), etag: tag, maxAge: nil)
    }
  }

  /// What `url` draws: a name for its ETag, the photo whose BlurHash it shows and its height over width.
  private static func picture(
    _ url: URL, in catalog: EmbeddedPhotoCatalog
  ) -> (name: String, photo: Photo, aspect: Double)? {
    let name = url.lastPathComponent
    switch url.host {
    case "photos":
      guard let photo = catalog.photo(id: name) else { return nil }
      return (photo.id, photo, photo.width > 0 ? Double(photo.height) / Double(photo.width) : 1)
    case "news":
      guard !name.isEmpty, name != "/", name.utf8.count <= 200, catalog.count > 0 else { return nil }
      let index = Int(StableHash.fnv1a(name) % UInt64(catalog.count))
      guard let photo = catalog.page(index + 1, perPage: 1).photos.first else { return nil }
      return ("news-" + name, photo, 9.0 / 16.0)
    default:
      return nil
    }
  }

  private static func render(_ photo: Photo, width: Int, height: Int) -> Bitmap {
    if let hash = photo.blurHash, let rgb = try? BlurHash.decode(hash, width: width, height: height) {
      var rgba = [UInt8](repeating: 255, count: width * height * 4)
      for pixel in 0..<(width * height) {
        rgba[pixel * 4] = rgb[pixel * 3]
        rgba[pixel * 4 + 1] = rgb[pixel * 3 + 1]
        rgba[pixel * 4 + 2] = rgb[pixel * 3 + 2]
      }
      if let bitmap = Bitmap(width: width, height: height, rgba: rgba) { return bitmap }
    }
    let color = RGBColor(hex: photo.color) ?? RGBColor(red: 128, green: 128, blue: 128)
    return Bitmap(width: width, height: height, filling: RGBA(red: color.red, green: color.green, blue: color.blue))
  }
}
