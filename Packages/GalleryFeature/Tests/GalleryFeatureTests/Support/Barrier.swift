/// Holds every caller of ``arrive()`` until `parties` callers have arrived, then lets them all go: two
/// racing tasks are made to overlap at one point without sleeping.
///
/// ```swift
/// let barrier = Barrier(parties: 2)
/// async let first: Void = barrier.arrive()
/// async let second: Void = barrier.arrive()   // both return once both arrived
/// ```
actor Barrier {
  private let parties: Int
  private var arrived = 0
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(parties: Int) {
    self.parties = parties
  }

  func arrive() async {
    arrived += 1
    guard arrived < parties else {
      for continuation in waiting { continuation.resume() }
      waiting.removeAll()
      return
    }
    await withCheckedContinuation { continuation in waiting.append(continuation) }
  }
}
