import Foundation
import Synchronization
import TestExpectations
import Testing

@testable import MosaicHost

/// The command ceiling's sleep on a Dispatch timer: it waits at least its duration, ends at once with
/// `CancellationError` when cancelled (before or while it waits), and the ceiling still stops a command that runs
/// past its limit.
@Suite struct DispatchSleepTests {
  @Test func sleep_waitsAtLeastItsDuration() async throws {
    let clock = ContinuousClock()
    let start = clock.now
    try await DispatchSleep.sleep(for: .milliseconds(50))
    #expect(clock.now - start >= .milliseconds(50))
  }

  @Test func sleep_whenCancelledWhileWaiting_throwsCancellationAtOnce() async {
    let clock = ContinuousClock()
    let start = clock.now
    let task = Task { try await DispatchSleep.sleep(for: .seconds(60)) }
    try? await Task.sleep(for: .milliseconds(20))
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.now - start < .seconds(30))
  }

  @Test func sleep_inACancelledTask_throwsCancellationWithoutWaiting() async {
    let clock = ContinuousClock()
    let start = clock.now
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await DispatchSleep.sleep(for: .seconds(60))
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.now - start < .seconds(30))
  }

  @Test(arguments: [
    (Duration.zero, 0), (.milliseconds(-5), 0), (.nanoseconds(1), 1), (.milliseconds(1500), 1_500_000_000),
    (.seconds(Int64.max), Int.max), (.seconds(-3) + .milliseconds(500), 0),
    (.seconds(1) - .nanoseconds(1), 999_999_999),
    (.nanoseconds(Int64.max), Int.max), (.nanoseconds(Int64.max) + .nanoseconds(1), Int.max),
    (Duration(secondsComponent: 7, attosecondsComponent: 999_999_999), 7_000_000_000),
  ])
  func interval_isTheNanoseconds_saturated(duration: Duration, nanoseconds: Int) {
    #expect(DispatchSleep.interval(duration) == .nanoseconds(nanoseconds))
  }

  /// The default ceiling, written in attoseconds, is the two minutes the documentation and the doctor report say.
  @Test func defaultLimit_isTwoMinutes() {
    #expect(CommandCeiling.defaultLimit == .seconds(120))
    #expect(DispatchSleep.interval(CommandCeiling.defaultLimit) == .nanoseconds(120_000_000_000))
  }

  @Test func ceiling_stopsABodyThatRunsPastItsLimit() async throws {
    let ceiling = CommandCeiling(limit: .milliseconds(100))
    let error = await #expect(throws: HostError.self) {
      try await ceiling.run { try await Task.sleep(for: .seconds(60)) }
    }
    #expect(error?.code == .commandTimedOut)
  }

  @Test func ceiling_letsABodyWithinItsLimitFinish() async throws {
    let finished = Mutex(false)
    try await CommandCeiling(limit: .seconds(60)).run { finished.withLock { $0 = true } }
    expectTrue(finished.withLock { $0 })
  }
}
