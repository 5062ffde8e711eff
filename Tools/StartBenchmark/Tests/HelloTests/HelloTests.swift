import Foundation
import Testing

/// The hello world every start of `mosaic` is measured against (`make bench-start`) does what a hello world does:
/// prints one line and ends with 0, so its time is a program's start and nothing more.
@Suite struct HelloTests {
  @Test func hello_printsOneLine_andEndsWithZero() throws {
    let binary = URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "hello")
    let output = FileManager.default.temporaryDirectory.appending(path: "hello-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    // Started and reaped here rather than through Foundation's `Process`, which on Linux can miss the end of a
    // child that exits at once and wait forever.
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let argv = [strdup(binary.path), nil]
    defer { free(argv[0]) }
    var pid: pid_t = 0
    try #require(posix_spawn(&pid, binary.path, &actions, nil, argv, nil) == 0)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    #expect(status == 0)
    #expect(try String(contentsOf: output, encoding: .utf8) == "hello, world\n")
  }
}
