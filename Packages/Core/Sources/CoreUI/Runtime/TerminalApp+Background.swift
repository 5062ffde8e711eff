import Core

/// The modules' work beside the app (``BackgroundTaskContribution``): started after the first frame, cancelled when
/// the loop ends; what a task announces comes back into the loop as an event, so only the loop draws and writes.
extension TerminalApp {
  /// The terminal's bell (BEL): a sound or a flash, as the person set their terminal.
  static let bell: [UInt8] = [0x07]

  /// Starts every background task with a context whose status lines come back into the loop as events.
  func startBackgroundTasks(continuation: AsyncStream<Event>.Continuation) -> [Task<Void, Never>] {
    let environment = self.environment
    let context = BackgroundTaskContext(
      environment: taskEnvironment,
      language: { await MainActor.run { environment.language } },
      announce: { text, bell in continuation.yield(.status(text, bell: bell)) })
    return backgroundTasks.map { contribution in
      Task.detached { await contribution.run(in: context) }
    }
  }
}
