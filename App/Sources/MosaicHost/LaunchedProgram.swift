import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program the app starts and waits for only a moment (a browser, `xdg-open`, `notify-send`): started with
/// `posix_spawn`, its streams on /dev/null and nothing else of this process inherited, its end watched with
/// `waitpid` for exactly its pid. Foundation's `Process` is not used: on Linux its `run()` reads past a buffer while it
/// lists `/proc/self/fd`, it can miss the end of a child that exits at once, and it reports a signal's number as the
/// exit status. A program still running after the patience is left to run (a browser) or stopped with SIGTERM (a
/// tool such as `systemctl`, `atPatience: .stop`), and in both cases reaped on a thread of its own when it ends, so
/// it never stays a zombie.
///
/// ```swift
/// switch await LaunchedProgram.launch("/usr/bin/xdg-open", ["https://example.com"], environment: env,
///                                     patience: .seconds(3)) {
/// case .running, .exited(0): print("opened")
/// case .exited(let status): print("failed with \(status)")
/// case .notStarted(let reason): print(reason)
/// }
/// ```
enum LaunchedProgram {
  enum Ending: Equatable, Sendable {
    /// Still running when the patience ran out.
    case running
    /// Ended with this status; a signal is 128 plus its number, as a shell says.
    case exited(Int32)
    /// Could not be started; the system's reason.
    case notStarted(String)
  }

  /// What happens to a program still running when the patience runs out.
  enum AtPatience: Sendable {
    /// It goes on (a browser the person keeps open).
    case leaveRunning
    /// It is sent SIGTERM (a tool whose answer came too late to matter).
    case stop
  }

  /// Starts `path` with `arguments` and exactly `environment`, and waits up to `patience` for it to end; then does
  /// what `atPatience` says with a program still running.
  static func launch(
    _ path: String, _ arguments: [String], environment: [String: String], patience: Duration,
    atPatience: AtPatience = .leaveRunning
  ) async -> Ending {
    let pid: pid_t
    switch start(path, arguments, environment: environment) {
    case .success(let started): pid = started
    case .failure(let reason): return .notStarted(reason.description)
    }
    let deadline = ContinuousClock.now.advanced(by: patience)
    while true {
      var status: Int32 = 0
      let reaped = waitpid(pid, &status, WNOHANG)
      if reaped == pid {
        let signal = status & 0x7f
        return .exited(signal == 0 ? (status >> 8) & 0xff : 128 + signal)
      }
      if reaped == -1 && errno != EINTR { return .running }
      guard ContinuousClock.now < deadline else { break }
      try? await Task.sleep(for: .milliseconds(20))
    }
    if atPatience == .stop { kill(pid, SIGTERM) }
    Thread.detachNewThread {
      var status: Int32 = 0
      while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    }
    return .running
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private static func start(
    _ path: String, _ arguments: [String], environment: [String: String]
  ) -> Result<pid_t, Failure> {
    #if canImport(Glibc)
      var actions = posix_spawn_file_actions_t()
    #else
      var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    #if os(Linux)
      // glibc 2.34's `posix_spawn_file_actions_addclosefrom_np`, looked up at run time (Swift's Glibc module leaves
      // out GNU extensions); without it the descriptors this process opens close-on-exec stay closed anyway.
      typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
      if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
        _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
      }
    #endif
    // The program starts with no signal blocked and every signal's default action: a thread of Swift's pool blocks
    // nearly every signal, and a child inherits the mask of the thread that starts it (a SIGTERM would not end it).
    #if canImport(Glibc)
      var attributes = posix_spawnattr_t()
    #else
      var attributes: posix_spawnattr_t?
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    var all = sigset_t()
    sigemptyset(&none)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard status == 0 else { return .failure(Failure(description: String(cString: strerror(status)))) }
    return .success(pid)
  }
}
