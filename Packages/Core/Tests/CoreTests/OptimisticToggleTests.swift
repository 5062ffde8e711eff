import Core
import TestExpectations
import Testing

/// The one optimistic toggle the features share: the mark flips at once, settles on what the write answered,
/// goes back when the write fails, and a second toggle while the first writes does nothing.
@MainActor
struct OptimisticToggleTests {
  final class Model {
    var toggle = OptimisticToggle<String>()
    var mark = false
    var shown: [Bool] = []
  }

  struct Refused: Error {}

  @Test func aToggle_showsTheNewMarkAtOnce_thenWhatTheWriteAnswered() async {
    let model = Model()
    var pendingWhileWriting = false
    let outcome = await OptimisticToggle.flip(
      "a", from: false, in: model, at: \.toggle,
      show: {
        model.mark = $0; model.shown.append($0)
      }
    ) {
      pendingWhileWriting = model.toggle.isPending("a") && model.mark
      return true
    }
    guard case .settled(true) = outcome else {
      Issue.record("\(outcome)")
      return
    }
    expectTrue(pendingWhileWriting, "the mark flipped before the write, and the key was pending")
    expectEqual(model.shown, [true, true])
    expectTrue(model.toggle.isIdle)
  }

  @Test func aFailedWrite_putsTheMarkBack_andKeepsTheTypedError() async {
    let model = Model()
    let outcome = await OptimisticToggle.flip(
      "a", from: false, in: model, at: \.toggle,
      show: {
        model.mark = $0; model.shown.append($0)
      }
    ) { throw Refused() }
    guard case .failed(let error) = outcome else {
      Issue.record("\(outcome)")
      return
    }
    expectEqual(error.codeName, "unexpected")
    expectEqual(model.shown, [true, false])
    expectFalse(model.mark)
    expectTrue(model.toggle.isIdle)
  }

  @Test func aSecondToggle_whileTheFirstWrites_doesNothing_butAnotherKeyGoesAhead() async {
    let model = Model()
    var inner: [OptimisticToggle<String>.Outcome] = []
    _ = await OptimisticToggle.flip("a", from: false, in: model, at: \.toggle, show: { _ in }) {
      inner.append(await OptimisticToggle.flip("a", from: true, in: model, at: \.toggle, show: { _ in }) { false })
      inner.append(await OptimisticToggle.flip("b", from: false, in: model, at: \.toggle, show: { _ in }) { true })
      return true
    }
    guard inner.count == 2, case .skipped = inner[0], case .settled(true) = inner[1] else {
      Issue.record("\(inner)")
      return
    }
    expectEmpty(model.toggle.pending)
  }

  /// Issue 25's accessible walk found it: Esc on the photo page while `Saving the favorite…` showed cancelled the
  /// page's work, and with it the write; the favorite was gone. A cancelled toggle still writes.
  @Test func cancellingTheToggle_stillFinishesTheWrite() async {
    let model = Model()
    let toggling = Task { @MainActor in
      await OptimisticToggle.flip("a", from: false, in: model, at: \.toggle, show: { model.mark = $0 }) {
        try await Task.sleep(for: .milliseconds(200))
        return true
      }
    }
    while !model.mark { await Task.yield() }
    toggling.cancel()
    guard case .settled(true) = await toggling.value else {
      Issue.record("the write was cancelled with the screen's work")
      return
    }
    expectTrue(model.mark)
    expectTrue(model.toggle.isIdle)
  }

  /// Quitting waits for a write whose screen is gone: ``ToggleWrites/settle()`` returns only once it has ended.
  @Test func settlingTheWrites_waitsForOneWhoseTogglerIsGone() async {
    let model = Model()
    var stored = false
    let toggling = Task { @MainActor in
      await OptimisticToggle.flip("a", from: false, in: model, at: \.toggle, show: { model.mark = $0 }) {
        try await Task.sleep(for: .milliseconds(200))
        stored = true
        return true
      }
    }
    while !model.mark { await Task.yield() }
    toggling.cancel()
    expectFalse(ToggleWrites.isIdle)
    await ToggleWrites.settle()
    expectTrue(stored)
    expectTrue(ToggleWrites.isIdle)
  }
}
