import Foundation
import Synchronization

/// Where a command writes: standard output for results, standard error for notes and failures.
///
/// ```swift
/// context.console.print("30 photos")
/// context.console.note("offline — showing results from 10:42")
/// ```
public struct Console: Sendable {
  /// Writes `text` followed by a newline to the result stream.
  public var print: @Sendable (_ text: String) -> Void
  /// Writes `text` followed by a newline to the diagnostics stream.
  public var note: @Sendable (_ text: String) -> Void

  public init(print: @escaping @Sendable (String) -> Void, note: @escaping @Sendable (String) -> Void) {
    self.print = print
    self.note = note
  }

  /// The process's standard output and standard error.
  public static let standard = Console(
    print: { text in FileHandle.standardOutput.write(Data((text + "\n").utf8)) },
    note: { text in FileHandle.standardError.write(Data((text + "\n").utf8)) }
  )

  /// Writes `value` as one pretty-printed JSON document with sorted keys.
  public func printJSON(_ value: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    print(String(decoding: try encoder.encode(value), as: UTF8.self))
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
