import Foundation
import Testing

@testable import NetworkLayerLive

/// Finding 11: what a server says reaches a sentence bounded, on one line, without control sequences, and
/// without the key it may echo.
@Suite struct ServerTextTests {
  @Test func anExcerpt_isBounded_evenForTenMegabytes() {
    let huge = String(repeating: "x", count: 10 * 1_048_576)
    let excerpt = ServerText.excerpt(huge)
    #expect(excerpt.count == 161)
    #expect(excerpt.hasSuffix("…"))
  }

  @Test(arguments: [
    ("\u{1B}[2J\u{1B}[HCleared", "Cleared"),
    ("\u{1B}]0;pwned\u{07}title", "title"),
    ("\u{1B}]8;;http://evil\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),
    ("line\r\nError: forged", "line Error: forged"),
    ("bell\u{07}tab\tnull\u{00}end", "bell tab null end"),
    ("\u{202E}txet\u{202C}", "txet"),
    ("\u{9B}31mred", "red"),
  ])
  func controlSequences_andCharacters_areRemoved(raw: String, clean: String) {
    #expect(ServerText.excerpt(raw) == clean)
  }

  @Test func anEchoedKey_isRedacted_alsoWhenControlCharactersSplitIt() {
    let secrets = ["Client-ID k-12345678", "k-12345678"]
    #expect(ServerText.excerpt("bad header Client-ID k-12345678", redacting: secrets) == "bad header <redacted>")
    #expect(ServerText.excerpt("key k-1234\u{1B}[0m5678 refused", redacting: secrets) == "key <redacted> refused")
  }

  @Test func aKeyCutByTheLimit_leavesNoPrefixBehind() {
    // The server's text is read only so far: the key straddles that edge.
    let text = String(repeating: "a", count: 16 * 8 - 5) + "k-12345678 and more"
    let excerpt = ServerText.excerpt(text, limit: 16, redacting: ["k-12345678"])
    #expect(excerpt == String(repeating: "a", count: 16) + "…")
    let spaced = ServerText.excerpt(
      String(repeating: " ", count: 16 * 8 - 5) + "k-12345678", limit: 16, redacting: ["k-12345678"])
    #expect(spaced == "<redacted>…")
    let cut = ServerText.excerpt(
      String(repeating: "a", count: 10) + " k-12345678", limit: 15, redacting: ["k-12345678"])
    #expect(cut == String(repeating: "a", count: 10) + " <redacted>…")
  }
}
