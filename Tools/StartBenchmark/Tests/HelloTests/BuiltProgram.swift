import Foundation
import Testing

/// A program this package built (or one at a path), run with its standard output in a file: the output and the
/// exit status.
///
/// Started and reaped here rather than through Foundation's `Process`, which on Linux can miss the end of a child
/// that exits at once and wait forever.
struct BuiltProgram {
  let binary: URL

  /// The program `name` this package built, beside the test bundle.
  init(name: String) {
    binary = URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: name)
  }

  init(path: String) { binary = URL(filePath: path) }

  /// Runs the program with `arguments`; returns what it printed and its exit status.
  func run(_ arguments: [String] = []) throws -> (output: String, status: Int32) {
    let output = FileManager.default.temporaryDirectory.appending(path: "program-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let argv = ([binary.path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    try #require(posix_spawn(&pid, binary.path, &actions, nil, argv, nil) == 0)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let exited = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return (try String(contentsOf: output, encoding: .utf8), exited)
  }
}
