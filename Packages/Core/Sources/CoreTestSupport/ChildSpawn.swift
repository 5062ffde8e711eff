#if os(Linux)
  import Foundation
  import Glibc

  /// Programs the tests start with `posix_spawn` and reap with `waitpid`, instead of Foundation's `Process`: on Linux
  /// (swift-corelibs-foundation up to Swift 6.3) `Process.run()` reads past a buffer while it lists `/proc/self/fd`,
  /// and `waitUntilExit()` can miss the end of a child that exits within moments of starting and wait forever. The
  /// child gets only its three standard streams (every other descriptor is closed in it), so no pipe or socket of
  /// the test process lives on in it.
  ///
  /// ```swift
  /// let status = try ChildSpawn.run("/usr/bin/chattr", ["+i", path], errors: .null)
  /// #expect(status == .exited(0))
  /// ```
  public enum ChildSpawn {
    /// Where one of the child's standard streams goes.
    public enum Stream: Sendable {
      /// As this process has it.
      case inherit
      /// `/dev/null`.
      case null
      /// A file opened for the child (created 0600 when `flags` say so; `/dev/full` for a stream whose writes fail).
      case file(String, flags: Int32)
      /// This process's descriptor, duplicated onto the stream (a pipe's end).
      case descriptor(Int32)
      /// Not open at all (`>&-`).
      case closed
    }

    /// How a child ended: its exit status, or the signal that ended it (then `code` is 128 plus the signal, as a
    /// shell says).
    public struct Ending: Equatable, Sendable {
      public let code: Int32
      public let signal: Int32?

      public static func exited(_ code: Int32) -> Ending { Ending(code: code, signal: nil) }

      /// The ending a `waitpid` status describes.
      public init(waitStatus status: Int32) {
        let signal = status & 0x7f
        self.init(code: signal == 0 ? (status >> 8) & 0xff : 128 + signal, signal: signal == 0 ? nil : signal)
      }

      init(code: Int32, signal: Int32?) {
        self.code = code
        self.signal = signal
      }
    }

    /// Why a child could not be started.
    public struct Failure: Error, CustomStringConvertible {
      public let description: String
    }

    /// Starts `executable` (a path) with `arguments` after its own path, and `environment` (`nil`: this process's),
    /// in `currentDirectory` when given; standard input, output and error go where `input`, `output` and `errors`
    /// say. Returns its process id; reap it with ``wait(for:)`` (or `waitpid`).
    public static func start(
      _ executable: String, _ arguments: [String] = [], environment: [String: String]? = nil,
      currentDirectory: String? = nil, input: Stream = .inherit, output: Stream = .inherit, errors: Stream = .inherit
    ) throws(Failure) -> pid_t {
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      for (target, stream) in [(Int32(0), input), (1, output), (2, errors)] {
        switch stream {
        case .inherit: break
        case .null:
          posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
        case .file(let path, let flags): posix_spawn_file_actions_addopen(&actions, target, path, flags, 0o600)
        case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, target)
        case .closed: posix_spawn_file_actions_addclose(&actions, target)
        }
      }
      let extensions = try Extensions.load()
      _ = extensions.closeFrom(&actions, 3)
      if let currentDirectory { _ = extensions.changeDirectory(&actions, currentDirectory) }
      // No signal blocked, every signal's default action: a thread of Swift's pool blocks nearly every signal, and
      // a child inherits the mask of the thread that starts it (a SIGTERM or a tmux client's SIGINT would not end it).
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
      let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
      defer { for pointer in argv + (envp ?? []) { free(pointer) } }
      var pid: pid_t = 0
      let status: Int32
      if let envp {
        status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
      } else {
        status = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
      }
      guard status == 0 else {
        throw Failure(description: "'\(executable)' could not be started: \(String(cString: strerror(status))).")
      }
      return pid
    }

    /// Waits for the child `pid` to end and reaps it.
    public static func wait(for pid: pid_t) -> Ending {
      var status: Int32 = 0
      while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
      return Ending(waitStatus: status)
    }

    /// ``start(_:_:environment:currentDirectory:input:output:errors:)``, then ``wait(for:)``.
    public static func run(
      _ executable: String, _ arguments: [String] = [], environment: [String: String]? = nil,
      currentDirectory: String? = nil, input: Stream = .inherit, output: Stream = .inherit, errors: Stream = .inherit
    ) throws(Failure) -> Ending {
      wait(
        for: try start(
          executable, arguments, environment: environment, currentDirectory: currentDirectory, input: input,
          output: output, errors: errors))
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34) and `…_addchdir_np` (2.29), looked up at run time:
    /// Swift's Glibc module leaves out GNU extensions.
    struct Extensions {
      typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
      typealias ChangeDirectory =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

      let closeFrom: CloseFrom
      let changeDirectory: ChangeDirectory

      static func load() throws(Failure) -> Extensions {
        guard let closeFrom = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np"),
          let changeDirectory = dlsym(nil, "posix_spawn_file_actions_addchdir_np")
        else {
          throw Failure(
            description: "The tests start programs with glibc 2.34's posix_spawn extensions; this C library has none.")
        }
        return Extensions(
          closeFrom: unsafeBitCast(closeFrom, to: CloseFrom.self),
          changeDirectory: unsafeBitCast(changeDirectory, to: ChangeDirectory.self))
      }
    }
  }
#endif
