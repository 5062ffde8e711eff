import CoreCLI
import Foundation
import TestExpectations
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

private struct Listing: Encodable {
  let zebra = 1
  let alpha = "a/b"
  let middle = ["y": 2, "b": 1]
  let when = Date(timeIntervalSince1970: 0)
}

struct ConsoleTests {
  @Test func capturedConsole_keepsPrintAndNoteApart() {
    let captured = CapturedConsole()
    let console = captured.console

    console.print("one")
    console.note("careful")
    console.print("two")

    expectEqual(captured.output, "one\ntwo\n")
    expectEqual(captured.errors, "careful\n")
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
    expectEqual(Set(lines), Set((0..<200).map { "line \($0)" }))
    expectEqual(lines.count, 200)
  }

  @Test func printJSON_writesOneDocumentWithSortedKeys() throws {
    let captured = CapturedConsole()

    try captured.console.printJSON(Listing())

    let output = captured.output
    let keys = ["\"alpha\"", "\"middle\"", "\"b\"", "\"y\"", "\"when\"", "\"zebra\""]
    let positions = try keys.map { key in try requireValue(output.range(of: key)).lowerBound }
    expectEqual(positions, positions.sorted())
    expectText(output, contains: "a/b")
    expectText(output, contains: "1970-01-01T00:00:00Z")
    expectText(output, hasSuffix: "}\n")
    let decoded = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
    expectEqual(decoded?.keys.sorted(), ["alpha", "middle", "when", "zebra"])
  }

  @Test func printJSON_unencodableValue_throwsAndPrintsNothing() {
    let captured = CapturedConsole()

    expectThrows(EncodingError.self) { try captured.console.printJSON(["bad": Double.nan]) }
    expectEmpty(captured.output)
  }
}

struct ConsoleJSONControlTests {
  @Test func printJSON_escapesControlsAndKeepsValues() throws {
    let captured = CapturedConsole()
    let hostile = "a\u{1B}]0;t\u{07}b\u{9B}2J\u{202E}c\u{2028}d\u{7F}"

    try captured.console.printJSON(["text": hostile])

    expectNone(captured.output.unicodeScalars) { $0 != "\n" && TerminalText.isControl($0) }
    let decoded = try JSONSerialization.jsonObject(with: Data(captured.output.utf8)) as? [String: String]
    expectEqual(decoded?["text"], hostile)
  }

  @Test func printJSON_printsTheEncodersDocument() throws {
    let captured = CapturedConsole()
    let page = OutputJSONTests.pages()[5]

    try captured.console.printJSON(page)

    expectEqual(captured.output, try FoundationJSON.document(page) + "\n")
  }

  @Test func printJSON_onTheStandardStreams_writesTheDocumentAndANewline() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let console = Console.streams(
      output: FileDescriptorWriter(fileDescriptor: ends[1], name: "standard output"),
      errors: FileDescriptorWriter(fileDescriptor: ends[1], name: "standard error", buffered: false))
    let value = ["text": OutputJSONCase.hostileTexts[6], "when": "\u{85}"]

    try console.printJSON(value)
    try console.flush()
    close(ends[1])

    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while case let count = read(ends[0], &buffer, buffer.count), count > 0 { bytes += buffer[0..<count] }
    expectEqual(String(decoding: bytes, as: UTF8.self), try FoundationJSON.document(value) + "\n")
  }

  @Test func jsonLine_isTheEncodersLine() throws {
    let page = OutputJSONTests.pages()[4]
    expectEqual(try Console.jsonLine(page), try FoundationJSON.document(page, pretty: false))
  }
}
