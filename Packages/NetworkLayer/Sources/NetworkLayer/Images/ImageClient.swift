import Core
import Foundation

/// Pictures for features: decoded, fitted to a box, from memory, disk or the network, through one
/// pipeline the App builds. Features never see formats, files or sockets.
///
/// ```swift
/// let page = photos.map { ImageRequest(url: $0.urls.small, size: box, fit: .fill, priority: .low) }
/// await images.prefetch(page)                       // one call warms the whole page
/// let first = try await images.image(page[0])       // joins the prefetch already under way
/// ```
public struct ImageClient: Sendable {
  /// The picture `request` names, fitted to its box.
  public var image: @Sendable (_ request: ImageRequest) async throws -> Bitmap
  /// Starts loading `requests` at low priority into the caches and returns at once.
  public var prefetch: @Sendable (_ requests: [ImageRequest]) async -> Void
  /// Stops prefetching `requests`; a load someone else waits for goes on.
  public var cancelPrefetch: @Sendable (_ requests: [ImageRequest]) async -> Void
  /// What this run's pipeline did so far.
  public var statistics: @Sendable () async -> ImageStatistics

  public init(
    image: @escaping @Sendable (ImageRequest) async throws -> Bitmap,
    prefetch: @escaping @Sendable ([ImageRequest]) async -> Void,
    cancelPrefetch: @escaping @Sendable ([ImageRequest]) async -> Void,
    statistics: @escaping @Sendable () async -> ImageStatistics
  ) {
    self.image = image
    self.prefetch = prefetch
    self.cancelPrefetch = cancelPrefetch
    self.statistics = statistics
  }
}

extension ImageClient {
  /// Every closure fails or records nothing loudly: `image` throws ``ImageError`` `unexpectedCall`.
  public static let failing = ImageClient(
    image: { request in throw ImageError(.unexpectedCall, url: request.url) },
    prefetch: { _ in },
    cancelPrefetch: { _ in },
    statistics: { ImageStatistics() }
  )

  /// Draws every request as one flat color of `color`: for previews and tests of what features draw.
  public static func solid(_ color: RGBA) -> ImageClient {
    ImageClient(
      image: { request in Bitmap(width: request.size.width, height: request.size.height, filling: color) },
      prefetch: { _ in }, cancelPrefetch: { _ in }, statistics: { ImageStatistics() })
  }
}

/// Counters of one pipeline's work, as `mosaic cache` shows them for the last run.
public struct ImageStatistics: Hashable, Sendable, Codable {
  /// Pictures asked for.
  public var requests = 0
  /// Answered from decoded pictures in memory.
  public var memoryHits = 0
  /// Answered from the disk cache without the network.
  public var diskHits = 0
  /// Revalidated with the server, which answered 304: no body downloaded.
  public var notModified = 0
  /// Bodies downloaded from a server.
  public var downloads = 0
  public var bytesDownloaded = 0
  /// Pictures rendered on this machine from a BlurHash (the embedded catalog, `embedded://`): no network.
  public var rendered = 0
  /// Loads that failed with an error (cancellations not counted).
  public var failures = 0

  public init() {}

  /// The share of requests answered without a download or a render (from memory, from disk, after a 304, or
  /// by joining a load under way); `nil` before any request.
  public var hitRate: Double? {
    guard requests > 0 else { return nil }
    return Double(max(0, requests - downloads - rendered - failures)) / Double(requests)
  }

  private enum CodingKeys: String, CodingKey {
    case requests, memoryHits, diskHits, notModified, downloads, bytesDownloaded, rendered, failures
  }

  /// Reads counters saved by any version: one written before ``rendered`` existed counts none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    requests = try container.decode(Int.self, forKey: .requests)
    memoryHits = try container.decode(Int.self, forKey: .memoryHits)
    diskHits = try container.decode(Int.self, forKey: .diskHits)
    notModified = try container.decode(Int.self, forKey: .notModified)
    downloads = try container.decode(Int.self, forKey: .downloads)
    bytesDownloaded = try container.decode(Int.self, forKey: .bytesDownloaded)
    rendered = try container.decodeIfPresent(Int.self, forKey: .rendered) ?? 0
    failures = try container.decode(Int.self, forKey: .failures)
  }
}
