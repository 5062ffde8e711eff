import CoreCLI
import Foundation
import Testing

private struct Listing: Encodable {
  let zebra = 1
  let alpha = "a/b"
  let middle = ["y": 2, "b": 1]
  let when = Date(timeIntervalSince1970: 0)
}

@Suite struct ConsoleTests {
  @Test func capturedConsole_keepsPrintAndNoteApart() {
    let captured = CapturedConsole()
    let console = captured.console

    console.print("one")
    console.note("careful")
    console.print("two")

    #expect(captured.output == "one\ntwo\n")
    #expect(captured.errors == "careful\n")
  }

  @Test func capturedConsole_keepsEveryLineFromConcurrentWriters() async {
    let captured = CapturedConsole()
    let console = captured.console

    await withTaskGroup(of: Void.self) { group in
      for index in 0..<200 {
        group.addTask { console.print("line \(index)") }
      }
    }

    let lines = captured.output.split(separator: "\n").map(String.init)
    #expect(Set(lines) == Set((0..<200).map { "line \($0)" }))
    #expect(lines.count == 200)
  }

  @Test func printJSON_writesOneDocumentWithSortedKeys() throws {
    let captured = CapturedConsole()

    try captured.console.printJSON(Listing())

    let output = captured.output
    let keys = ["\"alpha\"", "\"middle\"", "\"b\"", "\"y\"", "\"when\"", "\"zebra\""]
    let positions = try keys.map { key in try #require(output.range(of: key)).lowerBound }
    #expect(positions == positions.sorted())
    #expect(output.contains("a/b"))
    #expect(output.contains("1970-01-01T00:00:00Z"))
    #expect(output.hasSuffix("}\n"))
    let decoded = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
    #expect(decoded?.keys.sorted() == ["alpha", "middle", "when", "zebra"])
  }

  @Test func printJSON_unencodableValue_throwsAndPrintsNothing() {
    let captured = CapturedConsole()

    #expect(throws: EncodingError.self) { try captured.console.printJSON(["bad": Double.nan]) }
    #expect(captured.output.isEmpty)
  }
}

@Suite struct ConsoleJSONControlTests {
  @Test func printJSON_escapesControlsAndKeepsValues() throws {
    let captured = CapturedConsole()
    let hostile = "a\u{1B}]0;t\u{07}b\u{9B}2J\u{202E}c\u{2028}d\u{7F}"

    try captured.console.printJSON(["text": hostile])

    #expect(!captured.output.unicodeScalars.contains { $0 != "\n" && TerminalText.isControl($0) })
    let decoded = try JSONSerialization.jsonObject(with: Data(captured.output.utf8)) as? [String: String]
    #expect(decoded?["text"] == hostile)
  }
}
