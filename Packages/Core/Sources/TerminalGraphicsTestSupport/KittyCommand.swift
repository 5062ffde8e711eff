import CoreValues
import Foundation

/// kitty graphics commands read back from what was written: `ESC _ G keys ; payload ESC \`, also inside tmux's
/// passthrough, the chunks of one transmission (`m=1` … `m=0`) joined and their base64 decoded. Written for
/// tests: it throws on anything malformed, including a chunk past 4096 characters.
///
/// ```swift
/// let commands = try KittyCommand.parse(KittyGraphics.display(bitmap, cells: size))
/// try commands[0].bitmap()   // the pixels sent
/// ```
public struct KittyCommand: Hashable, Sendable {
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// The control keys of the first chunk (`a`, `f`, `s`, `v`, `i`, `c`, `r`, `U`, …).
  public var keys: [String: String]
  /// The decoded payload of every chunk, joined.
  public var payload: [UInt8]
  /// How many chunks it came in.
  public var chunks: Int

  /// The key `name` as a number.
  public func number(_ name: String) -> Int? { keys[name].flatMap { Int($0) } }

  /// The transmitted pixels (`f=24` RGB or `f=32` RGBA, `s` × `v`; `f=100` a PNG file, read by `decodePNG`).
  public func bitmap(decodePNG: ([UInt8]) throws -> Bitmap = { try PNGReader.decode($0) }) throws -> Bitmap {
    if number("f") == 100 { return try decodePNG(payload) }
    guard let width = number("s"), let height = number("v"), let format = number("f") else {
      throw Failure(description: "no s, v or f in \(keys)")
    }
    let channels = format == 24 ? 3 : format == 32 ? 4 : 0
    guard channels > 0, payload.count == width * height * channels else {
      throw Failure(description: "\(payload.count) bytes for \(width)x\(height) in format \(format)")
    }
    var rgba: [UInt8] = []
    rgba.reserveCapacity(width * height * 4)
    for pixel in 0..<(width * height) {
      rgba += payload[(pixel * channels)..<(pixel * channels + 3)]
      rgba.append(channels == 4 ? payload[pixel * channels + 3] : 255)
    }
    guard let bitmap = Bitmap(width: width, height: height, rgba: rgba) else { throw Failure(description: "size") }
    return bitmap
  }

  /// Every kitty command in `text`, in order; other text is skipped.
  public static func parse(_ text: String) throws -> [KittyCommand] {
    var commands: [KittyCommand] = []
    var open: KittyCommand?
    var encoded = ""
    for body in try TerminalStrings.apcBodies(in: text) where body.hasPrefix("G") {
      let parts = body.dropFirst().split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
      var keys: [String: String] = [:]
      for pair in parts[0].split(separator: ",") {
        let keyValue = pair.split(separator: "=", maxSplits: 1)
        guard keyValue.count == 2 else { throw Failure(description: "bad key '\(pair)'") }
        keys[String(keyValue[0])] = String(keyValue[1])
      }
      let data = parts.count == 2 ? String(parts[1]) : ""
      guard data.utf8.count <= 4096 else { throw Failure(description: "a chunk of \(data.utf8.count) characters") }
      if var current = open {
        guard keys.keys.allSatisfy({ $0 == "m" || $0 == "q" }) else {
          throw Failure(description: "a later chunk with keys \(keys)")
        }
        encoded += data
        current.chunks += 1
        open = current
      } else {
        open = KittyCommand(keys: keys, payload: [], chunks: 1)
        encoded = data
      }
      if keys["m"] != "1", var finished = open {
        guard let decoded = Data(base64Encoded: encoded) else { throw Failure(description: "bad base64") }
        finished.payload = Array(decoded)
        commands.append(finished)
        open = nil
      }
    }
    guard open == nil else { throw Failure(description: "the last chunk said more would follow") }
    return commands
  }
}
