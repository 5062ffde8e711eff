import Core
import Foundation
import NetworkLayer

/// The image pipeline behind ``ImageClient``: decoded pictures in a cost-counted LRU memory cache, encoded
/// bytes in a disk cache, then the network (with `ETag` revalidation), decoding and downsampling. Requests
/// for the same picture share one load; a load is cancelled when every caller has cancelled; at most
/// ``Configuration/maximumDownloads`` downloads run at once, the most urgent first.
///
/// ```swift
/// let pipeline = ImagePipeline(source: source, disk: disk, decoder: .system())
/// let images = pipeline.client
/// let bitmap = try await images.image(ImageRequest(url: url, size: PixelSize(width: 80, height: 80), fit: .fit))
/// ```
public actor ImagePipeline {
  public struct Configuration: Sendable, Hashable {
    /// Bytes of decoded pixels kept in memory.
    public var memoryLimit: Int
    public var maximumDownloads: Int
    /// The longest a disk copy counts as fresh without asking the server, whatever `max-age` says.
    public var maximumFreshness: TimeInterval

    public init(
      memoryLimit: Int = ImageCacheLimits.defaultMemoryBytes, maximumDownloads: Int = 6,
      maximumFreshness: TimeInterval = 7 * 86_400
    ) {
      self.memoryLimit = memoryLimit
      self.maximumDownloads = maximumDownloads
      self.maximumFreshness = maximumFreshness
    }
  }

  /// Encoded bytes and where they came from.
  struct Encoded: Sendable {
    enum Origin: Sendable { case disk, network }
    let data: Data
    let origin: Origin
  }

  /// A prefetch under way; the id tells it apart from a later one for the same picture.
  struct Prefetch {
    let id: Int
    let task: Task<Void, Never>
  }

  struct FetchKey: Hashable, Sendable {
    let url: URL
    let bypassDisk: Bool
  }

  public nonisolated let configuration: Configuration
  nonisolated let source: ImageSource
  nonisolated let disk: ImageDiskCache
  nonisolated let decoder: ImageDecoder
  nonisolated let now: @Sendable () -> Date
  var memory: MemoryCache<ImageCacheKey, Bitmap>
  let loads = OperationTable<ImageCacheKey, Bitmap>()
  let fetches = OperationTable<FetchKey, Encoded>()
  var slots: DownloadSlots
  var prefetching: [ImageCacheKey: Prefetch] = [:]
  var counters = ImageStatistics()
  private var lastID = 0

  public init(
    configuration: Configuration = Configuration(), source: ImageSource, disk: ImageDiskCache = .disabled,
    decoder: ImageDecoder, now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.configuration = configuration
    self.source = source
    self.disk = disk
    self.decoder = decoder
    self.now = now
    self.memory = MemoryCache(limit: configuration.memoryLimit)
    self.slots = DownloadSlots(limit: configuration.maximumDownloads)
  }

  /// The pipeline as the client value features use.
  public nonisolated var client: ImageClient {
    ImageClient(
      image: { request in try await self.image(request) },
      prefetch: { requests in await self.prefetch(requests) },
      cancelPrefetch: { requests in await self.cancelPrefetch(requests) },
      statistics: { await self.statistics })
  }

  /// The picture `request` names, fitted to its box.
  public func image(_ request: ImageRequest) async throws -> Bitmap {
    try await load(request, counted: true)
  }

  /// Starts loading `requests` at low priority; a later ``image(_:)`` for one of them joins its load.
  public func prefetch(_ requests: [ImageRequest]) {
    for request in requests {
      let key = request.cacheKey
      guard prefetching[key] == nil, memory.value(for: key) == nil else { continue }
      let low = ImageRequest(url: request.url, size: request.size, fit: request.fit, priority: .low)
      let id = nextID()
      prefetching[key] = Prefetch(
        id: id,
        task: Task {
          _ = try? await self.load(low, counted: false)
          if self.prefetching[key]?.id == id { self.prefetching[key] = nil }
        })
    }
  }

  /// Stops prefetching `requests`; loads a caller waits for go on.
  public func cancelPrefetch(_ requests: [ImageRequest]) {
    for request in requests {
      prefetching.removeValue(forKey: request.cacheKey)?.task.cancel()
    }
  }

  /// What the pipeline did so far.
  public var statistics: ImageStatistics { counters }

  /// The most downloads that ran at once so far.
  public var peakDownloads: Int { slots.peak }

  /// Downloads waiting for a free slot now.
  public var downloadsWaiting: Int { slots.waitingCount }

  /// Decoded bytes held in memory now.
  public var memoryCost: Int { memory.totalCost }

  func load(_ request: ImageRequest, counted: Bool) async throws -> Bitmap {
    if counted { counters.requests += 1 }
    let key = request.cacheKey
    if let hit = memory.value(for: key) {
      if counted { counters.memoryHits += 1 }
      return hit
    }
    raiseFetches(of: request.url, to: request.priority)
    do {
      return try await join(loads, key, priority: request.priority) { _ in try await self.produce(request) }
    } catch let error where !(error is CancellationError) {
      if counted { counters.failures += 1 }
      throw error
    }
  }

  func remember(_ bitmap: Bitmap, for key: ImageCacheKey) {
    memory.insert(bitmap, for: key, cost: bitmap.cost)
  }

  func nextID() -> Int {
    lastID += 1
    return lastID
  }

  func expiry(_ maxAge: TimeInterval?) -> Date {
    now().addingTimeInterval(min(max(0, maxAge ?? configuration.maximumFreshness), configuration.maximumFreshness))
  }
}
