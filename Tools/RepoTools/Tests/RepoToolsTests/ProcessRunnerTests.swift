#if os(Linux)
  import Foundation
  import RepoTools
  import Testing

  /// The tools' program runner: a status as a shell reports it, and children that signals can end.
  @Suite struct ProcessRunnerTests {
    @Test func anExit_andASignal_areReportedAsAShellWould() throws {
      #expect(try ProcessRunner.run("/bin/sh", ["-c", "echo out; echo err >&2; exit 3"]).status == 3)
      let output = try ProcessRunner.run("/bin/sh", ["-c", "echo out; echo err >&2"])
      #expect(output.text == "out\n" && output.errorText == "err\n")
      #expect(try ProcessRunner.run("/bin/sh", ["-c", "kill -KILL $$"]).status == 128 + SIGKILL)
    }

    /// Started from a thread of Swift's pool, which blocks nearly every signal, the child still has none blocked and
    /// none ignored: an interrupt ends it.
    @Test func aChildStartedFromThePool_blocksAndIgnoresNoSignal() async throws {
      let output = try await Task.detached {
        try ProcessRunner.run("/bin/grep", ["-E", "^Sig(Blk|Ign):", "/proc/self/status"])
      }.value
      let masks = output.text.split(separator: "\n").map { line in
        UInt64(line.split(separator: "\t").last ?? "", radix: 16)
      }
      // Bit n - 1 is signal n; the standard signals are 1…31 (glibc keeps 32 and 33 for itself).
      #expect(masks.count == 2 && masks.allSatisfy { $0.map { $0 & 0x7fff_ffff } == 0 }, "\(masks)")
    }
  }
#endif
