import Core
import CoreCLI
import CoreTestSupport
import Foundation
import Testing

@testable import MosaicHost

/// The live desktop against fake programs on a private `PATH`: each fake writes its arguments to a file.
@Suite struct DesktopSystemTests {
  /// Writes an executable script `name` into `directory` that records its arguments in `name.log` and exits
  /// with `status`.
  func fake(_ name: String, in directory: URL, status: Int = 0) throws {
    let script = directory.appendingPathComponent(name)
    let log = directory.appendingPathComponent("\(name).log").path
    try writeExecutable("#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(log)'\nexit \(status)\n", to: script)
  }

  func log(_ name: String, in directory: URL) -> String? {
    try? String(contentsOf: directory.appendingPathComponent("\(name).log"), encoding: .utf8)
  }

  @Test func open_usesXdgOpen_whenThereIsADisplay() async throws {
    try await withTemporaryDirectory { bin in
      try fake("xdg-open", in: bin)
      let system = DesktopSystem(environment: ["PATH": bin.path, "DISPLAY": ":0"])
      #expect(await system.open("https://x.example/a") == .opened(with: "xdg-open"))
      #expect(log("xdg-open", in: bin) == "https://x.example/a\n")
    }
  }

  @Test func open_prefersBROWSER_withItsWordsAndPercentS() async throws {
    try await withTemporaryDirectory { bin in
      try fake("mybrowser", in: bin)
      try fake("xdg-open", in: bin)
      let system = DesktopSystem(environment: ["PATH": bin.path, "BROWSER": "mybrowser --new-tab=%s"])
      #expect(await system.open("https://x.example/a") == .opened(with: "mybrowser"))
      #expect(log("mybrowser", in: bin) == "--new-tab=https://x.example/a\n")
      #expect(log("xdg-open", in: bin) == nil)
    }
  }

  @Test func open_withoutADisplayOrAnOpener_saysWhy() async throws {
    let page = "https://x.example/u"
    try await withTemporaryDirectory { bin in
      #expect(
        await DesktopSystem(environment: ["PATH": bin.path, "DISPLAY": ":0"]).open(page) == .unavailable(.noOpener))
      try fake("xdg-open", in: bin)
      #expect(await DesktopSystem(environment: ["PATH": bin.path]).open(page) == .unavailable(.noDisplay))
      try fake("xdg-open", in: bin, status: 3)
      let failed = await DesktopSystem(environment: ["PATH": bin.path, "WAYLAND_DISPLAY": "wayland-0"]).open(page)
      #expect(failed == .unavailable(.exited(program: "xdg-open", status: 3)))
    }
  }

  @Test func open_withABROWSERThatIsMissingOrFails_blamesThatProgram_notAnUnsetBROWSER() async throws {
    let page = "https://x.example/u"
    try await withTemporaryDirectory { bin in
      try fake("xdg-open", in: bin)
      let missing = await DesktopSystem(environment: ["PATH": bin.path, "BROWSER": "no-such-browser", "DISPLAY": ":0"])
        .open(page)
      #expect(missing == .unavailable(.browserNotFound(program: "no-such-browser")))
      try fake("broken-browser", in: bin, status: 4)
      let failed = await DesktopSystem(environment: ["PATH": bin.path, "BROWSER": "broken-browser"]).open(page)
      #expect(failed == .unavailable(.exited(program: "broken-browser", status: 4)))
      for case .unavailable(let reason) in [missing, failed] {
        #expect(!reason.message(in: .english).contains("not set"), "\(reason.message(in: .english))")
      }
      #expect(log("xdg-open", in: bin) == nil)
    }
  }

  // Issue 19: `--new-window`, `file:`, `javascript:` and `data:` links reached `$BROWSER`/`xdg-open` as arguments.
  @Test(arguments: ["--new-window", "file:///etc/passwd", "javascript:alert(1)", "data:text/html,hi", "", "u"])
  func open_handsNoProgramALinkThatIsNotAWebAddress(_ link: String) async throws {
    try await withTemporaryDirectory { bin in
      try fake("mybrowser", in: bin)
      try fake("xdg-open", in: bin)
      for environment in [["BROWSER": "mybrowser"], ["DISPLAY": ":0"]] {
        let system = DesktopSystem(environment: environment.merging(["PATH": bin.path]) { $1 })
        #expect(await system.open(link) == .unavailable(.notAWebAddress(link)))
      }
      #expect(log("mybrowser", in: bin) == nil && log("xdg-open", in: bin) == nil)
    }
  }

  /// A status the way a shell gives it: Foundation's `Process` reported a killed opener's signal number (9) as if the
  /// program had exited with it.
  @Test func anOpenerKilledByASignal_isReportedAs128PlusTheSignal() async throws {
    try await withTemporaryDirectory { bin in
      let script = bin.appendingPathComponent("xdg-open")
      try writeExecutable("#!/bin/sh\nkill -KILL $$\n", to: script)
      let system = DesktopSystem(environment: ["PATH": bin.path, "DISPLAY": ":0"])
      #expect(await system.open("https://x.example/a") == .unavailable(.exited(program: "xdg-open", status: 137)))
    }
  }

  @Test func aProgramStillRunningAfterThePatience_hasOpenedThePage_andIsLeftToRun() async throws {
    try await withTemporaryDirectory { bin in
      let script = bin.appendingPathComponent("slow-browser")
      let done = bin.appendingPathComponent("done")
      try writeExecutable("#!/bin/sh\nsleep 4\ntouch '\(done.path)'\n", to: script)
      let system = DesktopSystem(environment: ["PATH": bin.path + ":/usr/bin:/bin", "BROWSER": "slow-browser"])
      #expect(await system.open("https://x.example/a") == .opened(with: "slow-browser"))
      let deadline = ContinuousClock.now.advanced(by: .seconds(10))
      while !FileManager.default.fileExists(atPath: done.path), ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(100))
      }
      #expect(FileManager.default.fileExists(atPath: done.path), "the browser was not stopped at the patience")
    }
  }

  @Test func notifications_needNotifySendAndADisplay() async throws {
    try await withTemporaryDirectory { bin in
      #expect(
        DesktopSystem(environment: ["PATH": bin.path, "DISPLAY": ":0"]).notificationsUnavailable() == .noNotifier)
      try fake("notify-send", in: bin)
      #expect(DesktopSystem(environment: ["PATH": bin.path]).notificationsUnavailable() == .noDisplay)
      let system = DesktopSystem(environment: ["PATH": bin.path, "DISPLAY": ":0"])
      #expect(system.notificationsUnavailable() == nil)
      #expect(await system.notify(title: "Mosaic — Business", body: "Markets rally") == nil)
      #expect(log("notify-send", in: bin) == "--app-name=Mosaic\nMosaic — Business\nMarkets rally\n")
    }
  }
}
