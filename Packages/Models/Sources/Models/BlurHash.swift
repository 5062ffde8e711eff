/// BlurHash, the compact image placeholder Unsplash sends as `blur_hash` (woltapp/blurhash).
///
/// A hash is base-83 text: one digit for the component counts, one for the largest AC component, four
/// for the average color (stored exactly, as sRGB) and two for each AC component of a small cosine
/// transform. Decoding renders those components back into a soft gradient of any size.
///
/// ```swift
/// let hash = "LEHV6nWB2yk8pyo0adR*.7kCMdnj"
/// BlurHash.isValid(hash)                                   // true
/// try BlurHash.componentCounts(of: hash)                   // (x: 4, y: 3)
/// try BlurHash.averageColor(of: hash).hex                  // "#979695"
/// let rgb = try BlurHash.decode(hash, width: 32, height: 32)  // 32 * 32 * 3 bytes
/// let again = try BlurHash.encode(rgb: rgb, width: 32, height: 32, componentsX: 4, componentsY: 3)
/// ```
public enum BlurHash {
  /// The largest number of pixels ``decode(_:width:height:punch:)`` renders (about 5000 by 5000); a
  /// placeholder never needs more.
  public static let maximumDecodedPixelCount = 25_000_000

  /// Whether `hash` is a well-formed BlurHash: base-83 digits only, the length its size flag asks for,
  /// and an average color and AC components in range.
  public static func isValid(_ hash: String) -> Bool {
    (try? BlurHashFields(parsing: hash)) != nil
  }

  /// The number of components along x and y, each `1...9`.
  ///
  /// - Throws: ``ModelsError`` with code ``ModelsError/Code/invalidBlurHash`` when `hash` is malformed.
  public static func componentCounts(of hash: String) throws -> (x: Int, y: Int) {
    let fields = try BlurHashFields(parsing: hash)
    return (fields.componentsX, fields.componentsY)
  }

  /// The average color of the image, which a BlurHash stores exactly as its DC component.
  ///
  /// - Throws: ``ModelsError`` with code ``ModelsError/Code/invalidBlurHash`` when `hash` is malformed.
  public static func averageColor(of hash: String) throws -> RGBColor {
    try BlurHashFields(parsing: hash).averageColor
  }
}

/// The fields of a parsed BlurHash, checked but not yet turned into colors.
struct BlurHashFields {
  let componentsX: Int
  let componentsY: Int
  /// The quantised largest AC magnitude, `0...82`; the real value is `(quantisedMaximum + 1) / 166`.
  let quantisedMaximum: Int
  let averageColor: RGBColor
  /// The AC components as stored, each `0..<19 * 19 * 19`, ordered by x first, then y.
  let acValues: [Int]

  init(parsing hash: String) throws(ModelsError) {
    let bytes = Array(hash.utf8)
    guard let sizeByte = bytes.first else {
      throw Self.invalid(hash, "it is empty")
    }
    guard let digits = Base83.digits(bytes) else {
      throw Self.invalid(hash, Self.badCharacterReason(in: hash))
    }
    let sizeFlag = digits[0]
    let componentsX = sizeFlag % 9 + 1
    let componentsY = sizeFlag / 9 + 1
    let expectedLength = 4 + 2 * componentsX * componentsY
    guard bytes.count == expectedLength else {
      let sizeCharacter = String(decoding: [sizeByte], as: UTF8.self)
      throw Self.invalid(
        hash,
        "it is \(bytes.count) characters long but its size flag '\(sizeCharacter)' (\(componentsX)x\(componentsY)"
          + " components) needs \(expectedLength)")
    }
    let average = Base83.value(digits[2..<6])
    guard average <= 0xFF_FFFF else {
      throw Self.invalid(hash, "its average color '\(Self.text(bytes[2..<6]))' is beyond #FFFFFF")
    }
    var acValues: [Int] = []
    acValues.reserveCapacity(componentsX * componentsY - 1)
    for start in stride(from: 6, to: expectedLength, by: 2) {
      let value = Base83.value(digits[start..<start + 2])
      guard value < 19 * 19 * 19 else {
        throw Self.invalid(
          hash, "its component '\(Self.text(bytes[start..<start + 2]))' at position \(start + 1) is out of range")
      }
      acValues.append(value)
    }
    self.componentsX = componentsX
    self.componentsY = componentsY
    self.quantisedMaximum = digits[1]
    self.averageColor = RGBColor(
      red: UInt8(average >> 16), green: UInt8(average >> 8 & 0xFF), blue: UInt8(average & 0xFF))
    self.acValues = acValues
  }

  private static func text(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  private static func badCharacterReason(in hash: String) -> String {
    for (offset, character) in hash.enumerated() {
      guard character.utf8.count == 1, let byte = character.utf8.first, Base83.digit(byte) != nil else {
        return "character '\(character)' at position \(offset + 1) is not a base-83 digit"
      }
    }
    return "it has a character that is not a base-83 digit"
  }

  private static func invalid(_ hash: String, _ reason: String) -> ModelsError {
    let shown = hash.count > 40 ? hash.prefix(40) + "…" : Substring(hash)
    return ModelsError(
      .invalidBlurHash, "'\(shown)' is not a BlurHash: \(reason); use the blur_hash value from the API unchanged.")
  }
}
