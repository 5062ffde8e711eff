import CoreCLI
import Synchronization

extension NewsPresenter {
  /// Runs `watcher`, hands each event to `show`, and flushes standard output after it: standard output is buffered,
  /// so without the flush a reader (a terminal, `| jq`) would see nothing until the watch ends. A poll's new
  /// headlines are remembered as a listing's are, so `mosaic news open ID` (`save`, `share`) finds an id the watch
  /// printed. When standard output
  /// cannot be written any more (the reader went away: a closed pipe, `| head -1`), the watch stops instead of
  /// polling for nobody; the host's last flush then reports the failed stream, as it does for every command.
  func runWhileRead(
    _ watcher: HeadlineWatcher, every interval: Duration, polls: Int?, spacing: Duration?, in context: CommandContext,
    show: @escaping @Sendable (HeadlineWatcher.Event) async -> Void
  ) async throws {
    let reader = WatchReader()
    do {
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask {
          try await watcher.run(every: interval, polls: polls, spacing: spacing) { event in
            await show(event)
            if case .news(_, let fresh) = event, !fresh.isEmpty { await remember(fresh, in: context) }
            do {
              try context.console.flush()
            } catch {
              reader.left.withLock { $0 = true }
              withUnsafeCurrentTask { $0?.cancel() }
            }
          }
        }
        try await group.waitForAll()
      }
    } catch is CancellationError where reader.left.withLock({ $0 }) {
      // The reader went away: polling stops here; the host's last flush reports the stream.
    }
  }
}

/// Whether the watch's reader went away, set from the polling task and read when it ends.
private final class WatchReader: Sendable {
  let left = Mutex(false)
}
