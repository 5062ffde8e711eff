import CoreCLI
import Synchronization

/// A desktop that records what it was asked to open and show, with whatever availability the test sets.
///
/// ```swift
/// let desktop = RecordingDesktop(openResult: .unavailable(.noOpener))
/// // hand `desktop.client` to the module, then check `desktop.opened`
/// ```
public final class RecordingDesktop: Sendable {
  private struct State {
    var opened: [String] = []
    var notifications: [(title: String, body: String)] = []
    var openResult: DesktopClient.OpenResult = .opened(with: "xdg-open")
    var notificationsUnavailable: DesktopClient.Unavailable?
  }

  private let state = Mutex(State())

  public init(
    openResult: DesktopClient.OpenResult = .opened(with: "xdg-open"), notifications: DesktopClient.Unavailable? = nil
  ) {
    state.withLock {
      $0.openResult = openResult
      $0.notificationsUnavailable = notifications
    }
  }

  public var opened: [String] { state.withLock { $0.opened } }
  public var notifications: [String] { state.withLock { $0.notifications.map { "\($0.title): \($0.body)" } } }

  public func setNotifications(unavailable: DesktopClient.Unavailable?) {
    state.withLock { $0.notificationsUnavailable = unavailable }
  }

  public var client: DesktopClient {
    DesktopClient(
      open: { url in
        self.state.withLock { state in
          state.opened.append(url)
          return state.openResult
        }
      },
      notificationsUnavailable: { self.state.withLock { $0.notificationsUnavailable } },
      notify: { title, body in
        self.state.withLock { state in
          if let reason = state.notificationsUnavailable { return reason }
          state.notifications.append((title, body))
          return nil
        }
      })
  }
}
