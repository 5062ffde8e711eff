import TestExpectations

#if os(Linux)
  import CoreTestSupport
  import Foundation
  import TestExpectations
  import Testing

  /// The one spawn helper the tests start programs with: an exit status and a signal as a shell reports them, the
  /// streams where they were sent, the directory changed, and nothing but the three streams inherited.
  struct ChildSpawnTests {
    @Test func anExit_andASignal_areReportedAsAShellWould() throws {
      try expectEqual(ChildSpawn.run("/bin/sh", ["-c", "exit 3"]), .exited(3))
      let killed = try ChildSpawn.run("/bin/sh", ["-c", "kill -KILL $$"])
      #expect(killed.code == 128 + SIGKILL && killed.signal == SIGKILL)
      expectThrows(ChildSpawn.Failure.self) { try ChildSpawn.run("/no/such/program") }
    }

    @Test func theStreams_theDirectory_andTheEnvironment_areTheOnesGiven() async throws {
      try await withTemporaryDirectory { root in
        let root = root.resolvingSymlinksInPath()
        let output = root.appendingPathComponent("out").path
        let ending = try ChildSpawn.run(
          "/bin/sh", ["-c", "pwd; echo \"$WORD\"; ls /proc/self/fd | sort -n | tr '\\n' ' '; echo hidden >&2"],
          environment: ["WORD": "given"], currentDirectory: root.path, input: .null,
          output: .file(output, flags: O_WRONLY | O_CREAT | O_TRUNC), errors: .null)
        expectEqual(ending, .exited(0))
        let lines = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n").map(String.init)
        expectEqual(lines.first, root.path)
        expectEqual(lines.dropFirst().first, "given")
        // `ls` lists its own three streams and the folder it reads (3); nothing of this test process got through.
        expectEqual(lines.last, "0 1 2 3 ", "\(lines)")
      }
    }

    /// Started from a thread of Swift's pool, which blocks nearly every signal, the child still has none blocked and
    /// none ignored: a SIGTERM or a SIGINT ends it.
    @Test func aChildStartedFromThePool_blocksAndIgnoresNoSignal() async throws {
      try await withTemporaryDirectory { root in
        let output = root.appendingPathComponent("status").path
        let ending = try await Task.detached {
          try ChildSpawn.run(
            "/bin/grep", ["-E", "^Sig(Blk|Ign):", "/proc/self/status"], input: .null,
            output: .file(output, flags: O_WRONLY | O_CREAT | O_TRUNC), errors: .null)
        }.value
        expectEqual(ending, .exited(0))
        let masks = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n").map { line in
          UInt64(line.split(separator: "\t").last ?? "", radix: 16)
        }
        // Bit n - 1 is signal n; the standard signals are 1…31 (glibc keeps 32 and 33 for itself).
        expectEqual(masks.count, 2, "\(masks)")
        expectAll(masks, "\(masks)") { $0.map { $0 & 0x7fff_ffff } == 0 }
      }
    }
  }
#endif
