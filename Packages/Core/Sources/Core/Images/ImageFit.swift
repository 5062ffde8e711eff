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

  /// The size of the picture once fitted; never below 1 × 1.
  public func outputSize(source: PixelSize, box: PixelSize) -> PixelSize {
    let box = PixelSize(width: max(1, box.width), height: max(1, box.height))
    guard source.width > 0, source.height > 0 else { return box }
    switch self {
    case .fill:
      return box
    case .fit:
      let scale = min(Double(box.width) / Double(source.width), Double(box.height) / Double(source.height))
      return PixelSize(
        width: max(1, min(box.width, Int((Double(source.width) * scale).rounded()))),
        height: max(1, min(box.height, Int((Double(source.height) * scale).rounded()))))
    case .keepAspect:
      let height = (Double(box.width) * Double(source.height) / Double(source.width)).rounded()
      return PixelSize(width: box.width, height: max(1, Int(min(height, Double(1 << 20)))))
    }
  }

  /// The part of the source that is drawn: the centred crop for ``fill``, everything otherwise.
  public func sourceRegion(source: PixelSize, box: PixelSize) -> PixelRegion {
    let whole = PixelRegion(x: 0, y: 0, width: source.width, height: source.height)
    guard self == .fill, source.width > 0, source.height > 0, box.width > 0, box.height > 0 else { return whole }
    let sourceAspect = Double(source.width) / Double(source.height)
    let boxAspect = Double(box.width) / Double(box.height)
    if sourceAspect > boxAspect {
      let width = max(1, Int((Double(source.height) * boxAspect).rounded()))
      return PixelRegion(x: (source.width - width) / 2, y: 0, width: width, height: source.height)
    }
    let height = max(1, Int((Double(source.width) / boxAspect).rounded()))
    return PixelRegion(x: 0, y: (source.height - height) / 2, width: source.width, height: height)
  }

  /// The narrowest source width that still gives every pixel of the box its own source pixel: what to
  /// ask a server for, so nothing larger than the cells can show is fetched.
  ///
  /// ```swift
  /// ImageFit.fill.widthNeeded(aspect: PixelSize(width: 3, height: 2), box: PixelSize(width: 16, height: 16))  // 24
  /// ```
  public func widthNeeded(aspect: PixelSize, box: PixelSize) -> Int {
    guard aspect.width > 0, aspect.height > 0 else { return max(1, box.width) }
    let ratio = Double(aspect.width) / Double(aspect.height)
    switch self {
    case .fill:
      return max(box.width, Int((Double(box.height) * ratio).rounded(.up)))
    case .fit:
      return outputSize(source: aspect, box: box).width
    case .keepAspect:
      return max(1, box.width)
    }
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
