import Foundation

/// iTerm2 inline images read back from what was written: `ESC ] 1337 ; File = arguments : base64 BEL`, also
/// inside tmux's passthrough, the arguments as a dictionary and the file decoded.
///
/// ```swift
/// let images = try ITerm2Image.parse(output)
/// images[0].arguments["width"]            // "16"
/// try PNGReader.decode(images[0].file)    // the pixels
/// ```
public struct ITerm2Image: Hashable, Sendable {
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  public var arguments: [String: String]
  public var file: [UInt8]

  /// Every inline image in `text`, in order.
  public static func parse(_ text: String) throws -> [ITerm2Image] {
    try TerminalStrings.pieces(in: text).filter { $0.introducer == "]" && $0.body.hasPrefix("1337;File=") }.map {
      let body = $0.body.dropFirst("1337;File=".count)
      guard let colon = body.firstIndex(of: ":") else { throw Failure(description: "no ':' before the file") }
      var arguments: [String: String] = [:]
      for pair in body[..<colon].split(separator: ";") {
        let keyValue = pair.split(separator: "=", maxSplits: 1)
        guard keyValue.count == 2 else { throw Failure(description: "bad argument '\(pair)'") }
        arguments[String(keyValue[0])] = String(keyValue[1])
      }
      guard let file = Data(base64Encoded: String(body[body.index(after: colon)...])) else {
        throw Failure(description: "bad base64")
      }
      if let size = arguments["size"], Int(size) != file.count {
        throw Failure(description: "size=\(size) but \(file.count) bytes")
      }
      return ITerm2Image(arguments: arguments, file: Array(file))
    }
  }
}
