#if os(Linux)
  import CoreTestSupport
  import Foundation
  import Testing

  /// The one spawn helper the tests start programs with: an exit status and a signal as a shell reports them, the
  /// streams where they were sent, the directory changed, and nothing but the three streams inherited.
  @Suite struct ChildSpawnTests {
    @Test func anExit_andASignal_areReportedAsAShellWould() throws {
      #expect(try ChildSpawn.run("/bin/sh", ["-c", "exit 3"]) == .exited(3))
      let killed = try ChildSpawn.run("/bin/sh", ["-c", "kill -KILL $$"])
      #expect(killed.code == 128 + SIGKILL && killed.signal == SIGKILL)
      #expect(throws: ChildSpawn.Failure.self) { try ChildSpawn.run("/no/such/program") }
    }

    @Test func theStreams_theDirectory_andTheEnvironment_areTheOnesGiven() async throws {
      try await withTemporaryDirectory { root in
        let root = root.resolvingSymlinksInPath()
        let output = root.appendingPathComponent("out").path
        let ending = try ChildSpawn.run(
          "/bin/sh", ["-c", "pwd; echo \"$WORD\"; ls /proc/self/fd | sort -n | tr '\\n' ' '; echo hidden >&2"],
          environment: ["WORD": "given"], currentDirectory: root.path, input: .null,
          output: .file(output, flags: O_WRONLY | O_CREAT | O_TRUNC), errors: .null)
        #expect(ending == .exited(0))
        let lines = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.first == root.path)
        #expect(lines.dropFirst().first == "given")
        // `ls` lists its own three streams and the folder it reads (3); nothing of this test process got through.
        #expect(lines.last == "0 1 2 3 ", "\(lines)")
      }
    }
  }
#endif
