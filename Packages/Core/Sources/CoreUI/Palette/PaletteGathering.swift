import Core
import Synchronization

/// Asks every palette contribution for its places at once, and waits for them at most a bound: a list that has
/// not answered by then (its database busy, a plugin that hangs) offers nothing this time and is cancelled, and the
/// palette opens with the rest at once. The answers keep the contributions' order.
///
/// ```swift
/// let entries = await PaletteGathering.entries(of: offers, in: .english, clock: .live)
/// ```
enum PaletteGathering {
  /// How long the palette waits for the lists when it opens: far longer than a list takes (one `SELECT`), so a
  /// loaded machine never loses one, and short enough that a list that hangs does not hold the app.
  static let limit = Duration.seconds(2)

  static func entries(
    of offers: [PaletteContribution], in language: Language, clock: UIClock, limit: Duration = Self.limit
  ) async -> [PaletteEntry] {
    guard !offers.isEmpty else { return [] }
    let answers = PaletteAnswers(count: offers.count)
    return await withCheckedContinuation { continuation in
      answers.wait(with: continuation)
      var tasks = offers.enumerated().map { index, offer in
        Task { answers.record(await offer.entries(in: language), at: index) }
      }
      tasks.append(
        Task {
          try? await clock.sleep(limit)
          answers.timeUp()
        })
      answers.own(tasks)
    }
  }
}

/// The lists' answers as they come, and the one waiting for them: resumed once, when every list answered or the
/// time is up, whichever is first; then every task still running is cancelled.
private final class PaletteAnswers: Sendable {
  private struct State {
    var answers: [[PaletteEntry]?]
    var waiting: CheckedContinuation<[PaletteEntry], Never>?
    var tasks: [Task<Void, Never>] = []
    var done = false
  }

  private let state: Mutex<State>

  init(count: Int) {
    state = Mutex(State(answers: Array(repeating: nil, count: count)))
  }

  func wait(with continuation: CheckedContinuation<[PaletteEntry], Never>) {
    state.withLock { $0.waiting = continuation }
  }

  /// Keeps the tasks to cancel when the wait ends; cancels them at once when it already has.
  func own(_ tasks: [Task<Void, Never>]) {
    let finished = state.withLock { state in
      state.tasks = tasks
      return state.done
    }
    if finished { for task in tasks { task.cancel() } }
  }

  func record(_ entries: [PaletteEntry], at index: Int) {
    finish { state in
      state.answers[index] = entries
      return !state.answers.contains { $0 == nil }
    }
  }

  func timeUp() { finish { _ in true } }

  /// Applies `change`; when it says the wait is over (and it was not yet), hands the answers in so far to the one
  /// waiting and cancels what still runs.
  private func finish(_ change: (inout State) -> Bool) {
    let ended: (CheckedContinuation<[PaletteEntry], Never>, [PaletteEntry], [Task<Void, Never>])? = state.withLock {
      state in
      guard !state.done, change(&state), let waiting = state.waiting else { return nil }
      state.done = true
      state.waiting = nil
      return (waiting, state.answers.flatMap { $0 ?? [] }, state.tasks)
    }
    guard let (waiting, entries, tasks) = ended else { return }
    for task in tasks { task.cancel() }
    waiting.resume(returning: entries)
  }
}
