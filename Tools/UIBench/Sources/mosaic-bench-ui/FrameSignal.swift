/// Counts the frames the loop draws, so the benchmark can wait for the one after a key.
@MainActor
final class FrameSignal {
  private(set) var count = 0
  private var waiting: (target: Int, resume: CheckedContinuation<Void, Never>)?

  /// Returns once more than `count` frames were drawn.
  func wait(beyond count: Int) async {
    guard self.count <= count else { return }
    await withCheckedContinuation { waiting = (count + 1, $0) }
  }

  func signal() {
    count += 1
    if let waiting, count >= waiting.target {
      self.waiting = nil
      waiting.resume.resume()
    }
  }
}
