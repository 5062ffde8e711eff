extension PhotoClient {
  /// `text` without the white space and line breaks at either end: what Foundation's
  /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives, trimmed in Swift. Foundation's goes through
  /// `NSString`, whose generic string conversion walked every protocol conformance of the binary on first use
  /// (three walks a `photo ID` run, through ``username(_:)``).
  ///
  /// Trimmed: tab, U+000A to U+000D, U+0085, U+200B and the categories Zs, Zl and Zp (the test over every
  /// scalar of Unicode holds this to Foundation's set).
  static func trimmingWhitespaceAndNewlines(_ text: String) -> String {
    func isTrimmed(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.value {
      case 0x09...0x0D, 0x85, 0x200B: return true
      case 0...0x7F: return scalar.value == 0x20
      default:
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
      }
    }
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
      let last = scalars.lastIndex(where: { !isTrimmed($0) })
    else { return "" }
    // `String(Substring.UnicodeScalarView)`, the concrete initialiser (as `HeaderSection`'s trim does).
    return String(scalars[first...last])
  }
}
