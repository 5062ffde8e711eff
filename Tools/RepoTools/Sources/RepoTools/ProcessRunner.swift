import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program to its end and keeps what it printed; output goes through files, so a chatty program can
/// never fill a pipe and stall.
///
/// ```swift
/// let result = try ProcessRunner.run("/usr/bin/env", ["git", "status"])
/// ```
///
/// On Linux the program is started with `posix_spawn` and reaped with `waitpid` here: Foundation's `Process` there
/// can miss the end of a child that exits within moments of starting (a `tmux send-keys` client stayed a zombie and
/// `waitUntilExit()` never returned, which hung the scaffold test until CI's time ran out), and its `run()` reads
/// past a buffer while listing `/proc/self/fd`.
public enum ProcessRunner {
  public struct Output: Sendable {
    public var status: Int32
    public var output: Data
    public var errorText: String
    public var text: String { String(decoding: output, as: UTF8.self) }
  }

  /// Why a program could not be started.
  public struct LaunchError: Error, CustomStringConvertible {
    public let description: String
  }

  public static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> Output {
    let scratch = FileManager.default.temporaryDirectory.appending(path: "mosaic-repo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appending(path: "out")
    let errURL = scratch.appending(path: "err")
    let status = try spawnAndWait(executable, arguments, in: directory, output: outURL.path, errors: errURL.path)
    let errorData = (try? Data(contentsOf: errURL)) ?? Data()
    return Output(
      status: status, output: (try? Data(contentsOf: outURL)) ?? Data(),
      errorText: String(decoding: errorData, as: UTF8.self))
  }

  #if os(Linux)
    /// The exit status (128 plus the signal's number when a signal ended it), with standard input on /dev/null
    /// and every descriptor above 2 closed in the child.
    private static func spawnAndWait(
      _ executable: String, _ arguments: [String], in directory: URL?, output: String, errors: String
    ) throws -> Int32 {
      typealias Actions = UnsafeMutablePointer<posix_spawn_file_actions_t>
      typealias CloseFrom = @convention(c) (Actions, Int32) -> Int32
      typealias ChangeDirectory = @convention(c) (Actions, UnsafePointer<CChar>) -> Int32
      // GNU extensions (glibc 2.34 and 2.29) that Swift's Glibc module leaves out.
      guard let closeFromSymbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np"),
        let changeDirectorySymbol = dlsym(nil, "posix_spawn_file_actions_addchdir_np")
      else { throw LaunchError(description: "mosaic-repo needs glibc 2.34 or later to start programs.") }
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      _ = unsafeBitCast(closeFromSymbol, to: CloseFrom.self)(&actions, 3)
      if let directory {
        _ = unsafeBitCast(changeDirectorySymbol, to: ChangeDirectory.self)(&actions, directory.path)
      }
      // No signal blocked, every signal's default action: a thread of Swift's pool blocks nearly every signal, and
      // a child inherits the mask of the thread that starts it (an interrupt would not end it).
      var attributes = posix_spawnattr_t()
      posix_spawnattr_init(&attributes)
      defer { posix_spawnattr_destroy(&attributes) }
      var none = sigset_t()
      var all = sigset_t()
      sigemptyset(&none)
      sigfillset(&all)
      posix_spawnattr_setsigmask(&attributes, &none)
      posix_spawnattr_setsigdefault(&attributes, &all)
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
      let argv = ([executable] + arguments).map { strdup($0) } + [nil]
      defer { for pointer in argv { free(pointer) } }
      var pid: pid_t = 0
      let started = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
      guard started == 0 else {
        throw LaunchError(description: "'\(executable)' could not be started: \(String(cString: strerror(started))).")
      }
      var status: Int32 = 0
      while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
      let signal = status & 0x7f
      return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
  #else
    private static func spawnAndWait(
      _ executable: String, _ arguments: [String], in directory: URL?, output: String, errors: String
    ) throws -> Int32 {
      _ = FileManager.default.createFile(atPath: output, contents: nil)
      _ = FileManager.default.createFile(atPath: errors, contents: nil)
      let out = try FileHandle(forWritingTo: URL(filePath: output))
      let err = try FileHandle(forWritingTo: URL(filePath: errors))
      defer {
        try? out.close()
        try? err.close()
      }
      let process = Process()
      process.executableURL = URL(filePath: executable)
      process.arguments = arguments
      if let directory { process.currentDirectoryURL = directory }
      process.standardOutput = out
      process.standardError = err
      try process.run()
      process.waitUntilExit()
      return process.terminationStatus
    }
  #endif
}
