import Core
import Observation
import Synchronization
import TestExpectations
import Testing

@testable import CoreUI

/// A picture source whose loads wait for a gate, and that records what it was asked.
private final class GatedSource: Sendable {
  private struct State {
    var loads: [String] = []
    var cancelled: [String] = []
    var prefetched: [String] = []
    var prefetchCancelled: [String] = []
    var failing: Set<String> = []
  }
  private let state = Mutex(State())
  let gate: AsyncStream<Void>
  private let open: AsyncStream<Void>.Continuation

  init(gated: Bool) {
    (gate, open) = AsyncStream.makeStream(of: Void.self)
    if !gated { open.finish() }
  }

  func release() { open.finish() }
  func fail(_ id: String) { state.withLock { _ = $0.failing.insert(id) } }
  var loads: [String] { state.withLock { $0.loads } }
  var cancelled: [String] { state.withLock { $0.cancelled } }
  var prefetched: [String] { state.withLock { $0.prefetched } }
  var prefetchCancelled: [String] { state.withLock { $0.prefetchCancelled } }

  var source: PictureLoader<String>.Source {
    PictureLoader.Source(
      load: { id in
        self.state.withLock { $0.loads.append(id) }
        await withTaskCancellationHandler {
          for await _ in self.gate {}
        } onCancel: {
          self.state.withLock { $0.cancelled.append(id) }
        }
        try Task.checkCancellation()
        if self.state.withLock({ $0.failing.contains(id) }) { throw LoadFailure() }
        guard let picture = Picture(width: 1, height: 1, rgb: [255, 0, 0]) else { throw LoadFailure() }
        return picture
      },
      prefetch: { ids in self.state.withLock { $0.prefetched += ids } },
      cancelPrefetch: { ids in self.state.withLock { $0.prefetchCancelled += ids.sorted() } })
  }
}

private struct LoadFailure: Error {}

@MainActor struct PictureLoaderTests {
  @Test func shownRequests_load_areKept_andAreNotLoadedAgain() async {
    let source = GatedSource(gated: false)
    let loader = PictureLoader(source: source.source)
    loader.want(["a", "b"])
    await loader.settle()
    expectNotNil(loader.picture(for: "a"))
    expectNotNil(loader.picture(for: "b"))
    loader.want(["a", "b"])
    await loader.settle()
    expectEqual(source.loads.sorted(), ["a", "b"], "each picture is loaded once")
  }

  @Test func aRequestThatLeavesTheScreen_isCancelled_andNotKept() async {
    let source = GatedSource(gated: true)
    let loader = PictureLoader(source: source.source)
    loader.want(["a", "b"])
    expectEqual(loader.loading, ["a", "b"])
    loader.want(["b", "c"])
    expectEqual(loader.loading, ["b", "c"])
    source.release()
    await loader.settle()
    expectEqual(source.cancelled, ["a"])
    expectNil(loader.picture(for: "a"))
    expectNotNil(loader.picture(for: "b"))
    expectNotNil(loader.picture(for: "c"))
  }

  @Test func aFailedLoad_isNotTriedAgain_untilFailuresAreForgotten() async {
    let source = GatedSource(gated: false)
    source.fail("a")
    let loader = PictureLoader(source: source.source)
    loader.want(["a"])
    await loader.settle()
    expectTrue(loader.hasFailed("a"))
    expectNil(loader.picture(for: "a"))
    loader.want(["a"])
    await loader.settle()
    expectEqual(source.loads, ["a"], "no retry every frame")
    loader.forgetFailures()
    loader.want(["a"])
    await loader.settle()
    expectEqual(source.loads, ["a", "a"])
  }

  @Test func theRowAhead_isPrefetched_andItsPrefetchCancelledWhenItLeaves() async {
    let source = GatedSource(gated: false)
    let loader = PictureLoader(source: source.source)
    loader.want(["a"], ahead: ["b", "c"])
    await loader.settle()
    expectEqual(source.prefetched, ["b", "c"])
    loader.want(["b"], ahead: ["d"])
    await loader.settle()
    expectEqual(source.prefetchCancelled, ["c"], "b shows now, c is no longer ahead")
    expectEqual(source.prefetched, ["b", "c", "d"])
    loader.cancelAll()
    await loader.settle()
    expectEqual(source.prefetchCancelled, ["c", "d"])
  }

  @Test func aLoadPastItsDeadline_isCancelled_andCountsAsFailed() async {
    let source = GatedSource(gated: true)
    let (elapsed, pass) = AsyncStream.makeStream(of: Void.self)
    // The deadline passes when the test says so.
    let clock = UIClock(now: { .zero }, sleep: { _ in for await _ in elapsed {} })
    let loader = PictureLoader(source: source.source, deadline: .seconds(60), clock: clock)
    expectEqual(loader.deadline, .seconds(60))
    loader.want(["a"])
    expectEqual(loader.loading, ["a"])
    pass.finish()
    for _ in 0..<10_000 where !loader.hasFailed("a") { await Task.yield() }
    expectTrue(loader.hasFailed("a"), "a load that never ends stops at its deadline")
    expectEmpty(loader.loading)
    expectEqual(source.cancelled, ["a"])
    loader.want(["a"])
    expectEmpty(loader.loading, "not started again every frame")
    source.release()
    await loader.settle()
    expectNil(loader.picture(for: "a"))
  }

  @Test func everyLoad_hasADeadline_byDefault() {
    let loader = PictureLoader(source: GatedSource(gated: false).source)
    expectEqual(loader.deadline, PictureLoader<String>.defaultDeadline)
    #expect(PictureLoader<String>.defaultDeadline > .zero)
  }

  /// A frame that read a picture before it arrived is told when it arrives (the screen redraws), though the
  /// pictures are observed through a counter and not the dictionary itself.
  @Test func aPictureArriving_changesTheFrameThatAskedForIt() async {
    let source = GatedSource(gated: true)
    let loader = PictureLoader(source: source.source)
    loader.want(["a"])
    let changed = Mutex(false)
    let before = withObservationTracking {
      loader.picture(for: "a")
    } onChange: {
      changed.withLock { $0 = true }
    }
    expectNil(before)
    source.release()
    await loader.settle()
    expectTrue(changed.withLock { $0 }, "the frame that drew the placeholder is drawn again")
    expectNotNil(loader.picture(for: "a"))
  }

  @Test func pastTheLimit_theOldestPicturesGo() async {
    let source = GatedSource(gated: false)
    let loader = PictureLoader(source: source.source, limit: 4)
    loader.want(["a", "b", "c", "d"])
    await loader.settle()
    loader.want(["e"])
    await loader.settle()
    expectNotNil(loader.picture(for: "e"))
    expectEqual(
      [loader.picture(for: "a"), loader.picture(for: "b"), loader.picture(for: "c"), loader.picture(for: "d")]
        .compactMap { $0 }.count, 3)
  }

  @Test func aBitmap_becomesAPicture_withoutItsAlpha() throws {
    let bitmap = try requireValue(Bitmap(width: 2, height: 1, rgba: [1, 2, 3, 0, 4, 5, 6, 255]))
    let picture = try requireValue(Picture(bitmap))
    expectEqual(picture.rgb, [1, 2, 3, 4, 5, 6])
  }
}
