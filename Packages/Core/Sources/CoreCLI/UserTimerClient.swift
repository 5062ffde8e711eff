import Core

/// What a command may ask of the system's scheduler: run a `mosaic` command on a timer for this user (a
/// systemd user timer and its service on Linux), take it away again, and say whether it is there. A value of
/// closures, so features stay portable: the App provides the live one, tests an in-memory fake.
///
/// ```swift
/// let timer = UserTimerClient.Timer(
///   name: "mosaic-news-watch", summary: "New headlines", arguments: ["news", "watch", "--once"], every: .seconds(900))
/// switch try await timers.install(timer) {
/// case .enabled(let folder): print("active; files in \(folder)")
/// case .written(let folder, let reason): print("written to \(folder); \(reason)")
/// }
/// ```
public struct UserTimerClient: Sendable {
  /// A command of this `mosaic` run every `every`, as this user.
  public struct Timer: Sendable, Hashable {
    /// The units' name without suffix (`mosaic-news-watch` gives `.timer` and `.service`).
    public var name: String
    /// One line saying what it does, for the unit's description.
    public var summary: String
    /// The `mosaic` arguments the service runs.
    public var arguments: [String]
    public var every: Duration

    public init(name: String, summary: String, arguments: [String], every: Duration) {
      self.name = name
      self.summary = summary
      self.arguments = arguments
      self.every = every
    }
  }

  /// What installing did.
  public enum Installation: Sendable, Hashable {
    /// The files were written and the timer enabled and started; `folder` holds the files.
    case enabled(folder: String)
    /// The files were written but the timer could not be started here (no `systemctl`, no user bus, or it
    /// failed): the person enables it, as `reason` says.
    case written(folder: String, reason: ManualStart)
  }

  /// Why a timer was written but not started.
  public enum ManualStart: Sendable, Hashable {
    /// `systemctl` is not on `PATH`.
    case noSystemctl
    /// No user bus to reach the user's service manager (`XDG_RUNTIME_DIR/bus`, `DBUS_SESSION_BUS_ADDRESS`).
    case noUserBus
    /// `systemctl --user …` ran and failed with this status.
    case failed(status: Int32)
  }

  /// Whether a timer is installed, and whether it runs.
  public enum State: Sendable, Hashable {
    case notInstalled
    /// Its files are there; `active` is what the service manager says, `nil` when it cannot be asked.
    case installed(folder: String, active: Bool?)
  }

  /// Writes the timer and its service, and enables and starts the timer when the service manager can be reached.
  public var install: @Sendable (_ timer: Timer) async throws -> Installation
  /// Stops and disables the timer when it can, and removes its files; `false` when there was nothing to remove.
  public var uninstall: @Sendable (_ name: String) async throws -> Bool
  /// Whether the timer `name` is installed and active.
  public var state: @Sendable (_ name: String) async -> State

  public init(
    install: @escaping @Sendable (Timer) async throws -> Installation,
    uninstall: @escaping @Sendable (String) async throws -> Bool,
    state: @escaping @Sendable (String) async -> State
  ) {
    self.install = install
    self.uninstall = uninstall
    self.state = state
  }

  /// A system with no scheduler: installing throws `CLIError` `.timerUnsupported`, nothing is ever installed.
  public static let unsupported = UserTimerClient(
    install: { timer in throw CLIError(.timerUnsupported, command: timer.arguments.joined(separator: " ")) },
    uninstall: { _ in false }, state: { _ in .notInstalled })
}
