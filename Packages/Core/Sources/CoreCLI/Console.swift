import Foundation
import SafeText
import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Where a command writes: standard output for results, standard error for notes and failures.
///
/// Writing never traps: a stream that cannot be written (a full disk, a closed descriptor, a reader that
/// went away) is remembered, and ``flush()`` reports it as ``CLIError`` `outputFailed` or `outputClosed`,
/// which the host turns into exit status 74.
///
/// ```swift
/// context.console.print("30 photos")
/// context.console.note("offline — showing results from 10:42")
/// try context.console.flush()
/// ```
public struct Console: Sendable {
  /// Writes `text` followed by a newline to the result stream.
  public var print: @Sendable (_ text: String) -> Void
  /// Writes `text` followed by a newline to the diagnostics stream.
  public var note: @Sendable (_ text: String) -> Void
  /// Writes what is buffered; throws ``CLIError`` when a stream could not be written.
  public var flush: @Sendable () throws -> Void
  /// Writes one line the command drew from pixels to the result stream, keeping its color and graphics
  /// sequences whatever the stream's colors (``TerminalText/drawingLine(_:)``).
  public var draw: @Sendable (_ line: String) -> Void

  /// A console over three closures; `draw` defaults to `print`.
  public init(
    print: @escaping @Sendable (String) -> Void, note: @escaping @Sendable (String) -> Void,
    flush: @escaping @Sendable () throws -> Void = {}, draw: (@Sendable (String) -> Void)? = nil
  ) {
    self.draw = draw ?? print
    self.print = print
    self.note = note
    self.flush = flush
  }

  /// The process's standard output (buffered until ``flush``, then written in one `write(2)`) and standard
  /// error (written at once). Every line passes ``TerminalText/terminalSafe(_:colors:)`` first. Each call makes
  /// new writers.
  public static var standard: Console { standard(closed: []) }

  /// ``standard``, where the descriptors in `closed` (1, 2) were closed when the process started: writing
  /// to them fails with `EBADF` whatever now holds the number. Color sequences pass only when `colors`.
  public static func standard(closed: Set<Int32>, colors: Bool = false) -> Console {
    streams(
      colors: colors,
      output: FileDescriptorWriter(
        fileDescriptor: 1, name: "standard output", failure: closed.contains(1) ? EBADF : nil),
      errors: FileDescriptorWriter(
        fileDescriptor: 2, name: "standard error", buffered: false, failure: closed.contains(2) ? EBADF : nil))
  }

  /// A console over two writers, for the host and for tests of its failures.
  public static func streams(
    colors: Bool = false, output: FileDescriptorWriter, errors: FileDescriptorWriter
  ) -> Console {
    Console(
      print: { text in output.write(TerminalText.terminalSafe(text, colors: colors) + "\n") },
      note: { text in errors.write(TerminalText.terminalSafe(text, colors: colors) + "\n") },
      flush: {
        try output.flush()
        try errors.flush()
      },
      draw: { line in output.write(TerminalText.drawingLine(line) + "\n") }
    )
  }

  /// Writes `value` as one pretty-printed JSON document with sorted keys. Strings keep every character;
  /// controls the encoder leaves raw (`DEL`, C1, line and paragraph separators, bidirectional overrides)
  /// are written as `\u` escapes, so the document is safe on a terminal and decodes to the same values.
  ///
  /// `plain` says the value holds only text, whole numbers, booleans, and lists and objects of them (no dates): then
  /// it is written without `JSONEncoder` (``OutputJSON``), the same bytes.
  public func printJSON(_ value: some Encodable, plain: Bool = false) throws {
    if plain, let text = OutputJSON.text(value) {
      print(Self.escapingControls(text))
      return
    }
    try print(Self.escapingControls(Self.foundationJSON(value)))
  }

  /// `value` as one line of JSON Lines, for output that streams one object at a time (`news watch --json`): keys
  /// sorted, dates in ISO 8601, and every control escaped as in ``printJSON(_:plain:)`` (``escapingControls(_:)``).
  public static func jsonLine(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return escapingControls(String(decoding: try encoder.encode(value), as: UTF8.self))
  }

  /// `value` as `JSONEncoder` writes it for ``printJSON(_:)``; ``OutputJSON`` writes the same without it.
  static func foundationJSON(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// `json` with every scalar ``TerminalText/isControl(_:)`` names written as a `\uXXXX` escape; JSON's own
  /// layout (newlines, no tabs) is left alone. Such scalars can only stand inside strings, where the escape
  /// means the same character.
  static func escapingControls(_ json: String) -> String {
    guard json.unicodeScalars.contains(where: { $0.value >= 0x7F && TerminalText.isControl($0) }) else { return json }
    var output = String.UnicodeScalarView()
    for scalar in json.unicodeScalars {
      if scalar.value >= 0x7F, TerminalText.isControl(scalar) {
        output.append(contentsOf: String(format: "\\u%04x", scalar.value).unicodeScalars)
      } else {
        output.append(scalar)
      }
    }
    return String(output)
  }
}

/// A console that keeps what commands write, for tests.
public final class CapturedConsole: Sendable {
  private let buffers = Mutex<(output: String, errors: String)>(("", ""))

  public init() {}

  /// A console writing into this capture.
  public var console: Console {
    Console(
      print: { text in self.buffers.withLock { $0.output += text + "\n" } },
      note: { text in self.buffers.withLock { $0.errors += text + "\n" } }
    )
  }

  /// Everything written to the result stream.
  public var output: String { buffers.withLock { $0.output } }
  /// Everything written to the diagnostics stream.
  public var errors: String { buffers.withLock { $0.errors } }
}
