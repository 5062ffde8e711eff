import CoreCLI
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension UserTimerClient {
  /// systemd user timers of this machine, as `environment` describes it: the units go to
  /// `$XDG_CONFIG_HOME/systemd/user` (`~/.config/systemd/user`), their service runs this `mosaic` by its absolute
  /// path, and `systemctl --user` reloads, enables and starts them when it exists and a user bus can be reached.
  /// Platform code, so it lives in the App; features see only the value.
  ///
  /// ```swift
  /// let timers = UserTimerClient.live(environment: ProcessInfo.processInfo.environment)
  /// _ = try await timers.install(timer)
  /// ```
  static func live(
    environment: [String: String], executable: String? = SystemdUserTimers.currentExecutable()
  )
    -> UserTimerClient
  {
    let system = SystemdUserTimers(environment: environment, executable: executable)
    return UserTimerClient(
      install: { timer in try await system.install(timer) },
      uninstall: { name in try await system.uninstall(name) },
      state: { name in await system.state(name) })
  }
}

/// Writing, enabling and removing systemd user units.
struct SystemdUserTimers: Sendable {
  let environment: [String: String]
  /// The absolute path of this `mosaic`.
  let executable: String?
  /// How long one `systemctl` call may take; past it the call is stopped and counts as failed.
  var patience: Duration = .seconds(10)
  /// The variables the service keeps from the shell that installed it: where the data and the cache are, so
  /// the timer's polls share `news watch`'s memory. Never a key.
  static let keptVariables = ["XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_CONFIG_HOME"]

  /// Whether this system has systemd's user timers to write (Linux).
  #if os(Linux)
    static let isSupported = true
  #else
    static let isSupported = false
  #endif

  /// This process's executable, resolved (`/proc/self/exe` on Linux).
  ///
  /// `readlink` itself, not `FileManager.destinationOfSymbolicLink`: every `news` registers the timers' client,
  /// and the default file manager runs code in three 64 KB windows of the binary nothing else of that start
  /// touches (PROJECT_PLAN.md, "Issue 23 — peak memory, where the last megabyte is (eighth part)").
  static func currentExecutable() -> String? {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: 4_097)
      let count = readlink("/proc/self/exe", &buffer, 4_096)
      if count > 0 { return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
    #endif
    return Bundle.main.executablePath
  }

  /// `$XDG_CONFIG_HOME/systemd/user`, else `$HOME/.config/systemd/user`.
  var folder: URL? {
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      return URL(fileURLWithPath: config).appendingPathComponent("systemd/user")
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return URL(fileURLWithPath: home).appendingPathComponent(".config/systemd/user")
  }

  func install(_ timer: UserTimerClient.Timer) async throws -> UserTimerClient.Installation {
    guard Self.isSupported, let folder, let executable else {
      throw CLIError(.timerUnsupported, command: timer.arguments.joined(separator: " "))
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(service(timer, executable: executable).utf8).write(
        to: folder.appendingPathComponent("\(timer.name).service"), options: .atomic)
      try Data(self.timer(timer).utf8).write(
        to: folder.appendingPathComponent("\(timer.name).timer"), options: .atomic)
    } catch {
      throw CLIError(.timerNotWritten, command: timer.name, detail: folder.path)
    }
    if let reason = manualStart() { return .written(folder: folder.path, reason: reason) }
    let reload = await systemctl(["daemon-reload"])
    guard reload == 0 else { return .written(folder: folder.path, reason: .failed(status: reload)) }
    let enable = await systemctl(["enable", "--now", "\(timer.name).timer"])
    guard enable == 0 else { return .written(folder: folder.path, reason: .failed(status: enable)) }
    return .enabled(folder: folder.path)
  }

