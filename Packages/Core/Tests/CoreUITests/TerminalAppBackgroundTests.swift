import Core
import CoreUITestSupport
import Synchronization
import TestExpectations
import Testing

@testable import CoreUI

/// Issue 22: a module's work beside the app (the headline watch) runs while the app runs, speaks through a status
/// line and the bell, and ends with the app.
@MainActor
struct TerminalAppBackgroundTests {
  @Test func aBackgroundTask_showsAStatusLine_ringsTheBell_andTheNextKeyClearsIt() async throws {
    let probe = BackgroundProbe()
    let harness = try AppHarness(modules: [LettersModule(), LetterModule(), NumbersModule(), BackgroundModule(probe)])
    harness.app.backgroundTasks = harness.registry.contributions(BackgroundTaskContribution.self).map(\.value)
    harness.app.taskEnvironment = ["MOSAIC_EXAMPLE": "7"]
    let recording = InMemoryTerminal(size: Size(width: 60, height: 20), records: true)
    let app = harness.app
    let run = Task { try await app.run(on: recording.port) }
    try await recording.waitFor("Letter A")
    try await probe.waitUntilStarted()
    expectEqual(probe.environment, ["MOSAIC_EXAMPLE": "7"], "the task gets the host's environment")
    #expect(!recording.snapshot.output.contains(0x07))

    probe.say(LocalizedText(en: "New in Business: 3 headlines", de: "Neu in Business: 3 Schlagzeilen"), bell: true)
    try await recording.waitFor { $0.lines[19].hasPrefix("New in Business: 3 headlines") }
    #expect(recording.snapshot.output.contains(0x07), "the bell rang")

    recording.send("j")
    try await recording.waitFor { $0.lines[19].hasPrefix(" Enter open") }
    let bells = recording.snapshot.output.filter { $0 == 0x07 }.count
    probe.say(LocalizedText(en: "Quietly", de: "Leise"), bell: false)
    try await recording.waitFor { $0.lines[19].hasPrefix("Quietly") }
    expectEqual(recording.snapshot.output.filter { $0 == 0x07 }.count, bells, "no bell when none is asked for")

    recording.send("q")
    try await expectEqual(run.value, .quit)
    try await probe.waitUntilCancelled()
  }

  @Test func aStatusLine_isReadInTheAccessibleTranscript() async throws {
    let probe = BackgroundProbe()
    let harness = try AppHarness(
      modules: [LettersModule(), LetterModule(), NumbersModule(), BackgroundModule(probe)], presentation: .transcript)
    harness.app.backgroundTasks = harness.registry.contributions(BackgroundTaskContribution.self).map(\.value)
    try await harness.start(waitingFor: "Letter A")
    try await probe.waitUntilStarted()
    probe.say(LocalizedText(en: "New in Business: 3 headlines", de: "Neu"), bell: true)
    try await harness.terminal.waitFor { snapshot in
      String(decoding: snapshot.output, as: UTF8.self).contains("New in Business: 3 headlines\r\n")
    }
    harness.terminal.send("q")
    try await expectEqual(harness.exit(), .quit)
  }
}

/// Lets a test drive a background task from outside: what it was started with, what it says, whether it ended.
final class BackgroundProbe: Sendable {
  private struct State {
    var context: BackgroundTaskContext?
    var cancelled = false
  }
  private let state = Mutex(State())

  var environment: [String: String]? { state.withLock { $0.context?.environment } }

  func started(_ context: BackgroundTaskContext) { state.withLock { $0.context = context } }
  func ended() { state.withLock { $0.cancelled = true } }

  func say(_ text: LocalizedText, bell: Bool) {
    guard let context = state.withLock({ $0.context }) else { return }
    Task { await context.announce(text, bell) }
  }

  func waitUntilStarted() async throws {
    try await wait("the background task to start") { $0.context != nil }
  }

  func waitUntilCancelled() async throws {
    try await wait("the background task to be cancelled when the app ended") { $0.cancelled }
  }

  private func wait(_ what: String, _ condition: (State) -> Bool) async throws {
    for _ in 0..<500 {
      if state.withLock({ condition($0) }) { return }
      try await Task.sleep(for: .milliseconds(10))
    }
    throw TerminalWaitError("Timed out waiting for \(what).")
  }
}

/// A module whose background task waits, reporting its start and its cancellation to the probe.
struct BackgroundModule: FeatureModule {
  let id = "background"
  let version: SemanticVersion = "1.0.0"
  let displayName = "Background"
  var requires: [ServiceKey] { [] }
  var provides: [ServiceKey] { [] }
  let probe: BackgroundProbe

  init(_ probe: BackgroundProbe) { self.probe = probe }

  func register(into registrar: ModuleRegistrar) throws {
    registrar.backgroundTask("waiter", with: { [probe] _ in probe }) { probe, context in
      probe.started(context)
      while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(5)) }
      probe.ended()
    }
  }
}
