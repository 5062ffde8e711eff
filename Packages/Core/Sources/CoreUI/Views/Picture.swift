/// Pixels a screen shows, drawn with upper-half blocks: each cell shows two pixels, the top one in the
/// foreground and the bottom one in the background. A BlurHash placeholder today; the image pipeline's
/// pictures later, through the same type.
///
/// ```swift
/// let picture = Picture(width: 2, height: 2, rgb: [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255])
/// View.picture(picture, fit: .fill, fallback: "A red square")
/// ```
public struct Picture: Hashable, Sendable {
  public let width: Int
  public let height: Int
  /// Red, green and blue bytes, row by row: `width * height * 3` of them.
  public let rgb: [UInt8]
  /// A hash of the pixels, made once: a picture a protocol draws is looked up by it every frame.
  private let fingerprint: Int

  /// `nil` when `rgb` does not hold `width * height` pixels.
  public init?(width: Int, height: Int, rgb: [UInt8]) {
    guard width > 0, height > 0, width <= 10_000, height <= 10_000, rgb.count == width * height * 3 else {
      return nil
    }
    self.width = width
    self.height = height
    self.rgb = rgb
    var hasher = Hasher()
    rgb.withUnsafeBytes { hasher.combine(bytes: $0) }
    self.fingerprint = hasher.finalize()
  }

  public static func == (lhs: Picture, rhs: Picture) -> Bool {
    lhs.fingerprint == rhs.fingerprint && lhs.width == rhs.width && lhs.height == rhs.height && lhs.rgb == rhs.rgb
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(fingerprint)
    hasher.combine(width)
  }

  /// The color at pixel (`x`, `y`), clamped to the picture.
  public func color(x: Int, y: Int) -> TerminalColor {
    let x = min(max(x, 0), width - 1)
    let y = min(max(y, 0), height - 1)
    let index = (y * width + x) * 3
    return .rgb(rgb[index], rgb[index + 1], rgb[index + 2])
  }
}

/// How a picture fills the cells it is given.
public enum PictureFit: Hashable, Sendable {
  /// Fill every cell, cropping from the centre: grid thumbnails.
  case fill
  /// Show all of it, centred, keeping its aspect ratio: the detail.
  case fit
}

/// Which part of a picture shows: the whole of it at zoom 1, a smaller part around `center` when zoomed.
public struct PictureViewport: Hashable, Sendable {
  /// From 1 (all of it) up.
  public var zoom: Double
  /// The centre of what shows, in fractions of the picture's width and height.
  public var centerX: Double
  public var centerY: Double

  public init(zoom: Double = 1, centerX: Double = 0.5, centerY: Double = 0.5) {
    self.zoom = max(zoom, 1)
    let half = 0.5 / self.zoom
    self.centerX = min(max(centerX, half), 1 - half)
    self.centerY = min(max(centerY, half), 1 - half)
  }

  /// The whole picture.
  public static let whole = PictureViewport()
}