  func uninstall(_ name: String) async throws -> Bool {
    guard let folder else { return false }
    let files = ["\(name).timer", "\(name).service"].map { folder.appendingPathComponent($0) }
    guard files.contains(where: { FileManager.default.fileExists(atPath: $0.path) }) else { return false }
    if manualStart() == nil { _ = await systemctl(["disable", "--now", "\(name).timer"]) }
    do {
      for file in files where FileManager.default.fileExists(atPath: file.path) {
        try FileManager.default.removeItem(at: file)
      }
    } catch {
      throw CLIError(.timerNotWritten, command: name, detail: folder.path)
    }
    if manualStart() == nil { _ = await systemctl(["daemon-reload"]) }
    return true
  }

  func state(_ name: String) async -> UserTimerClient.State {
    guard let folder, FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(name).timer").path)
    else { return .notInstalled }
    guard manualStart() == nil else { return .installed(folder: folder.path, active: nil) }
    return .installed(folder: folder.path, active: await systemctl(["is-active", "--quiet", "\(name).timer"]) == 0)
  }

  /// Mosaic's timers in the folder (`mosaic-*.timer`), each with what the service manager says of it.
  func installed() async -> [DoctorReport.Timer] {
    guard let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
    var timers: [DoctorReport.Timer] = []
    for file in names.sorted() where file.hasPrefix("mosaic-") && file.hasSuffix(".timer") {
      let name = String(file.dropLast(".timer".count))
      if case .installed(let path, let active) = await state(name) {
        timers.append(DoctorReport.Timer(name: name, folder: path, active: active))
      }
    }
    return timers
  }

  /// The service: this `mosaic` with the timer's arguments, once.
  func service(_ timer: UserTimerClient.Timer, executable: String) -> String {
    let kept = Self.keptVariables.compactMap { name in
      environment[name].flatMap { $0.hasPrefix("/") ? "Environment=\(Self.quoted("\(name)=\($0)"))\n" : nil }
    }
    let command = ([executable] + timer.arguments).map(Self.quoted).joined(separator: " ")
    return """
      [Unit]
      Description=\(timer.summary)

      [Service]
      Type=oneshot
      \(kept.joined())ExecStart=\(command)

      """
  }

  /// The timer: the first run a minute after start, then every `every` after the last.
  func timer(_ timer: UserTimerClient.Timer) -> String {
    """
    [Unit]
    Description=\(timer.summary)

    [Timer]
    OnActiveSec=1min
    OnUnitActiveSec=\(timer.every.components.seconds)s
    Persistent=true

    [Install]
    WantedBy=timers.target

    """
  }

  /// A word as systemd reads it in `ExecStart=` and `Environment=`: in double quotes, with `\`, `"`, `%` and `$`
  /// escaped.
  static func quoted(_ word: String) -> String {
    var escaped = ""
    for character in word {
      switch character {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case "%": escaped += "%%"
      case "$": escaped += "$$"
      default: escaped.append(character)
      }
    }
    return "\"\(escaped)\""
  }

  /// Why `systemctl --user` cannot be used here, or `nil` when it can.
  func manualStart() -> UserTimerClient.ManualStart? {
    guard DesktopSystem(environment: environment).find("systemctl") != nil else { return .noSystemctl }
    let runtime = environment["XDG_RUNTIME_DIR"].map { "\($0)/bus" }
    let bus =
      !(environment["DBUS_SESSION_BUS_ADDRESS"] ?? "").isEmpty
      || runtime.map { FileManager.default.fileExists(atPath: $0) } == true
    return bus ? nil : .noUserBus
  }

  /// Runs `systemctl --user` with `arguments` (``LaunchedProgram``, its streams on /dev/null); its status (a signal
  /// is 128 plus its number, as a shell says), or -1 when it could not run or was stopped after the patience.
  func systemctl(_ arguments: [String]) async -> Int32 {
    guard let path = DesktopSystem(environment: environment).find("systemctl") else { return -1 }
    let ending = await LaunchedProgram.launch(
      path, ["--user"] + arguments, environment: environment, patience: patience, atPatience: .stop)
    guard case .exited(let status) = ending else { return -1 }
    return status
  }
}
