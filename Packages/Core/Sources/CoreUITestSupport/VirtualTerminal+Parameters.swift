extension VirtualTerminal {
  /// A control sequence's parameters, split at `;` and read as numbers: an empty or unreadable one is `nil`, as
  /// `Int(_:)` reads it. Digits and semicolons — all the app writes — are read byte by byte; anything else
  /// goes through `Int(_:)` itself. The screen tests feed every frame through here, and splitting strings and
  /// parsing them generically was a fifth of their CPU time.
  /// Through a pointer: in a debug build a collection's iterator costs a generic call per byte.
  static func numbers(_ parameters: UnsafeBufferPointer<UInt8>) -> [Int?] {
    let read = { (bytes: UnsafeBufferPointer<UInt8>) -> [Int?]? in
      var numbers: [Int?] = []
      numbers.reserveCapacity(bytes.count / 2 + 1)
      var value: Int? = nil
      var empty = true
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if byte == 0x3B {  // ;
          numbers.append(empty ? nil : value)
          value = nil
          empty = true
        } else if byte >= 0x30, byte <= 0x39 {  // 0-9
          let digit = Int(byte &- 0x30)
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
          return nil
        }
      }
      numbers.append(empty ? nil : value)
      return numbers
    }(parameters)
    return read
      ?? String(decoding: parameters, as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false).map {
        Int($0)
      }
  }
}
