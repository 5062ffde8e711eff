extension VirtualTerminal {
  /// A control sequence's parameters, split at `;` and read as numbers: an empty or unreadable one is `nil`, as
  /// `Int(_:)` reads it. Digits and semicolons — all the app writes — are read byte by byte; anything else
  /// goes through `Int(_:)` itself. The screen tests feed every frame through here, and splitting strings and
  /// parsing them generically was a fifth of their CPU time.
  static func numbers(_ parameters: ArraySlice<UInt8>) -> [Int?] {
    var numbers: [Int?] = []
    var value: Int? = nil
    var empty = true
    for byte in parameters {
      if byte == UInt8(ascii: ";") {
        numbers.append(empty ? nil : value)
        value = nil
        empty = true
      } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        let digit = Int(byte - UInt8(ascii: "0"))
        if empty {
          value = digit
        } else if let current = value {
          // Past Int.max `Int(_:)` answers nil; so does this.
          let (times, overflowed) = current.multipliedReportingOverflow(by: 10)
          let (sum, overflowedAgain) = times.addingReportingOverflow(digit)
          value = overflowed || overflowedAgain ? nil : sum
        }
        empty = false
      } else {
        return String(decoding: parameters, as: UTF8.self)
          .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
      }
    }
    numbers.append(empty ? nil : value)
    return numbers
  }
}
