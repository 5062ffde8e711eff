import Core
import DataLayerLive
import Foundation
import ImageCodecs
import MosaicTestSupport
import NetworkLayer
import NetworkLayerLive
import Testing

/// The whole image pipeline — URLSession, the disk store, libpng — against `mosaic-mock-api`, which
/// counts every image request it serves.
@Suite struct ImagePipelineLoopbackTests {
  static let photoID = "q5Aq-4pHXK9"

  /// A pipeline as the App builds one, over the store in `directory`; `freshness` 0 revalidates every copy.
  static func pipeline(
    _ directory: URL, freshness: TimeInterval = 86_400, maximumBytes: Int = 32 << 20
  ) -> (ImagePipeline, ImageFileStore) {
    let store = ImageFileStore(directory: directory, limit: 2_000_000)
    let disk = ImageDiskCache(
      entry: { url in
        await store.entry(for: url.absoluteString).map {
          DiskImage(data: $0.data, etag: $0.etag, expiresAt: $0.expiresAt)
        }
      },
      store: { url, data, etag, expiresAt in
        await store.store(data, for: url.absoluteString, etag: etag, expiresAt: expiresAt)
      },
      refresh: { url, expiresAt in await store.refresh(url.absoluteString, expiresAt: expiresAt) },
      remove: { url in await store.remove(url.absoluteString) })
    let pipeline = ImagePipeline(
      configuration: ImagePipeline.Configuration(maximumFreshness: freshness),
      source: .http(http: .bounded(maximumBytes: maximumBytes), retry: .none, rateLimits: .inMemory()), disk: disk,
      decoder: .system())
    return (pipeline, store)
  }

  static func request(
    _ server: MockServer, _ id: String = photoID, width: Int = 40, query: String = ""
  ) throws
    -> ImageRequest
  {
    let url = try #require(URL(string: "\(server.baseURL)/img/\(id)?w=\(width)\(query)"))
    return ImageRequest(url: url, size: PixelSize(width: 16, height: 16), fit: .fill)
  }

  @Test func hundredConcurrentRequests_reachTheServerOnce() async throws {
    try await withMockServer(["--latency-ms", "50"]) { server in
      try await withTemporaryFolder { folder in
        let (pipeline, store) = Self.pipeline(folder)
        let request = try Self.request(server)
        let bitmaps = try await withThrowingTaskGroup(of: Bitmap.self) { group in
          for _ in 0..<100 { group.addTask { try await pipeline.image(request) } }
          return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(bitmaps.count == 100 && Set(bitmaps).count == 1)
        #expect(try await server.stats().requests.images == 1)
        store.close()
      }
    }
  }

  @Test func secondRun_isServedFromDisk_withoutARequest() async throws {
    try await withMockServer { server in
      try await withTemporaryFolder { folder in
        let ids = ["q5Aq-4pHXK9", "94o6aigY4cT", "3Py8dl8KqEF"]
        let (first, firstStore) = Self.pipeline(folder)
        for id in ids { _ = try await first.image(try Self.request(server, id)) }
        firstStore.close()
        #expect(try await server.stats().requests.images == 3)
        let (second, secondStore) = Self.pipeline(folder)
        for id in ids { _ = try await second.image(try Self.request(server, id)) }
        #expect(try await server.stats().requests.images == 3)
        let statistics = await second.statistics
        #expect(statistics.diskHits == 3 && statistics.downloads == 0 && statistics.hitRate == 1)
        secondStore.close()
      }
    }
  }

  @Test func unchangedPicture_revalidatesWith304_andDownloadsNothing() async throws {
    try await withMockServer { server in
      try await withTemporaryFolder { folder in
        let request = try Self.request(server)
        let (first, firstStore) = Self.pipeline(folder, freshness: 0)
        let original = try await first.image(request)
        firstStore.close()
        let (second, secondStore) = Self.pipeline(folder, freshness: 0)
        #expect(try await second.image(request) == original)
        let statistics = await second.statistics
        #expect(statistics.notModified == 1 && statistics.downloads == 0 && statistics.bytesDownloaded == 0)
        #expect(try await server.stats().requests.images == 2)
        secondStore.close()
      }
    }
  }

  @Test func changedETag_isDownloadedAgain() async throws {
    try await withMockServer { server in
      try await withTemporaryFolder { folder in
        let request = try Self.request(server)
        let (first, firstStore) = Self.pipeline(folder, freshness: 0)
        _ = try await first.image(request)
        let before = await firstStore.entry(for: request.url.absoluteString)?.etag
        firstStore.close()
        try await server.setFaults(#"{"imageVersion": 2}"#)
        let (second, secondStore) = Self.pipeline(folder, freshness: 0)
        _ = try await second.image(request)
        let statistics = await second.statistics
        #expect(statistics.downloads == 1 && statistics.notModified == 0)
        let after = await secondStore.entry(for: request.url.absoluteString)?.etag
        #expect(before != nil && after != nil && before != after)
        secondStore.close()
      }
    }
  }

  @Test func oversizedBody_isStoppedAtTheLimit() async throws {
    try await withMockServer(["--drip-ms", "1"]) { server in
      try await withTemporaryFolder { folder in
        let (pipeline, store) = Self.pipeline(folder, maximumBytes: 200)
        let request = try Self.request(server, width: 400)
        let error = await #expect(throws: ImageError.self) { try await pipeline.image(request) }
        #expect(error?.code == .tooLarge && error?.limit == 200)
        store.close()
      }
    }
  }

  @Test(arguments: [("corrupt", ImageError.Code.corrupt), ("truncated", .truncated), ("bomb", .tooManyPixels)])
  func brokenPicture_isATypedError_andNotKept(_ kind: String, _ code: ImageError.Code) async throws {
    try await withMockServer { server in
      try await withTemporaryFolder { folder in
        let (pipeline, store) = Self.pipeline(folder)
        let request = try Self.request(server, query: "&broken=\(kind)")
        let error = await #expect(throws: ImageError.self) { try await pipeline.image(request) }
        #expect(error?.code == code, "\(String(describing: error))")
        #expect(error?.url == request.url)
        #expect(store.usage().entries == 0)
        store.close()
      }
    }
  }
}

/// Runs `body` with a fresh temporary folder that is removed afterwards.
func withTemporaryFolder<T>(_ body: (URL) async throws -> T) async throws -> T {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-images-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: folder) }
  return try await body(folder)
}
