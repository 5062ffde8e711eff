/// A terminal's size in columns and rows.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// `120×40`.
  public var description: String { "\(width)×\(height)" }
}

/// A cell position, from the top-left corner at (0, 0).
public struct Point: Hashable, Sendable {
  public var x: Int
  public var y: Int

  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}

/// A rectangle of cells.
public struct Rect: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  public init(size: Size) {
    self.init(x: 0, y: 0, width: size.width, height: size.height)
  }

  public var maxX: Int { x + width }
  public var maxY: Int { y + height }
  public var isEmpty: Bool { width == 0 || height == 0 }
  public var size: Size { Size(width: width, height: height) }

  public func contains(_ point: Point) -> Bool {
    point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
  }

  /// The part of this rectangle inside `other`.
  public func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    return Rect(x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
  }

  /// This rectangle shrunk by `amount` on every side.
  public func inset(by amount: Int) -> Rect {
    Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
  }

  /// A `width`×`height` rectangle centred in this one.
  public func centered(width: Int, height: Int) -> Rect {
    let width = min(width, self.width)
    let height = min(height, self.height)
    return Rect(x: x + (self.width - width) / 2, y: y + (self.height - height) / 2, width: width, height: height)
  }
}
