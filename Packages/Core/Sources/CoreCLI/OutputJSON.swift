/// Every `--json` document Mosaic writes, written straight into UTF-8 bytes without `JSONEncoder` and without a tree
/// of the document: `JSONEncoder`'s keyed container and dynamic casts scanned every protocol conformance of the
/// binary on first use (PROJECT_PLAN.md, "Issue 23 — start-up: favorites and the JSON coders"), and a tree of nodes
/// built and released for the page was most of what `--json` cost on top of the text output ("a streaming JSON
/// writer").
///
/// The bytes are those of `JSONEncoder` with `[.sortedKeys, .withoutEscapingSlashes]` (and `.prettyPrinted` when
/// `pretty`) and `.iso8601` dates, with every scalar ``TerminalText/isControl(_:)`` names that the encoder leaves raw
/// (`DEL`, C1, the line and paragraph separators, the bidirectional marks) written as a `\u` escape, so the document
/// is safe on a terminal and decodes to the same values. Keys are sorted by their UTF-8 bytes, as the encoder sorts
/// them; a key written twice keeps its last value. A value it cannot write (a `Double` that is not finite, a
/// top-level value that encodes nothing, a container asked for twice in ways that contradict) throws
/// `EncodingError`, and nothing is written.
///
/// ```swift
/// let bytes = try OutputJSON.document(["b": 1, "a": 2], pretty: false)   // {"a":2,"b":1}
/// ```
enum OutputJSON {
  /// `value` as one document, without a final newline.
  static func document(_ value: some Encodable, pretty: Bool) throws -> [UInt8] {
    let writer = OutputJSONWriter(pretty: pretty)
    try writer.encode(value, depth: 0, topLevel: true)
    if let failure = writer.failure { throw failure }
    return writer.bytes
  }
}
