/// How a picture meets the box it is drawn in.
///
/// ```swift
/// let source = PixelSize(width: 300, height: 200)
/// ImageFit.fill.outputSize(source: source, box: PixelSize(width: 16, height: 16))        // 16x16, cropped
/// ImageFit.fit.outputSize(source: source, box: PixelSize(width: 60, height: 60))         // 60x40
/// ImageFit.keepAspect.outputSize(source: source, box: PixelSize(width: 60, height: 1))   // 60x40
/// ```
public enum ImageFit: String, Hashable, Sendable, Codable, CaseIterable {
  /// Fills the box exactly, cropping the overflow around the centre: grid thumbnails.
  case fill
  /// Fits inside the box without cropping; one side may come out shorter: a photo's detail.
  case fit
  /// The box's width, the height the aspect ratio gives: article images.
  case keepAspect

  /// The longest side any computed size takes: sizes come from servers and flags, so every product and
  /// ratio is clamped here instead of trapping.
  public static let maximumSide = 1 << 20

  /// The size of the picture once fitted; never below 1 × 1, never a trap, whatever the sizes.
  public func outputSize(source: PixelSize, box: PixelSize) -> PixelSize {
    let box = PixelSize(width: max(1, box.width), height: max(1, box.height))
    guard source.width > 0, source.height > 0 else { return box }
    switch self {
    case .fill:
      return box
    case .fit:
      let scale = min(Double(box.width) / Double(source.width), Double(box.height) / Double(source.height))
      return PixelSize(
        width: Self.pixels(Double(source.width) * scale, atMost: box.width),
        height: Self.pixels(Double(source.height) * scale, atMost: box.height))
    case .keepAspect:
      let height = Double(box.width) * Double(source.height) / Double(source.width)
      return PixelSize(width: box.width, height: Self.pixels(height, atMost: Self.maximumSide))
    }
  }

  /// The part of the source that is drawn: the centred crop for ``fill``, everything otherwise.
  public func sourceRegion(source: PixelSize, box: PixelSize) -> PixelRegion {
    let whole = PixelRegion(x: 0, y: 0, width: source.width, height: source.height)
    guard self == .fill, source.width > 0, source.height > 0, box.width > 0, box.height > 0 else { return whole }
    let sourceAspect = Double(source.width) / Double(source.height)
    let boxAspect = Double(box.width) / Double(box.height)
    if sourceAspect > boxAspect {
      let width = Self.pixels(Double(source.height) * boxAspect, atMost: source.width)
      return PixelRegion(x: (source.width - width) / 2, y: 0, width: width, height: source.height)
    }
    let height = Self.pixels(Double(source.width) / boxAspect, atMost: source.height)
    return PixelRegion(x: 0, y: (source.height - height) / 2, width: source.width, height: height)
  }

  /// The narrowest source width that still gives every pixel of the box its own source pixel: what to
  /// ask a server for, so nothing larger than the cells can show is fetched. At most ``maximumSide`` (or the
  /// box's width, when wider), whatever aspect a server claims.
  ///
  /// ```swift
  /// ImageFit.fill.widthNeeded(aspect: PixelSize(width: 3, height: 2), box: PixelSize(width: 16, height: 16))  // 24
  /// ```
  public func widthNeeded(aspect: PixelSize, box: PixelSize) -> Int {
    guard aspect.width > 0, aspect.height > 0 else { return max(1, box.width) }
    let ratio = Double(aspect.width) / Double(aspect.height)
    switch self {
    case .fill:
      return max(box.width, Self.pixels(Double(box.height) * ratio, .up, atMost: Self.maximumSide))
    case .fit:
      return outputSize(source: aspect, box: box).width
    case .keepAspect:
      return max(1, box.width)
    }
  }
}

extension ImageFit {
  /// `value` rounded by `rule` into `1...limit`; infinity counts as `limit`, NaN as 1.
  static func pixels(
    _ value: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero, atMost limit: Int
  ) -> Int {
    let limit = max(limit, 1)
    guard !value.isNaN else { return 1 }
    let rounded = value.rounded(rule)
    guard rounded < Double(limit) else { return limit }
    return rounded < 1 ? 1 : Int(rounded)
  }
}

/// A rectangle of pixels.
public struct PixelRegion: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}
