import EmbeddedCatalog
import Foundation
import Hummingbird
import Models
import Synchronization

/// `GET /img/<photo-id>?w=N`: the photo's BlurHash as a PNG, cacheable forever, revalidated with `ETag`.
/// No key needed, like Unsplash's image CDN.
///
/// `?broken=truncated|corrupt|bomb` serves a picture no decoder should accept, in full over HTTP: its
/// first half, its pixel data scrambled (the CRC no longer matches), or a header claiming
/// 50,000 × 50,000 pixels over a few bytes.
struct ImageRoutes: Sendable {
  let catalog: EmbeddedPhotoCatalog
  let state: MockAPIState
  let cache: PNGCache

  static let cacheControl = "public, max-age=31536000, immutable"

  func image(_ request: Request, id: String) -> APIReply {
    guard let photo = catalog.photo(id: id) else {
      return .text(.notFound, "Not Found: no photo '\(id)'")
    }
    var width = PhotoImage.defaultWidth
    if let text = request.query("w") {
      guard let value = Int(text) else {
        return .text(.badRequest, "Bad Request: w '\(text)' is not a whole number of pixels")
      }
      width = value
    }
    let broken = request.query("broken")
    if let broken, !BrokenImage.kinds.contains(broken) {
      return .text(
        .badRequest, "Bad Request: broken '\(broken)' is not one of \(BrokenImage.kinds.joined(separator: ", "))")
    }
    let image = PhotoImage(photo: photo, width: width, version: state.settings.imageVersion)
    var headers: HTTPFields = [.eTag: image.etag, .cacheControl: Self.cacheControl]
    if let candidates = request.headers[.ifNoneMatch], Self.matches(candidates, image.etag) {
      return APIReply(status: .notModified, headers: headers, body: [])
    }
    guard let png = cache.png(for: image) else {
      return .text(.internalServerError, "Internal Server Error: could not render '\(id)'")
    }
    headers[.contentType] = "image/png"
    if let broken {
      headers[.eTag] = nil
      return APIReply(status: .ok, headers: headers, body: BrokenImage.make(broken, from: png))
    }
    return APIReply(status: .ok, headers: headers, body: png)
  }

  /// Whether an `If-None-Match` list names `etag` (weak comparison, as RFC 9110 asks), or is `*`.
  static func matches(_ list: String, _ etag: String) -> Bool {
    list.split(separator: ",").contains { candidate in
      let tag = candidate.trimmingCharacters(in: .whitespaces)
      return tag == "*" || (tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag) == etag
    }
  }
}

/// The most recently rendered PNGs, so paging clients that fetch the same thumbnails do not re-render them.
final class PNGCache: Sendable {
  private struct Entries {
    var images: [String: [UInt8]] = [:]
    var order: [String] = []
  }

  private let capacity: Int
  private let entries = Mutex(Entries())

  init(capacity: Int) {
    self.capacity = capacity
  }

  func png(for image: PhotoImage) -> [UInt8]? {
    let key = image.etag
    if let hit = entries.withLock({ $0.images[key] }) { return hit }
    guard let png = try? image.render() else { return nil }
    entries.withLock { entries in
      if entries.images.updateValue(png, forKey: key) == nil { entries.order.append(key) }
      while entries.order.count > capacity {
        entries.images[entries.order.removeFirst()] = nil
      }
    }
    return png
  }
}
