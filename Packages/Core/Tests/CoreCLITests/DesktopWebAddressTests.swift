import Core
import CoreCLI
import TestExpectations
import Testing

/// Which links the desktop may hand to a browser (issue 19: `--new-window`, `file:`, `javascript:` and `data:`
/// links from a server reached `$BROWSER` and `xdg-open` as arguments).
struct DesktopWebAddressTests {
  @Test(arguments: [
    "https://techcrunch.com/2026/11/20/a-story", "http://127.0.0.1:8080/a", "HTTPS://Example.com/",
    "https://a.b/?q=x&y=1",
  ])
  func webAddresses_mayBeOpened(_ link: String) {
    expectTrue(DesktopClient.isWebAddress(link))
  }

  @Test(arguments: [
    "--new-window", "-a", "file:///etc/passwd", "javascript:alert(1)", "data:text/html,hi", "", "https://", "https:a",
    "https://example.com/a b", "https://example.com/\n--x", "ftp://example.com/a", "about:blank", "//example.com/a",
    "-https://example.com",
  ])
  func everythingElse_isRefused(_ link: String) {
    expectFalse(DesktopClient.isWebAddress(link))
  }

  @Test func aRefusedLink_isNamedInTheSentence() {
    let message = DesktopClient.Unavailable.notAWebAddress("javascript:alert(1)").message(in: .english)
    expectText(message, contains: "'javascript:alert(1)' is not an http or https address")
  }
}
