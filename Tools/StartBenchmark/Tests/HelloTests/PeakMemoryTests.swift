import Foundation
import Testing

/// `peak-rss`, which `make bench-start` reads the memory row with, reports the peak of the command it runs: a
/// command that fills a 48 MiB buffer reads at least that, the hello world far less, and the status is passed on.
@Suite struct PeakMemoryTests {
  let peak = BuiltProgram(name: "peak-rss")

  @Test func aCommandThatTouches48MiB_readsAtLeast48MiB() throws {
    let (output, status) = try peak.run(["dd", "if=/dev/zero", "of=/dev/null", "bs=48M", "count=1"])
    #expect(status == 0)
    let kib = try #require(Int(output.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(kib >= 48 * 1024)
  }

  @Test func theHelloWorld_readsFarLess_notTheLaunchersCaller() throws {
    let hello = URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "hello")
    let (output, status) = try peak.run([hello.path])
    #expect(status == 0)
    let kib = try #require(Int(output.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(kib > 0)
    #expect(kib < 16 * 1024)
  }

  @Test func theCommandsStatus_isPassedOn() throws {
    #expect(try peak.run(["sh", "-c", "exit 3"]).status == 3)
    #expect(try peak.run([]).status == 64)
  }
}
