import CoreCLI
import CoreTestSupport
import Foundation
import Testing

@testable import MosaicHost

/// The live user timers against a private config folder and a fake `systemctl` that appends its arguments to
/// `systemctl.log` and exits 0.
@Suite struct SystemdUserTimersTests {
  let timer = UserTimerClient.Timer(
    name: "mosaic-news-watch", summary: "Mosaic: new headlines", arguments: ["news", "watch", "--once"],
    every: .seconds(900))

  func fakeSystemctl(in directory: URL) throws {
    let script = directory.appendingPathComponent("systemctl")
    let log = directory.appendingPathComponent("systemctl.log").path
    try writeExecutable("#!/bin/sh\necho \"$*\" >> '\(log)'\nexit 0\n", to: script)
  }

  func calls(in directory: URL) -> [String] {
    let text = (try? String(contentsOf: directory.appendingPathComponent("systemctl.log"), encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map(String.init)
  }

  @Test func withoutSystemctl_theFilesAreWritten_andTheReasonGiven() async throws {
    try await withTemporaryDirectory { root in
      let data = root.appendingPathComponent("my data").path
      let system = SystemdUserTimers(
        environment: ["PATH": root.path, "XDG_CONFIG_HOME": root.path, "XDG_DATA_HOME": data],
        executable: "/opt/mosaic 1/bin/mosaic")
      let folder = root.appendingPathComponent("systemd/user")
      #expect(try await system.install(timer) == .written(folder: folder.path, reason: .noSystemctl))
      let service = try String(
        contentsOf: folder.appendingPathComponent("mosaic-news-watch.service"), encoding: .utf8)
      #expect(service.contains("\nExecStart=\"/opt/mosaic 1/bin/mosaic\" \"news\" \"watch\" \"--once\"\n"))
      #expect(service.contains("\nEnvironment=\"XDG_DATA_HOME=\(data)\"\n"), "the timer uses the same data folder")
      #expect(service.contains("Type=oneshot"))
      #expect(!service.contains("KEY"), "no key is ever written to a unit file")
      let timerFile = try String(contentsOf: folder.appendingPathComponent("mosaic-news-watch.timer"), encoding: .utf8)
      #expect(timerFile.contains("\nOnUnitActiveSec=900s\n"))
      #expect(timerFile.contains("\nWantedBy=timers.target\n"))
      #expect(await system.state("mosaic-news-watch") == .installed(folder: folder.path, active: nil))
    }
  }

  @Test func withSystemctlAndAUserBus_itIsEnabled_andUninstallStopsAndRemovesIt() async throws {
    try await withTemporaryDirectory { root in
      try fakeSystemctl(in: root)
      try Data().write(to: root.appendingPathComponent("bus"))
      let system = SystemdUserTimers(
        environment: ["PATH": root.path, "XDG_CONFIG_HOME": root.path, "XDG_RUNTIME_DIR": root.path],
        executable: "/usr/bin/mosaic")
      let folder = root.appendingPathComponent("systemd/user")
      #expect(try await system.install(timer) == .enabled(folder: folder.path))
      #expect(calls(in: root) == ["--user daemon-reload", "--user enable --now mosaic-news-watch.timer"])
      #expect(await system.state("mosaic-news-watch") == .installed(folder: folder.path, active: true))
      #expect(await system.installed().map(\.name) == ["mosaic-news-watch"])

      #expect(try await system.uninstall("mosaic-news-watch"))
      #expect(calls(in: root).suffix(2) == ["--user disable --now mosaic-news-watch.timer", "--user daemon-reload"])
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("mosaic-news-watch.timer").path))
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("mosaic-news-watch.service").path))
      #expect(try await system.uninstall("mosaic-news-watch") == false)
      #expect(await system.state("mosaic-news-watch") == .notInstalled)
    }
  }

  @Test func withSystemctlButNoUserBus_itSaysSo() async throws {
    try await withTemporaryDirectory { root in
      try fakeSystemctl(in: root)
      let system = SystemdUserTimers(
        environment: ["PATH": root.path, "XDG_CONFIG_HOME": root.path], executable: "/usr/bin/mosaic")
      let folder = root.appendingPathComponent("systemd/user").path
      #expect(try await system.install(timer) == .written(folder: folder, reason: .noUserBus))
      #expect(calls(in: root).isEmpty, "systemctl is never asked without a bus")
    }
  }

  /// A `systemctl` that kills itself with SIGKILL on `enable` is a failure with the shell's status 137 (128 + 9),
  /// not 9 (what Foundation's `Process` reported); the unit files stay written.
  @Test func aSystemctlKilledByASignal_isReportedAs128PlusTheSignal() async throws {
    try await withTemporaryDirectory { root in
      let script = root.appendingPathComponent("systemctl")
      try writeExecutable("#!/bin/sh\ncase \"$*\" in *enable*) kill -9 $$;; esac\nexit 0\n", to: script)
      try Data().write(to: root.appendingPathComponent("bus"))
      let system = SystemdUserTimers(
        environment: ["PATH": root.path, "XDG_CONFIG_HOME": root.path, "XDG_RUNTIME_DIR": root.path],
        executable: "/usr/bin/mosaic")
      let folder = root.appendingPathComponent("systemd/user").path
      #expect(try await system.install(timer) == .written(folder: folder, reason: .failed(status: 137)))
    }
  }

  /// A `systemctl` still running after the patience counts as failed (-1) and is stopped, not left behind.
  @Test func aSystemctlPastThePatience_failsAndIsStopped() async throws {
    try await withTemporaryDirectory { root in
      let script = root.appendingPathComponent("systemctl")
      let pidFile = root.appendingPathComponent("pid").path
      try writeExecutable("#!/bin/sh\necho $$ > '\(pidFile)'\nexec sleep 30\n", to: script)
      let system = SystemdUserTimers(
        environment: ["PATH": "\(root.path):/usr/bin:/bin"], executable: "/usr/bin/mosaic",
        patience: .milliseconds(300))
      #expect(await system.systemctl(["daemon-reload"]) == -1)
      let text = try String(contentsOfFile: pidFile, encoding: .utf8)
      let pid = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
      var gone = false
      for _ in 0..<250 where !gone {
        gone = kill(pid, 0) != 0
        if !gone { try await Task.sleep(for: .milliseconds(20)) }
      }
      #expect(gone, "the stopped systemctl ended and was reaped")
    }
  }

  @Test(arguments: [("plain", "\"plain\""), ("a b", "\"a b\""), ("100%$x\"\\", "\"100%%$$x\\\"\\\\\"")])
  func words_areQuotedAsSystemdReadsThem(word: String, quoted: String) {
    #expect(SystemdUserTimers.quoted(word) == quoted)
  }
}
