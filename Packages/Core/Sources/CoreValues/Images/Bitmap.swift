/// A decoded picture as data: `width` × `height` pixels of 8-bit RGBA, row-major, top row first. What an
/// image pipeline hands out and what a presentation draws; it knows no file format and no terminal.
///
/// ```swift
/// let red = Bitmap(width: 2, height: 1, filling: RGBA(red: 255, green: 0, blue: 0))
/// red.pixel(x: 1, y: 0).red   // 255
/// red.cost                    // 8 bytes
/// ```
public struct Bitmap: Hashable, Sendable {
  public let width: Int
  public let height: Int
  /// `width * height * 4` bytes: red, green, blue, alpha.
  public let rgba: [UInt8]

  /// A bitmap over `rgba`, or `nil` when the sizes are not positive or the byte count is not
  /// `width * height * 4`.
  public init?(width: Int, height: Int, rgba: [UInt8]) {
    guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).overflow == false,
      rgba.count == width * height * 4
    else { return nil }
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  /// Sizes and bytes that already agree, as the resampler makes them.
  init(unchecked width: Int, _ height: Int, _ rgba: [UInt8]) {
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  /// A bitmap of one color; sizes below 1 count as 1.
  public init(width: Int, height: Int, filling color: RGBA) {
    self.width = max(1, width)
    self.height = max(1, height)
    var bytes = [UInt8](repeating: 0, count: self.width * self.height * 4)
    // The first pixel, then what is filled copied after itself: a few block copies instead of a step per pixel
    // (four megapixels took half a second of a debug build's tests).
    bytes.withUnsafeMutableBytes { pixels in
      guard let base = pixels.baseAddress else { return }
      pixels[0] = color.red
      pixels[1] = color.green
      pixels[2] = color.blue
      pixels[3] = color.alpha
      var filled = 4
      while filled < pixels.count {
        let chunk = min(filled, pixels.count - filled)
        (base + filled).copyMemory(from: base, byteCount: chunk)
        filled += chunk
      }
    }
    self.rgba = bytes
  }

  /// The bytes the pixels take in memory: what a memory cache counts.
  public var cost: Int { rgba.count }

  /// The size in pixels.
  public var size: PixelSize { PixelSize(width: width, height: height) }

  /// The pixel at `x`, `y`, clamped into the bitmap.
  public func pixel(x: Int, y: Int) -> RGBA {
    let offset = (min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)) * 4
    return RGBA(red: rgba[offset], green: rgba[offset + 1], blue: rgba[offset + 2], alpha: rgba[offset + 3])
  }
}

/// One 8-bit RGBA pixel.
public struct RGBA: Hashable, Sendable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
}

/// A width and a height in pixels.
public struct PixelSize: Hashable, Sendable, Codable, CustomStringConvertible {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The number of pixels, saturating instead of overflowing.
  public var area: Int {
    let (product, overflow) = width.multipliedReportingOverflow(by: height)
    return overflow ? Int.max : product
  }

  public var description: String { "\(width)x\(height)" }
}
