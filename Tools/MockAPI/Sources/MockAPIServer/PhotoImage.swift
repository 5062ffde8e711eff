import Models

/// The image the mock serves for a photo: its BlurHash rendered at the asked width and the photo's aspect
/// ratio, encoded as PNG, with a strong ETag that names exactly those inputs.
///
/// ```swift
/// let image = try PhotoImage(photo: photo, width: 400)
/// image.height  // 400 * photo.height / photo.width, rounded
/// let png = try image.render()
/// ```
public struct PhotoImage: Sendable, Equatable {
  /// The widths the image route accepts; larger requests are clamped to the maximum.
  public static let widths = 1...2000
  public static let defaultWidth = 400

  public let photoID: String
  public let width: Int
  public let height: Int
  let blurHash: String?
  let color: String
  /// Part of the ETag: a raised version is a new picture to every cache.
  let version: Int

  public init(photo: Photo, width: Int, version: Int = 1) {
    self.version = max(1, version)
    photoID = photo.id
    self.width = min(max(width, Self.widths.lowerBound), Self.widths.upperBound)
    let aspect = photo.width > 0 && photo.height > 0 ? Double(photo.height) / Double(photo.width) : 1
    height = max(1, min(Int((Double(self.width) * aspect).rounded()), 4 * Self.widths.upperBound))
    blurHash = photo.blurHash
    color = photo.color
  }

  /// A strong validator: the same photo, hash, color and size always render the same bytes.
  public var etag: String {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in "\(photoID)|\(blurHash ?? "")|\(color)|\(width)x\(height)|v\(version)".utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    let digits = String(hash, radix: 16)
    return "\"\(photoID)-\(width)x\(height)-\(String(repeating: "0", count: 16 - digits.count))\(digits)\""
  }

  /// The PNG bytes: the BlurHash decoded at full size, or a flat fill of the photo's color when it has no
  /// usable hash.
  public func render() throws(MockAPIError) -> [UInt8] {
    let pixels: [UInt8]
    if let blurHash, let decoded = try? BlurHash.decode(blurHash, width: width, height: height) {
      pixels = decoded
    } else {
      let fill = RGBColor(hex: color) ?? RGBColor(red: 128, green: 128, blue: 128)
      pixels = Array([fill.red, fill.green, fill.blue].repeated(width * height))
    }
    return try PNGEncoder.encode(rgb: pixels, width: width, height: height)
  }
}

extension Array where Element == UInt8 {
  fileprivate func repeated(_ times: Int) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(count * times)
    for _ in 0..<times { result += self }
    return result
  }
}
