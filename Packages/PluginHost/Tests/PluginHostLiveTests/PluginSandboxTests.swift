import Core
import Foundation
import PluginHostLive
import PluginKit
import Testing

/// The kernel, not the plugin, stops a read outside the plugin's folder and a TCP connect. Each test also runs the
/// plugin unconfined, to show the same script does read and does reach the network stack without Landlock.
@Suite struct PluginSandboxTests {
  static let landlock = PluginSandbox.landlockABI

  static func report(_ attempt: String) -> String {
    """
    try:
        \(attempt)
        result = "allowed"
    except PermissionError:
        result = "denied"
    except OSError as error:
        result = type(error).__name__
    send({"type": "output", "id": req["id"], "output": {"lines": [result]}})
    """
  }

  static func unconfined() -> PluginLimits {
    var limits = PluginLimits.standard
    limits.confine = false
    return limits
  }

  @Test func readOutsideItsFolder_isStoppedByTheKernel() async throws {
    guard Self.landlock > 0 else {
      print("skipped: this kernel offers no Landlock, so nothing confines a plugin's reads here")
      return
    }
    let probe = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-secret-\(UUID().uuidString)")
    try Data("secret".utf8).write(to: probe)
    defer { try? FileManager.default.removeItem(at: probe) }
    let fake = try FakePlugin(behaviour: Self.report("open('\(probe.path)').read()"))
    #expect(try await fake.run(limits: Self.unconfined()).output?.lines == ["allowed"])
    #expect(try await fake.run().output?.lines == ["denied"])
  }

  @Test func writeInsideItsFolder_isAllowed() async throws {
    guard Self.landlock > 0 else {
      print("skipped: this kernel offers no Landlock")
      return
    }
    let fake = try FakePlugin(
      behaviour: Self.report("open(os.environ['MOSAIC_PLUGIN_DIR'] + '/state', 'w').write('kept')"))
    #expect(try await fake.run().output?.lines == ["allowed"])
  }

  @Test func ownExecutable_cannotBeRewritten() async throws {
    guard Self.landlock > 0 else {
      print("skipped: this kernel offers no Landlock")
      return
    }
    // The installed executable, beside its data folder (the script itself runs from a sealed copy, `/dev/fd/N`).
    let installed = "os.path.join(os.path.dirname(os.environ['MOSAIC_PLUGIN_DIR']), 'plugin.py')"
    let fake = try FakePlugin(behaviour: Self.report("open(\(installed), 'a').write('# changed')"))
    #expect(try await fake.run().output?.lines == ["denied"])
    #expect(try await fake.run(limits: Self.unconfined()).output?.lines == ["allowed"])
  }

  @Test(.enabled(if: PluginStore.startsSealedCopies, "this kernel offers no executable memfd (vm.memfd_noexec = 2)"))
  func runningCopy_cannotBeRewritten_evenUnconfined() async throws {
    let fake = try FakePlugin(behaviour: Self.report("f = open(sys.argv[0], 'a'); f.write('# changed'); f.close()"))
    #expect(try await fake.run(limits: Self.unconfined()).output?.lines == ["denied"])
  }

  @Test func tcpConnect_isStoppedByTheKernel() async throws {
    guard Self.landlock >= 4 else {
      print("skipped: this kernel's Landlock (ABI \(Self.landlock)) cannot confine TCP; ABI 4 can")
      return
    }
    // Nothing listens on port 9 of loopback: unconfined, the kernel refuses the connection; confined, it never tries.
    let fake = try FakePlugin(behaviour: Self.report("socket.create_connection(('127.0.0.1', 9), timeout=2)"))
    #expect(try await fake.run(limits: Self.unconfined()).output?.lines == ["ConnectionRefusedError"])
    #expect(try await fake.run().output?.lines == ["denied"])
  }

  @Test func homeFolder_isUnreadable() async throws {
    guard Self.landlock > 0, let home = ProcessInfo.processInfo.environment["HOME"] else {
      print("skipped: no Landlock or no HOME")
      return
    }
    let fake = try FakePlugin(behaviour: Self.report("os.listdir('\(home)')"))
    #expect(try await fake.run().output?.lines == ["denied"])
  }
}
