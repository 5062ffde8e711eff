import Foundation

/// Reading the optional fields of a server's answer that a page only shows (a camera, a place, a count) so that a
/// wrong one never refuses the whole answer: a value of the wrong type, a negative or non-finite count is left
/// out, text is cut to a bound before anything keeps it.
extension KeyedDecodingContainer {
  /// The text at `key` (a number is written as text), at most `limit` characters; `nil` when missing, blank or
  /// of another type.
  func lenientText(_ key: Key, limit: Int) -> String? {
    let text: String
    if let value = try? decodeIfPresent(String.self, forKey: key) {
      text = value
    } else if let value = try? decodeIfPresent(Int.self, forKey: key) {
      text = String(value)
    } else if let value = try? decodeIfPresent(Double.self, forKey: key), value.isFinite {
      text = String(value)
    } else {
      return nil
    }
    let bounded = WhitespaceTrim.spacesAndNewlines.trimming(String(text.prefix(max(limit, 0))))
    return bounded.isEmpty ? nil : bounded
  }

  /// The count at `key`: a whole number from 0 up, a larger one than `Int` holds saturated at `Int.max`, a
  /// number written as text read too; `nil` when missing, negative, fractional garbage or of another type.
  func lenientCount(_ key: Key) -> Int? {
    if let value = try? decodeIfPresent(Int.self, forKey: key) {
      return value >= 0 ? value : nil
    }
    if let value = try? decodeIfPresent(Double.self, forKey: key) {
      return Self.count(value)
    }
    if let text = try? decodeIfPresent(String.self, forKey: key) {
      let digits = text.prefix(40)
      if let value = Int(digits) { return value >= 0 ? value : nil }
      return Double(digits).flatMap(Self.count)
    }
    return nil
  }

  private static func count(_ value: Double) -> Int? {
    guard value.isFinite, value >= 0 else { return nil }
    return value >= 9.2e18 ? Int.max : Int(value)
  }
}
