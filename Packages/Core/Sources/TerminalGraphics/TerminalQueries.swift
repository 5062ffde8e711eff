/// What Mosaic asks a terminal before it draws a picture, in one write: kitty's graphics query (a 1 × 1
/// picture checked but not kept), the cell's and the text area's size in pixels, and the primary device
/// attributes last — every terminal answers those, and in order, so their answer ends the wait. Inside tmux
/// kitty's query goes through tmux's passthrough to the terminal outside, since tmux itself does not
/// speak kitty's protocol; tmux answers the rest itself.
///
/// ```swift
/// port.write(TerminalQueries.bytes(insideTmux: environment["TMUX"] != nil))
/// ```
public enum TerminalQueries {
  /// The image id kitty's query uses; its answer names it.
  public static let kittyQueryID = 31
  /// kitty's graphics query: "could you show this 1 × 1 RGB picture?", answered `OK` or an error.
  public static let kittyQuery = "\u{1B}_Gi=\(kittyQueryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
  /// `CSI 16 t`: a cell's size in pixels.
  public static let cellPixels = "\u{1B}[16t"
  /// `CSI 14 t`: the text area's size in pixels.
  public static let textAreaPixels = "\u{1B}[14t"
  /// `CSI c`: primary device attributes.
  public static let deviceAttributes = "\u{1B}[c"

  /// The questions, kitty's wrapped for tmux when `insideTmux`.
  public static func bytes(insideTmux: Bool) -> [UInt8] {
    let kitty = insideTmux ? TmuxPassthrough.wrap(kittyQuery) : kittyQuery
    return Array((kitty + cellPixels + textAreaPixels + deviceAttributes).utf8)
  }
}

/// tmux's passthrough: `ESC P tmux; … ESC \` with every `ESC` inside doubled hands a sequence to the
/// terminal outside tmux (tmux 3.3 and later need `set -g allow-passthrough on`).
///
/// ```swift
/// TmuxPassthrough.wrap("\u{1B}_Ga=d\u{1B}\\")   // "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=d\u{1B}\u{1B}\\\u{1B}\\"
/// ```
public enum TmuxPassthrough {
  public static func wrap(_ sequence: String) -> String {
    var wrapped = "\u{1B}Ptmux;"
    wrapped.unicodeScalars.reserveCapacity(sequence.unicodeScalars.count + 16)
    for scalar in sequence.unicodeScalars {
      if scalar == "\u{1B}" { wrapped.unicodeScalars.append(scalar) }
      wrapped.unicodeScalars.append(scalar)
    }
    return wrapped + "\u{1B}\\"
  }

  /// Whether the environment says the output goes through tmux.
  public static func isInside(_ environment: [String: String]) -> Bool {
    !(environment["TMUX"] ?? "").isEmpty || environment["TERM_PROGRAM"] == "tmux"
  }
}
