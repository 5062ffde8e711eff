/// The control strings in what a program wrote: APC (`ESC _ … ESC \`), DCS (`ESC P … ESC \`) and OSC
/// (`ESC ] … BEL` or `ESC \`), with tmux's passthrough (`ESC P tmux; … ESC \`, every `ESC` inside doubled)
/// opened up so what it carries is read as if written directly.
///
/// ```swift
/// try TerminalStrings.apcBodies(in: output)   // ["Ga=T,f=24,…;AAAA", …]
/// ```
public enum TerminalStrings {
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// A control string: its introducer (`_`, `P` or `]`), its body, and where it starts in the text's scalars.
  public struct Piece: Hashable, Sendable {
    public var introducer: Character
    public var body: String
    public var offset: Int
  }

  public static func apcBodies(in text: String) throws -> [String] {
    try pieces(in: text).filter { $0.introducer == "_" }.map(\.body)
  }

  /// Every control string, passthrough opened.
  public static func pieces(in text: String) throws -> [Piece] {
    let scalars = Array(text.unicodeScalars)
    var pieces: [Piece] = []
    var index = 0
    while index < scalars.count {
      guard scalars[index] == "\u{1B}", index + 1 < scalars.count, ["_", "P", "]"].contains(scalars[index + 1])
      else {
        index += 1
        continue
      }
      let introducer = Character(scalars[index + 1])
      var end = index + 2
      var body = String.UnicodeScalarView()
      var closed = false
      while end < scalars.count {
        let scalar = scalars[end]
        if introducer == "]", scalar == "\u{07}" {
          end += 1
          closed = true
          break
        }
        if scalar == "\u{1B}", end + 1 < scalars.count {
          if scalars[end + 1] == "\\" {
            end += 2
            closed = true
            break
          }
          // A doubled ESC inside tmux's passthrough stands for one.
          if scalars[end + 1] == "\u{1B}", String(body).hasPrefix("tmux;") {
            body.append(scalar)
            end += 2
            continue
          }
        }
        body.append(scalar)
        end += 1
      }
      guard closed else { throw Failure(description: "a control string at \(index) never ends") }
      let text = String(body)
      if introducer == "P", text.hasPrefix("tmux;") {
        pieces += try self.pieces(in: String(text.dropFirst(5))).map {
          Piece(introducer: $0.introducer, body: $0.body, offset: index)
        }
      } else {
        pieces.append(Piece(introducer: introducer, body: text, offset: index))
      }
      index = end
    }
    return pieces
  }
}
