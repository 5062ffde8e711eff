import CoreCLI
import Foundation

extension DesktopClient {
  /// The desktop of this machine, as `environment` describes it: pages open with `$BROWSER`, else
  /// `xdg-open` (Linux, with a display session) or `open` (macOS); notifications go through `notify-send`
  /// when a display session exists. Platform code, so it lives in the App; features see only the value.
  ///
  /// ```swift
  /// let desktop = DesktopClient.live(environment: ProcessInfo.processInfo.environment)
  /// await desktop.open("https://techcrunch.com/a-story")
  /// ```
  static func live(environment: [String: String]) -> DesktopClient {
    let system = DesktopSystem(environment: environment)
    return DesktopClient(
      open: { url in await system.open(url) },
      notificationsUnavailable: { system.notificationsUnavailable() },
      notify: { title, body in await system.notify(title: title, body: body) })
  }
}

/// Finding and running the desktop's programs.
struct DesktopSystem: Sendable {
  let environment: [String: String]

  /// How long an opener may take to say it failed; one still running then is taken to have opened the page.
  static let openerPatience: Duration = .seconds(3)
  /// How long `notify-send` may take.
  static let notifierPatience: Duration = .seconds(5)

  var hasDisplay: Bool {
    #if os(macOS)
      true
    #else
      !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
    #endif
  }

  func open(_ url: String) async -> DesktopClient.OpenResult {
    // Only a web address reaches a program, so a link can never be read as an option or open a file.
    guard DesktopClient.isWebAddress(url) else { return .unavailable(.notAWebAddress(url)) }
    if let browser = environment["BROWSER"]?.split(separator: ":").first.map(String.init), !browser.isEmpty {
      var words = browser.split(separator: " ").map(String.init)
      let program = words.removeFirst()
      let arguments =
        words.contains { $0.contains("%s") }
        ? words.map { $0.replacingOccurrences(of: "%s", with: url) } : words + [url]
      return await launch(
        program, arguments, patience: Self.openerPatience, missing: .browserNotFound(program: program))
    }
    #if os(macOS)
      let opener = "open"
    #else
      let opener = "xdg-open"
    #endif
    guard find(opener) != nil else { return .unavailable(.noOpener) }
    guard hasDisplay else { return .unavailable(.noDisplay) }
    return await launch(opener, [url], patience: Self.openerPatience, missing: .noOpener)
  }

  func notificationsUnavailable() -> DesktopClient.Unavailable? {
    guard find("notify-send") != nil else { return .noNotifier }
    guard hasDisplay else { return .noDisplay }
    return nil
  }

  func notify(title: String, body: String) async -> DesktopClient.Unavailable? {
    if let reason = notificationsUnavailable() { return reason }
    let sent = await launch(
      "notify-send", ["--app-name=Mosaic", title, body], patience: Self.notifierPatience, missing: .noNotifier)
    switch sent {
    case .opened: return nil
    case .unavailable(let reason): return reason
    }
  }

  /// The executable `name` on `PATH` (or `name` itself when it is a path).
  func find(_ name: String) -> String? {
    if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
      let path = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }

  /// Runs `program` with its output discarded (``LaunchedProgram``); a failure within `patience` is reported, a
  /// program still running then (a browser in the foreground) has done its job. `missing` is why, when there is no
  /// such program.
  private func launch(
    _ program: String, _ arguments: [String], patience: Duration, missing: DesktopClient.Unavailable
  ) async
    -> DesktopClient.OpenResult
  {
    guard let path = find(program) else { return .unavailable(missing) }
    switch await LaunchedProgram.launch(path, arguments, environment: environment, patience: patience) {
    case .running, .exited(0): return .opened(with: program)
    case .exited(let status): return .unavailable(.exited(program: program, status: status))
    case .notStarted(let reason): return .unavailable(.failed(program: program, reason: reason))
    }
  }
}
