import CPluginSandbox
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One running plugin: its process id, the write end of its standard input and the read end of its standard output
/// (both non-blocking), its standard error appended to the plugin's log. Reads and writes wait with `poll` until a
/// deadline; ``terminate()`` kills and reaps it.
final class PluginProcess: Sendable {
  enum Failure: Error { case timedOut, closed, system(Int32) }

  let pid: Int32
  let input: Int32
  let output: Int32
  /// The Landlock ABI the process was confined with, 0 for none.
  let landlockABI: Int32

  private init(pid: Int32, input: Int32, output: Int32, landlockABI: Int32) {
    self.pid = pid
    self.input = input
    self.output = output
    self.landlockABI = landlockABI
  }

  /// Starts `executable` (on Linux the file open as `descriptor`, when not -1) with a clean environment, its
  /// standard error appended to `log`: it may write only in `folder`, and read and execute `readOnly` (its own
  /// executable's folder) and the system's folders.
  static func start(
    executable: String, descriptor: Int32 = -1, folder: String, readOnly: String, log: String, limits: PluginLimits,
    environment: [String: String]
  ) throws(Failure) -> PluginProcess {
    var toPlugin: [Int32] = [-1, -1]
    var fromPlugin: [Int32] = [-1, -1]
    let opened = mosaic_pipe_cloexec(&toPlugin)
    guard opened == 0 else { throw .system(-opened) }
    let second = mosaic_pipe_cloexec(&fromPlugin)
    guard second == 0 else {
      close(toPlugin[0])
      close(toPlugin[1])
      throw .system(-second)
    }
    let logDescriptor = open(log, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    defer {
      close(toPlugin[0])
      close(fromPlugin[1])
      if logDescriptor >= 0 { close(logDescriptor) }
    }
    guard logDescriptor >= 0 else {
      close(toPlugin[1])
      close(fromPlugin[0])
      throw .system(errno)
    }
    let arguments = [executable]
    let environmentLines = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    var confined: Int32 = 0
    let pid = withCStrings(arguments) { argv in
      withCStrings(environmentLines) { envp in
        withCStrings(PluginLimits.systemReadPaths + [readOnly]) { reads in
          withCStrings(PluginLimits.devicePaths) { devices in
            executable.withCString { executablePath in
              folder.withCString { folderPath in
                var spec = mosaic_sandbox_spec(
                  executable: executablePath, argv: argv, envp: envp, stdin_fd: toPlugin[0], stdout_fd: fromPlugin[1],
                  stderr_fd: logDescriptor, own_folder: folderPath,
                  read_paths: UnsafePointer(OpaquePointer(reads)),
                  read_count: Int32(PluginLimits.systemReadPaths.count + 1),
                  device_paths: UnsafePointer(OpaquePointer(devices)),
                  device_count: Int32(PluginLimits.devicePaths.count),
                  memory_bytes: limits.memoryBytes, cpu_seconds: limits.cpuSeconds, open_files: limits.openFiles,
                  file_bytes: limits.fileBytes, confine: limits.confine ? 1 : 0, executable_fd: descriptor)
                return mosaic_sandbox_spawn(&spec, &confined)
              }
            }
          }
        }
      }
    }
    guard pid > 0 else {
      close(toPlugin[1])
      close(fromPlugin[0])
      throw .system(-pid)
    }
    mosaic_sandbox_track(pid)
    _ = fcntl(toPlugin[1], F_SETFL, fcntl(toPlugin[1], F_GETFL) | O_NONBLOCK)
    _ = fcntl(fromPlugin[0], F_SETFL, fcntl(fromPlugin[0], F_GETFL) | O_NONBLOCK)
    return PluginProcess(pid: pid, input: toPlugin[1], output: fromPlugin[0], landlockABI: confined)
  }

  /// Writes all of `bytes` before `deadline`.
  func write(_ bytes: [UInt8], until deadline: ContinuousClock.Instant) throws(Failure) {
    var offset = 0
    while offset < bytes.count {
      try wait(for: input, events: Int16(POLLOUT), until: deadline)
      let written = bytes[offset...].withUnsafeBytes { Glibc.write(input, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw errno == EPIPE ? .closed : .system(errno)
      }
      offset += written
    }
  }

  /// Reads what is there (at most `limit` bytes), waiting for something until `deadline`; throws `.closed` at the end.
  func read(atMost limit: Int, until deadline: ContinuousClock.Instant) throws(Failure) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: max(1, min(limit, 64 * 1024)))
    while true {
      try wait(for: output, events: Int16(POLLIN), until: deadline)
      let count = buffer.withUnsafeMutableBytes { Glibc.read(output, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw .system(errno)
      }
      guard count > 0 else { throw .closed }
      return Array(buffer[0..<count])
    }
  }

  private func wait(for descriptor: Int32, events: Int16, until deadline: ContinuousClock.Instant) throws(Failure) {
    while true {
      let left = ContinuousClock.now.duration(to: deadline)
      guard left > .zero else { throw .timedOut }
      let milliseconds = Int32(
        clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
      var entry = pollfd(fd: descriptor, events: events, revents: 0)
      let ready = poll(&entry, 1, milliseconds)
      if ready < 0 {
        if errno == EINTR { continue }
        throw .system(errno)
      }
      if ready > 0 { return }
    }
  }

  /// How the process ended, if it did: `exit status 3`, `signal 9`; waits up to `grace` for it — woken by the kernel
  /// the moment it ends (a pidfd), or where there is none, looking every 5 ms.
  func ending(grace: Duration = .milliseconds(200)) -> String? {
    let deadline = ContinuousClock.now.advanced(by: grace)
    let milliseconds = grace.components.seconds * 1000 + grace.components.attoseconds / 1_000_000_000_000_000
    _ = mosaic_wait_exit(pid, Int32(clamping: milliseconds))
    var status: Int32 = 0
    while true {
      let reaped = waitpid(pid, &status, WNOHANG)
      if reaped == pid {
        mosaic_sandbox_untrack(pid)
        let signal = status & 0x7F
        return signal == 0 ? "exit status \((status >> 8) & 0xFF)" : "signal \(signal)"
      }
      if reaped < 0 || ContinuousClock.now >= deadline { return nil }
      usleep(5_000)
    }
  }

  /// Closes the pipes, kills the process and reaps it.
  func terminate() {
    close(input)
    close(output)
    kill(pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    mosaic_sandbox_untrack(pid)
  }
}

/// Calls `body` with `strings` as a NULL-terminated array of C strings, valid for the call.
private func withCStrings<Result>(
  _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result
) -> Result {
  var pointers = strings.map { strdup($0) } + [nil]
  defer { pointers.forEach { free($0) } }
  return body(&pointers)
}
