extension ControlScanner {
  /// The longest picture sequence kept: a picture past it is not one a command drew.
  static let maximumGraphicsLength = 64_000_000

  /// At `start` (an `ESC`), a sequence a drawn picture needs, kept whole; else `nil` with the position
  /// unchanged. Every one is checked to hold nothing but what its protocol allows:
  ///
  /// - a kitty graphics command `ESC _ G keys ; base64 ESC \`, printable;
  /// - a Sixel picture `ESC P digits-and-semicolons q sixels ESC \`, printable;
  /// - an iTerm2 inline image `ESC ] 1337 ; File= … BEL`, printable;
  /// - tmux's passthrough `ESC P tmux; … ESC \` carrying (its `ESC`s doubled) one kitty command or iTerm2 image;
  /// - `ESC D` (index), `ESC 7` and `ESC 8` (save and restore the cursor), with which a picture makes room for
  ///   itself and returns; `CSI n A` and `CSI n C` are kept by the control-sequence reader.
  mutating func graphicsSequence(from start: Int) -> ArraySlice<Unicode.Scalar>? {
    guard start + 1 < scalars.count else { return nil }
    let introducer = scalars[start + 1]
    switch introducer {
    case "D", "7", "8":
      index = start + 2
      return scalars[start..<index]
    case "_", "]", "P":
      guard let end = Self.pictureEnd(scalars, from: start, passthrough: false) else { return nil }
      index = end
      return scalars[start..<end]
    default:
      return nil
    }
  }

  /// Where the picture sequence at `start` ends, when it is one (see ``graphicsSequence(from:)``).
  static func pictureEnd(_ scalars: [Unicode.Scalar], from start: Int, passthrough inside: Bool) -> Int? {
    let introducer = scalars[start + 1]
    var index = start + 2
    let limit = min(scalars.count, start + maximumGraphicsLength)
    func printable(_ scalar: Unicode.Scalar) -> Bool { (0x20...0x7E).contains(scalar.value) }
    func follows(_ text: String) -> Bool {
      let expected = Array(text.unicodeScalars)
      return index + expected.count <= scalars.count && Array(scalars[index..<(index + expected.count)]) == expected
    }
    // Inside tmux's passthrough every ESC of the carried sequence is doubled.
    let escape = inside ? 2 : 1
    func terminator(at position: Int) -> Int? {
      guard position + escape < scalars.count, scalars[position..<(position + escape)].allSatisfy({ $0 == "\u{1B}" }),
        scalars[position + escape] == "\\"
      else { return nil }
      return position + escape + 1
    }
    switch introducer {
    case "_":
      guard follows("G") else { return nil }
      while index < limit {
        if let end = terminator(at: index) { return end }
        guard printable(scalars[index]) else { return nil }
        index += 1
      }
    case "]":
      guard follows("1337;File=") else { return nil }
      while index < limit {
        if scalars[index] == "\u{07}" { return index + 1 }
        guard printable(scalars[index]) else { return nil }
        index += 1
      }
    case "P" where !inside && follows("tmux;"):
      index += 5
      guard index + 2 < scalars.count, scalars[index] == "\u{1B}", scalars[index + 1] == "\u{1B}",
        scalars[index + 2] == "_" || scalars[index + 2] == "]",
        let inner = pictureEnd(scalars, from: index + 1, passthrough: true)
      else { return nil }
      // The carried sequence, then the passthrough's own `ESC \`.
      guard inner + 1 < scalars.count, scalars[inner] == "\u{1B}", scalars[inner + 1] == "\\" else { return nil }
      return inner + 2
    case "P" where !inside:
      while index < limit, scalars[index] == ";" || ("0"..."9").contains(scalars[index]) { index += 1 }
      guard index < limit, scalars[index] == "q" else { return nil }
      index += 1
      while index < limit {
        if let end = terminator(at: index) { return end }
        guard printable(scalars[index]) else { return nil }
        index += 1
      }
    default:
      return nil
    }
    return nil
  }
}
