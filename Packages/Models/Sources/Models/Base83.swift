/// The base-83 digits of BlurHash: `0-9A-Za-z#$%*+,-.:;=?@[]^_{|}~`, most significant digit first.
enum Base83 {
  /// The 83 digit characters, in value order.
  static let alphabet = Array(
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~".utf8)

  /// The value of each ASCII byte as a digit, or -1.
  private static let values: [Int8] = {
    var table = [Int8](repeating: -1, count: 128)
    for (value, byte) in alphabet.enumerated() {
      table[Int(byte)] = Int8(value)
    }
    return table
  }()

  /// The value of one digit, or `nil` when `byte` is not a digit.
  static func digit(_ byte: UInt8) -> Int? {
    guard byte < 128 else { return nil }
    let value = values[Int(byte)]
    return value < 0 ? nil : Int(value)
  }

  /// The values of every digit, or `nil` when one byte is not a digit.
  static func digits(_ bytes: [UInt8]) -> [Int]? {
    var result: [Int] = []
    result.reserveCapacity(bytes.count)
    for byte in bytes {
      guard let value = digit(byte) else { return nil }
      result.append(value)
    }
    return result
  }

  /// The number a run of digit values spells.
  static func value(_ digits: ArraySlice<Int>) -> Int {
    digits.reduce(0) { $0 * 83 + $1 }
  }

  /// Appends `value` as exactly `length` digits (higher digits of a larger value are dropped, as in the
  /// reference encoder).
  static func append(_ value: Int, length: Int, to output: inout [UInt8]) {
    var divisor = 1
    for _ in 1..<length { divisor *= 83 }
    for _ in 0..<length {
      output.append(alphabet[(value / divisor) % 83])
      divisor /= 83
    }
  }
}
