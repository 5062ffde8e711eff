import CoreCLI
import Synchronization

/// User timers kept in memory: what was installed, and whether the service manager "can be reached".
final class FakeUserTimers: Sendable {
  private let state = Mutex<(installed: [String: UserTimerClient.Timer], manual: UserTimerClient.ManualStart?)>(
    ([:], nil))
  let folder = "/home/ada/.config/systemd/user"

  /// Installing writes but cannot start, for `reason`.
  func cannotStart(_ reason: UserTimerClient.ManualStart) {
    state.withLock { $0.manual = reason }
  }

  var installed: [String: UserTimerClient.Timer] { state.withLock { $0.installed } }

  var client: UserTimerClient {
    let folder = folder
    return UserTimerClient(
      install: { timer in
        self.state.withLock { state in
          state.installed[timer.name] = timer
          return state.manual.map { .written(folder: folder, reason: $0) } ?? .enabled(folder: folder)
        }
      },
      uninstall: { name in self.state.withLock { $0.installed.removeValue(forKey: name) != nil } },
      state: { name in
        self.state.withLock { $0.installed[name] == nil ? .notInstalled : .installed(folder: folder, active: true) }
      })
  }
}
