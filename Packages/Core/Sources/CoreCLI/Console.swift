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
  /// Writes UTF-8 that holds no control but line feeds, followed by a newline, to the result stream without
  /// scanning it again: what ``printJSON(_:)`` writes. Other consoles get it through ``print``.
  var printClean: @Sendable (_ utf8: [UInt8]) -> Void

  /// A console over three closures; `draw` defaults to `print`.
  public init(
    print: @escaping @Sendable (String) -> Void, note: @escaping @Sendable (String) -> Void,
    flush: @escaping @Sendable () throws -> Void = {}, draw: (@Sendable (String) -> Void)? = nil
  ) {
    self.draw = draw ?? print
    self.print = print
    self.printClean = { utf8 in print(String(decoding: utf8, as: UTF8.self)) }
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
    var console = Console(
      print: { text in output.write(TerminalText.terminalSafe(text, colors: colors) + "\n") },
      note: { text in errors.write(TerminalText.terminalSafe(text, colors: colors) + "\n") },
      flush: {
        try output.flush()
        try errors.flush()
      },
      draw: { line in output.write(TerminalText.drawingLine(line) + "\n") }
    )
    console.printClean = { utf8 in output.writeLine(utf8: utf8) }
    return console
  }

  /// Writes `value` as one pretty-printed JSON document with sorted keys. Strings keep every character;
  /// controls the encoder leaves raw (`DEL`, C1, line and paragraph separators, bidirectional overrides)
  /// are written as `\u` escapes, so the document is safe on a terminal and decodes to the same values. The bytes
  /// are `JSONEncoder`'s with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` and `.iso8601` dates, written
  /// without it (``OutputJSON``).
  ///
  /// - Throws: `EncodingError` for a value JSON cannot hold (a `Double` that is not finite); nothing is printed.
  public func printJSON(_ value: some Encodable) throws {
    printClean(try OutputJSON.document(value, pretty: true))
  }

  /// `value` as one line of JSON Lines, for output that streams one object at a time (`news watch --json`): keys
  /// sorted, dates in ISO 8601, and every control escaped as in ``printJSON(_:)``.
  public static func jsonLine(_ value: some Encodable) throws -> String {
    String(decoding: try OutputJSON.document(value, pretty: false), as: UTF8.self)
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
