import Core
import Foundation
import NetworkLayer
import NetworkLayerLive
import Testing

/// The disk stage and revalidation: fresh copies need no network, stale ones revalidate with their ETag,
/// copies that do not decode are dropped and fetched again, and a stale copy stands in when offline.
@Suite struct ImagePipelineCachingTests {
  static let now = Date(timeIntervalSince1970: 1_800_000_000)

  func pipeline(_ source: FakeImageSource, _ disk: MemoryDisk) -> ImagePipeline {
    ImagePipeline(source: source.source, disk: disk.cache, decoder: onePixelDecoder, now: { Self.now })
  }

  @Test func freshDiskCopy_isUsedWithoutTheNetwork() async throws {
    let source = FakeImageSource(open: true)
    let disk = MemoryDisk()
    await disk.put(imageURL("a"), DiskImage(data: Data([9, 0, 0, 255]), etag: "\"v1\"", expiresAt: Self.now + 60))
    let bitmap = try await pipeline(source, disk).image(request("a"))
    #expect(bitmap.pixel(x: 0, y: 0).red == 9)
    #expect(source.calls.isEmpty)
  }

  @Test func staleCopy_revalidates_andA304DownloadsNothing() async throws {
    let source = FakeImageSource(open: true) { _, _ in .notModified(maxAge: 600) }
    let disk = MemoryDisk()
    await disk.put(imageURL("a"), DiskImage(data: Data([9, 0, 0, 255]), etag: "\"v1\"", expiresAt: Self.now - 1))
    let pipeline = pipeline(source, disk)
    #expect(try await pipeline.image(request("a")).pixel(x: 0, y: 0).red == 9)
    #expect(source.calls.map(\.etag) == ["\"v1\""])
    let statistics = await pipeline.statistics
    #expect(statistics.notModified == 1 && statistics.downloads == 0 && statistics.bytesDownloaded == 0)
    #expect(await disk.entries[imageURL("a")]?.expiresAt == Self.now + 600)
  }

  @Test func changedETag_isDownloadedAndKept() async throws {
    let source = FakeImageSource(open: true) { _, _ in .downloaded(Data([7, 0, 0, 255]), etag: "\"v2\"", maxAge: nil) }
    let disk = MemoryDisk()
    await disk.put(imageURL("a"), DiskImage(data: Data([9, 0, 0, 255]), etag: "\"v1\"", expiresAt: Self.now - 1))
    let pipeline = pipeline(source, disk)
    #expect(try await pipeline.image(request("a")).pixel(x: 0, y: 0).red == 7)
    #expect(await disk.entries[imageURL("a")]?.etag == "\"v2\"")
    #expect(await pipeline.statistics.downloads == 1)
  }

  @Test func anEmbeddedPicture_countsAsRendered_notDownloaded() async throws {
    let source = FakeImageSource(open: true)
    let pipeline = pipeline(source, MemoryDisk())
    let embedded = try #require(URL(string: "embedded://photos/q5Aq-4pHXK9?w=4"))
    _ = try await pipeline.image(ImageRequest(url: embedded, size: PixelSize(width: 4, height: 2), fit: .fill))
    let statistics = await pipeline.statistics
    #expect(statistics.rendered == 1)
    #expect(statistics.downloads == 0 && statistics.bytesDownloaded == 0)
    #expect(statistics.hitRate == 0)
  }

  @Test func countersSavedBeforeRenderedExisted_stillRead() throws {
    let old =
      #"{"requests":3,"memoryHits":1,"diskHits":0,"notModified":0,"downloads":2,"bytesDownloaded":10,"#
      + #""failures":0}"#
    let statistics = try JSONDecoder().decode(ImageStatistics.self, from: Data(old.utf8))
    #expect(statistics.downloads == 2 && statistics.rendered == 0)
  }

  @Test func corruptDiskCopy_isDroppedAndFetchedAgain_neverShown() async throws {
    let source = FakeImageSource(open: true)
    let disk = MemoryDisk()
    await disk.put(imageURL("a"), DiskImage(data: Data("bad".utf8), etag: "\"v1\"", expiresAt: Self.now + 60))
    let bitmap = try await pipeline(source, disk).image(request("a"))
    #expect(bitmap.pixel(x: 0, y: 0).red == 1)
    #expect(await disk.removed == [imageURL("a")])
    #expect(source.calls.count == 1 && source.calls.first?.etag == nil)
    #expect(await disk.entries[imageURL("a")]?.data == Data([1, 0, 0, 255]))
  }

  @Test func corruptDownload_isATypedError_andNotKept() async throws {
    let source = FakeImageSource(open: true) { _, _ in .downloaded(Data("bad".utf8), etag: nil, maxAge: nil) }
    let disk = MemoryDisk()
    let pipeline = pipeline(source, disk)
    let error = await #expect(throws: ImageError.self) { try await pipeline.image(request("a")) }
    #expect(error?.code == .corrupt && error?.url == imageURL("a"))
    #expect(await disk.entries.isEmpty)
    #expect(await pipeline.statistics.failures == 1)
  }

  @Test func unreachableServer_fallsBackToTheStaleCopy() async throws {
    let source = FakeImageSource(open: true) { url, _ in throw ImageError(.unreachable, url: url, detail: "offline") }
    let disk = MemoryDisk()
    await disk.put(imageURL("a"), DiskImage(data: Data([9, 0, 0, 255]), etag: "\"v1\"", expiresAt: Self.now - 1))
    #expect(try await pipeline(source, disk).image(request("a")).pixel(x: 0, y: 0).red == 9)
    let none = MemoryDisk()
    let error = await #expect(throws: ImageError.self) { try await pipeline(source, none).image(request("a")) }
    #expect(error?.code == .unreachable)
  }

  @Test func memoryCache_evictsLeastRecentlyUsedByCost() async throws {
    let source = FakeImageSource(open: true)
    // Each 4 × 2 bitmap costs 32 bytes: room for two.
    let pipeline = ImagePipeline(
      configuration: ImagePipeline.Configuration(memoryLimit: 64), source: source.source, decoder: onePixelDecoder)
    for name in ["a", "b", "a", "c", "a"] { _ = try await pipeline.image(request(name)) }
    // "b" was evicted by "c"; "a" stayed because it was used last.
    _ = try await pipeline.image(request("b"))
    #expect(source.calls.map(\.url.lastPathComponent) == ["a", "b", "c", "b"])
    #expect(await pipeline.memoryCost == 64)
  }
}
