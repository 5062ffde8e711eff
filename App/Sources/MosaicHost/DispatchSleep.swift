import Dispatch
import Foundation
import Synchronization

/// A sleep on a Dispatch timer, for the command ceiling that runs beside every command.
///
/// `Task.sleep` asks whether the current executor is a `SchedulingExecutor` (`as? any SchedulingExecutor`); the
/// global executor is not, and that failing cast scans every conformance record of the static binary, on every
/// run (PROJECT_PLAN.md, "Issue 23 — start-up code (fourth part)"). This sleep suspends on a continuation that a
/// Dispatch timer resumes, and ends at once with `CancellationError` when its task is cancelled, as `Task.sleep`
/// does.
///
/// ```swift
/// try await DispatchSleep.sleep(for: .seconds(120))  // throws CancellationError when cancelled first
/// ```
enum DispatchSleep {
  /// Sleeps for `duration` (at least; none when it is zero or negative), or throws `CancellationError` as soon as
  /// the task is cancelled.
  static func sleep(for duration: Duration) async throws {
    let wake = Wake()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        guard wake.hold(continuation) else { return }
        let timer = DispatchWorkItem { wake.resume(throwing: nil) }
        wake.timer(PendingTimer(item: timer))
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.interval(duration), execute: timer)
      }
    } onCancel: {
      wake.resume(throwing: CancellationError())
    }
  }

  /// `duration` as a Dispatch interval, saturated at what Dispatch counts (about 292 years) and at zero.
  ///
  /// On `Int128` attoseconds, not `components`: that one, like `Duration.seconds(_:)`, calls the standard library's
  /// own `_Int128` multiplication, whose code sits in a 64 KB window of the binary nothing else on a start touches
  /// (PROJECT_PLAN.md, "Issue 23 — peak memory, where the last megabyte is (eighth part)").
  static func interval(_ duration: Duration) -> DispatchTimeInterval {
    let nanoseconds = duration.attoseconds / 1_000_000_000
    guard nanoseconds > 0 else { return .nanoseconds(0) }
    return .nanoseconds(Int(exactly: nanoseconds) ?? Int.max)
  }

  /// The timer's work item, cancelled when the sleep is: `DispatchWorkItem.cancel()` may be called from any
  /// thread.
  private struct PendingTimer: @unchecked Sendable {
    let item: DispatchWorkItem
  }

  /// The continuation, resumed once: by the timer or by the cancellation, whichever comes first.
  private final class Wake: Sendable {
    private struct State {
      var continuation: CheckedContinuation<Void, any Error>?
      var timer: PendingTimer?
      var cancelled = false
      var resumed = false
    }

    private let state = Mutex(State())

    /// Keeps `continuation`; when the task was cancelled already, resumes it with `CancellationError` and returns
    /// `false` (no timer needed).
    func hold(_ continuation: CheckedContinuation<Void, any Error>) -> Bool {
      let cancelled = state.withLock { state in
        if state.cancelled {
          state.resumed = true
          return true
        }
        state.continuation = continuation
        return false
      }
      if cancelled { continuation.resume(throwing: CancellationError()) }
      return !cancelled
    }

    func timer(_ timer: PendingTimer) {
      state.withLock { $0.timer = timer }
    }

    /// Resumes the continuation once: normally for `nil`, else throwing `error`.
    func resume(throwing error: (any Error)?) {
      let (continuation, timer) = state.withLock {
        state -> (CheckedContinuation<Void, any Error>?, PendingTimer?) in
        if error != nil { state.cancelled = true }
        guard !state.resumed, let continuation = state.continuation else { return (nil, nil) }
        state.resumed = true
        state.continuation = nil
        defer { state.timer = nil }
        return (continuation, state.timer)
      }
      guard let continuation else { return }
      if let error {
        timer?.item.cancel()
        continuation.resume(throwing: error)
      } else {
        continuation.resume()
      }
    }
  }
}
