/// An 8-bit sRGB color, as Unsplash's `color` field and a BlurHash's average color describe it.
///
/// ```swift
/// let color = RGBColor(hex: "#60544d")   // RGBColor(red: 96, green: 84, blue: 77)
/// color?.hex                             // "#60544D"
/// ```
public struct RGBColor: Hashable, Sendable {
  public let red: UInt8
  public let green: UInt8
  public let blue: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Parses `#RRGGBB` in either case; `nil` for anything else (no `#`, three digits, alpha).
  public init?(hex: String) {
    let bytes = Array(hex.utf8)
    guard bytes.count == 7, bytes[0] == UInt8(ascii: "#") else { return nil }
    var channels: [UInt8] = []
    for index in stride(from: 1, to: 7, by: 2) {
      guard let high = Self.hexDigitValue(bytes[index]), let low = Self.hexDigitValue(bytes[index + 1]) else {
        return nil
      }
      channels.append(high << 4 | low)
    }
    self.init(red: channels[0], green: channels[1], blue: channels[2])
  }

  /// The color as `#RRGGBB` with uppercase digits.
  public var hex: String {
    let digits = Self.uppercaseDigits
    var bytes: [UInt8] = [UInt8(ascii: "#")]
    for channel in [red, green, blue] {
      bytes.append(digits[Int(channel >> 4)])
      bytes.append(digits[Int(channel & 0x0F)])
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The largest difference between two colors in any one channel.
  ///
  /// ```swift
  /// RGBColor(red: 10, green: 20, blue: 30).maximumChannelDistance(to: RGBColor(red: 12, green: 20, blue: 25))  // 5
  /// ```
  public func maximumChannelDistance(to other: RGBColor) -> Int {
    Swift.max(
      abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)), abs(Int(blue) - Int(other.blue)))
  }

  private static let uppercaseDigits = Array("0123456789ABCDEF".utf8)

  private static func hexDigitValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}

extension RGBColor: CustomStringConvertible {
  public var description: String { hex }
}
