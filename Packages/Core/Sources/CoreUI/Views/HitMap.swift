/// Where the tagged views of a frame were drawn, so a mouse click finds what it landed on.
///
/// ```swift
/// let frame = Painter.paint(view, size: size, theme: .dark)
/// frame.hits.tag(at: Point(x: 3, y: 0))   // "tab:0"
/// ```
public struct HitMap: Hashable, Sendable {
  public private(set) var regions: [Region] = []

  public struct Region: Hashable, Sendable {
    public let rect: Rect
    public let tag: String
  }

  public init() {}

  mutating func add(_ rect: Rect, tag: String) {
    guard !rect.isEmpty else { return }
    regions.append(Region(rect: rect, tag: tag))
  }

  /// Forgets every region inside `rect`: what a sheet covers no longer answers.
  mutating func removeAll(in rect: Rect) {
    regions.removeAll { rect.intersection($0.rect) == $0.rect }
  }

  /// The tag drawn last (on top) at `point`.
  public func tag(at point: Point) -> String? {
    regions.last { $0.rect.contains(point) }?.tag
  }

  /// Where `tag` was drawn.
  public func rect(of tag: String) -> Rect? {
    regions.last { $0.tag == tag }?.rect
  }
}
