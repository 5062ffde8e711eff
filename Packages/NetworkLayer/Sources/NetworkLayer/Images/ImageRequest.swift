import Core
import Foundation

/// One picture asked of the image pipeline: where it is, the box it is drawn in (in pixels), how it
/// meets that box, and how urgent it is. Requests that differ only in priority share one load.
///
/// ```swift
/// let request = ImageRequest(
///   url: photo.urls.small, size: PixelSize(width: 16, height: 16), fit: .fill, priority: .normal)
/// let bitmap = try await images.image(request)   // 16 × 16, cropped around the centre
/// ```
public struct ImageRequest: Hashable, Sendable {
  public var url: URL
  /// The box in pixels; the pipeline never hands out more pixels than it holds.
  public var size: PixelSize
  public var fit: ImageFit
  public var priority: ImagePriority

  public init(url: URL, size: PixelSize, fit: ImageFit, priority: ImagePriority = .normal) {
    self.url = url
    self.size = PixelSize(width: max(1, size.width), height: max(1, size.height))
    self.fit = fit
    self.priority = priority
  }

  /// What identifies the decoded result: everything but the priority.
  public var cacheKey: ImageCacheKey { ImageCacheKey(url: url, size: size, fit: fit) }

  /// `url` asking for at most `width` pixels across: a `w` query parameter (Unsplash's imgix renditions,
  /// the mock API, the embedded catalog) is lowered to `width`, never raised; a URL without one is
  /// returned as it is.
  ///
  /// ```swift
  /// ImageRequest.url(URL(string: "https://images.example/p?w=1080")!, atMostWidth: 80)  // …/p?w=80
  /// ```
  public static func url(_ url: URL, atMostWidth width: Int) -> URL {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      var items = components.queryItems, let index = items.firstIndex(where: { $0.name == "w" }),
      let current = items[index].value.flatMap({ Int($0) }), width > 0, width < current
    else { return url }
    items[index].value = String(width)
    components.queryItems = items
    return components.url ?? url
  }
}

/// A request's identity in the memory cache: URL, box and fit.
public struct ImageCacheKey: Hashable, Sendable {
  public let url: URL
  public let size: PixelSize
  public let fit: ImageFit
}

/// How soon a picture is needed: what is on screen before what may be scrolled to.
public enum ImagePriority: Int, Hashable, Sendable, Comparable, CaseIterable, Codable {
  /// Prefetching: only when nothing more urgent waits.
  case low
  case normal
  /// On screen now.
  case high

  public static func < (lhs: ImagePriority, rhs: ImagePriority) -> Bool { lhs.rawValue < rhs.rawValue }
}
