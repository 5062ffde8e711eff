/// One decoder of outside bytes as a fuzz target: what it does with one input, and the name of its corpus
/// folder (`Tools/fuzz/corpus/<name>`) and libFuzzer executable. The same bodies run under libFuzzer with
/// AddressSanitizer (`make fuzz`) and as ordinary tests over the committed corpus (`make test-fuzz`).
///
/// ```swift
/// let bytes: [UInt8] = Array("mosaic://photo/abc".utf8)
/// try bytes.withUnsafeBufferPointer { try FuzzTarget.routes.run($0) }  // throws a FuzzFinding, never traps
/// ```
public struct FuzzTarget: Sendable {
  public let name: String
  private let body: @Sendable (UnsafeBufferPointer<UInt8>) throws(FuzzFinding) -> Void

  public init(name: String, body: @escaping @Sendable (UnsafeBufferPointer<UInt8>) throws(FuzzFinding) -> Void) {
    self.name = name
    self.body = body
  }

  /// Feeds one input to the decoder. A decoder may refuse the bytes with a typed error; it may never trap, and a
  /// property the target checks that does not hold is thrown as a finding.
  public func run(_ bytes: UnsafeBufferPointer<UInt8>) throws(FuzzFinding) {
    try body(bytes)
  }

  /// Every target, one per corpus folder.
  public static let all: [FuzzTarget] = [
    .unsplash, .newsAPI, .blurHash, .headers, .routes, .transfer, .cache, .images, .terminalText, .article,
    .pluginFrames,
  ]
}
