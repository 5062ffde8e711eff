import Core
import Foundation
import NetworkLayer
import NetworkLayerLive
import Testing

/// Requests for the same picture share one load; a load ends when its last caller leaves; at most six
/// downloads run at once, the most urgent first.
@Suite struct ImagePipelineCoalescingTests {
  @Test func hundredConcurrentRequests_makeOneDownload() async throws {
    let source = FakeImageSource()
    let pipeline = ImagePipeline(source: source.source, decoder: onePixelDecoder)
    let tasks = (0..<100).map { _ in Task { try await pipeline.image(request("a")) } }
    _ = await source.next()
    while await pipeline.statistics.requests < 100 { await Task.yield() }
    source.allow(1)
    for task in tasks { _ = try await task.value }
    #expect(source.calls.count == 1)
    let statistics = await pipeline.statistics
    #expect(statistics.downloads == 1 && statistics.requests == 100 && statistics.hitRate == 0.99)
    // Decoded and kept: the next request is a memory hit.
    _ = try await pipeline.image(request("a"))
    #expect(await pipeline.statistics.memoryHits == 1)
  }

  @Test func everyCallerCancelled_cancelsTheDownload() async throws {
    let source = FakeImageSource()
    let pipeline = ImagePipeline(source: source.source, decoder: onePixelDecoder)
    let tasks = (0..<3).map { _ in Task { try await pipeline.image(request("a")) } }
    _ = await source.next()
    while await pipeline.statistics.requests < 3 { await Task.yield() }
    tasks.forEach { $0.cancel() }
    let cancelled = await source.next(where: { $0 == .cancelled(imageURL("a")) })
    #expect(cancelled == [.cancelled(imageURL("a"))])
    for task in tasks {
      await #expect(throws: CancellationError.self) { try await task.value }
    }
    // A later request starts afresh.
    source.allow(1)
    _ = try await pipeline.image(request("a"))
    #expect(source.calls.count == 2)
  }

  @Test func oneCallerCancelled_othersStillGetThePicture() async throws {
    let source = FakeImageSource()
    let pipeline = ImagePipeline(source: source.source, decoder: onePixelDecoder)
    let leaving = Task { try await pipeline.image(request("a")) }
    let staying = Task { try await pipeline.image(request("a")) }
    _ = await source.next()
    while await pipeline.statistics.requests < 2 { await Task.yield() }
    leaving.cancel()
    await #expect(throws: CancellationError.self) { try await leaving.value }
    source.allow(1)
    #expect(try await staying.value.size == PixelSize(width: 4, height: 2))
    #expect(source.calls.count == 1)
  }

  @Test func atMostSixDownloads_runAtOnce() async throws {
    let source = FakeImageSource()
    let pipeline = ImagePipeline(source: source.source, decoder: onePixelDecoder)
    let tasks = (0..<20).map { index in Task { try await pipeline.image(request("p\(index)")) } }
    _ = await source.next(6)
    while await pipeline.downloadsWaiting < 14 { await Task.yield() }
    #expect(source.running == 6)
    source.allow(20)
    for task in tasks { _ = try await task.value }
    #expect(source.peak == 6)
    #expect(await pipeline.peakDownloads == 6)
    #expect(source.calls.count == 20)
  }

  @Test func waitingDownloads_startMostUrgentFirst() async throws {
    let source = FakeImageSource()
    let pipeline = ImagePipeline(
      configuration: ImagePipeline.Configuration(maximumDownloads: 1), source: source.source, decoder: onePixelDecoder)
    let first = Task { try await pipeline.image(request("first")) }
    _ = await source.next()
    let low = Task { try await pipeline.image(request("low", priority: .low)) }
    while await pipeline.downloadsWaiting < 1 { await Task.yield() }
    let normal = Task { try await pipeline.image(request("normal")) }
    while await pipeline.downloadsWaiting < 2 { await Task.yield() }
    let high = Task { try await pipeline.image(request("high", priority: .high)) }
    while await pipeline.downloadsWaiting < 3 { await Task.yield() }
    source.allow(4)
    for task in [first, low, normal, high] { _ = try await task.value }
    #expect(source.calls.map(\.url.lastPathComponent) == ["first", "high", "normal", "low"])
  }

  @Test func prefetch_isJoinedByALaterRequest_andCanBeCancelled() async throws {
    let source = FakeImageSource()
    let pipeline = ImagePipeline(source: source.source, decoder: onePixelDecoder)
    await pipeline.prefetch([request("a"), request("b")])
    _ = await source.next(2)
    await pipeline.cancelPrefetch([request("b")])
    let cancelled = await source.next(where: { if case .cancelled = $0 { true } else { false } })
    #expect(cancelled == [.cancelled(imageURL("b"))])
    let joined = Task { try await pipeline.image(request("a", priority: .high)) }
    while await pipeline.statistics.requests < 1 { await Task.yield() }
    source.allow(1)
    _ = try await joined.value
    #expect(source.calls.count == 2)
    #expect(await pipeline.statistics.downloads == 1)
  }
}
