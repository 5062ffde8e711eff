import CoreCLI
import DataLayer
import DataLayerLive
import Foundation
import ImageCodecs
import Logging
import NetworkLayer
import NetworkLayerLive
import SecureFiles
import Synchronization

/// The App's image pipeline, built on first use from the run's configuration: limits from
/// `MOSAIC_IMAGE_MEMORY_LIMIT` and `MOSAIC_IMAGE_DISK_LIMIT`, the disk store in `cache/images`, the
/// network for `http(s)` URLs and the BlurHash renderer for `embedded://` ones, the system decoders.
public final class ImageCache: Sendable {
  struct Built: Sendable {
    let limits: ImageCacheLimits
    let store: ImageFileStore
    let pipeline: ImagePipeline
  }

  let configuration: HostConfiguration
  let rateLimits: RateLimitStore
  private let built = Mutex<Built?>(nil)

  init(configuration: HostConfiguration, rateLimits: RateLimitStore) {
    self.configuration = configuration
    self.rateLimits = rateLimits
  }

  /// Where pictures are kept: `cache/images`.
  var directory: URL { configuration.locations.imageCacheDirectory }
  /// The last run's counters: `cache/image-statistics.json`.
  var statisticsURL: URL { configuration.locations.cacheDirectory.appendingPathComponent("image-statistics.json") }

  /// The limits, or ``ImageError`` `invalidLimit`.
  func limits() throws(ImageError) -> ImageCacheLimits {
    try ImageCacheLimits(environment: configuration.environment)
  }

  /// The store at the configured disk limit, without building the pipeline.
  func store() throws(ImageError) -> ImageFileStore {
    if let built = built.withLock({ $0 }) { return built.store }
    return ImageFileStore(directory: directory, limit: try limits().diskBytes)
  }

  func pipeline() throws(ImageError) -> Built {
    let limits = try limits()
    return built.withLock { built in
      if let built { return built }
      let store = ImageFileStore(directory: directory, limit: limits.diskBytes)
      // The network session is made on the first picture from a server: an embedded picture opens none.
      let http = ImageSource.http(
        http: .bounded(maximumBytes: ImageSource.maximumPictureBytes), rateLimits: rateLimits,
        maximumBytes: ImageSource.maximumPictureBytes, timeout: configuration.services.requestTimeout,
        logger: Logger(label: "mosaic.images"))
      let source = ImageSource.routing([
        "http": http, "https": http,
        "embedded": .embedded(encode: { bitmap in try SystemCodecs.encodePNG(bitmap) }),
      ])
      let pipeline = ImagePipeline(
        configuration: ImagePipeline.Configuration(memoryLimit: limits.memoryBytes), source: source,
        disk: Self.disk(store), decoder: .system())
      let made = Built(limits: limits, store: store, pipeline: pipeline)
      built = made
      return made
    }
  }

  /// The client features use; a bad limit variable surfaces as the error of every load.
  var client: ImageClient {
    ImageClient(
      image: { request in try await self.pipeline().pipeline.image(request) },
      prefetch: { requests in await (try? self.pipeline())?.pipeline.prefetch(requests) },
      cancelPrefetch: { requests in await (try? self.pipeline())?.pipeline.cancelPrefetch(requests) },
      statistics: { await (try? self.pipeline())?.pipeline.statistics ?? ImageStatistics() })
  }

  /// Saves this run's counters when it asked for pictures, and closes the store.
  func finishRun() async {
    guard let built = built.withLock({ $0 }) else { return }
    let statistics = await built.pipeline.statistics
    if statistics.requests > 0 {
      let saved = LastRun(finishedAt: Date(), statistics: statistics)
      if let data = try? JSONEncoder.sorted.encode(saved) {
        try? SecureFile.write(data, to: statisticsURL, durability: .cache)
      }
    }
    built.store.close()
  }

  /// The counters of the last run that asked for pictures.
  func lastRun() -> LastRun? {
    guard let data = try? SecureFile.read(statisticsURL, limit: 1 << 16) else { return nil }
    return try? JSONDecoder.iso8601Dates.decode(LastRun.self, from: data)
  }

  /// What the last run that drew pictures did.
  struct LastRun: Codable, Sendable {
    let finishedAt: Date
    let statistics: ImageStatistics
  }

  private static func disk(_ store: ImageFileStore) -> ImageDiskCache {
    ImageDiskCache(
      entry: { url in
        await store.entry(for: url.absoluteString).map {
          DiskImage(data: $0.data, etag: $0.etag, expiresAt: $0.expiresAt)
        }
      },
      // Written behind the load: the picture is shown before it is on disk; `finishRun` closes the store, which
      // writes what is still queued.
      store: { url, data, etag, expiresAt in
        await store.storeBehind(data, for: url.absoluteString, etag: etag, expiresAt: expiresAt)
      },
      refresh: { url, expiresAt in await store.refresh(url.absoluteString, expiresAt: expiresAt) },
      remove: { url in await store.remove(url.absoluteString) })
  }
}

extension JSONEncoder {
  static var sorted: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }
}

extension JSONDecoder {
  static var iso8601Dates: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}
