import Core
import CoreCLI
import TestExpectations
import Testing

/// The stable names `--json` output gives a reason (`reasonCode`): scripts match on them, so each is fixed here
/// and no two reasons share one.
struct ReasonCodeTests {
  @Test func desktopReasons_haveTheirStableNames() {
    let named: [(DesktopClient.Unavailable, String)] = [
      (.noOpener, "noOpener"), (.browserNotFound(program: "firefox"), "browserNotFound"),
      (.exited(program: "xdg-open", status: 3), "exited"), (.noDisplay, "noDisplay"), (.noNotifier, "noNotifier"),
      (.failed(program: "xdg-open", reason: "denied"), "failed"), (.unsupportedPlatform, "unsupportedPlatform"),
      (.notAWebAddress("file:///etc/passwd"), "notAWebAddress"),
    ]
    for (reason, name) in named { expectEqual(reason.code, name) }
    expectEqual(Set(named.map(\.0.code)).count, named.count)
  }

  @Test func timerReasons_haveTheirStableNames() {
    let named: [(UserTimerClient.ManualStart, String)] = [
      (.noSystemctl, "noSystemctl"), (.noUserBus, "noUserBus"), (.failed(status: 5), "systemctlFailed"),
    ]
    for (reason, name) in named { expectEqual(reason.code, name) }
    expectEqual(Set(named.map(\.0.code)).count, named.count)
  }
}
