import SafeText

/// A piece of a screen, described as a value: text, rows and columns of other views, a grid, a list, a
/// picture, a sheet over the screen. Screens build a `View` for every frame from their view model's state;
/// ``Painter`` lays it out in the terminal's size and draws it into a ``CellBuffer``.
///
/// ```swift
/// let body = View.column([
///   .text("Jane Doe", role: .heading),
///   .paragraph(photo.description),
///   .separator,
///   .keyBar([KeyHint("f", "favorite"), KeyHint("Esc", "back")]),
/// ])
/// ```
public struct View: Sendable {
  /// How a view's size along a stack's axis is decided.
  public enum Length: Hashable, Sendable {
    /// As much as the content needs.
    case fit
    /// Exactly this many cells.
    case fixed(Int)
    /// A share of what is left once the others are placed, by weight.
    case fill(Int)
  }

  public enum Axis: Hashable, Sendable {
    case horizontal
    case vertical
  }

  public enum Alignment: Hashable, Sendable {
    case leading
    case center
    case trailing
  }

  /// Where an overlay goes over the view behind it.
  public enum Placement: Hashable, Sendable {
    /// A sheet of this size, centred.
    case center(width: Int, height: Int)
    /// A panel along the left edge, this fraction (0…1) of the width, the full height.
    case leading(fraction: Double)
    /// A panel along the right edge.
    case trailing(fraction: Double)
  }

  indirect enum Node: Sendable {
    case empty
    case text([Span], wrap: Bool, alignment: Alignment)
    case fill(Character, StyleRole)
    case stack(Axis, [View], spacing: Int)
    case padding(View, horizontal: Int, vertical: Int)
    case box(View, title: String?)
    case picture(Picture?, fit: PictureFit, viewport: PictureViewport, fallback: String)
    case grid([View], columns: Int, itemWidth: Int, itemHeight: Int, spacing: Int, rowSpacing: Int)
    case list([View], first: Int)
    case overlay(base: View, top: View, placement: Placement, dim: Bool)
    case styled(View, StyleRole)
    case tagged(View, String)
  }

  let node: Node
  /// How a horizontal stack sizes this view.
  public var width: Length
  /// How a vertical stack sizes this view.
  public var height: Length

  init(_ node: Node, width: Length = .fit, height: Length = .fit) {
    self.node = node
    self.width = width
    self.height = height
  }

  /// This view with the sizes given; `nil` keeps a size as it was.
  public func frame(width: Length? = nil, height: Length? = nil) -> View {
    View(node, width: width ?? self.width, height: height ?? self.height)
  }

  /// This view on a background of `role`'s style, and its text in that style: how a selected row or the
  /// title line look.
  public func styled(_ role: StyleRole) -> View {
    View(.styled(self, role), width: width, height: height)
  }

  /// This view, reporting `tag` when the mouse clicks inside it.
  public func tagged(_ tag: String) -> View {
    View(.tagged(self, tag), width: width, height: height)
  }

  /// This view with `horizontal` columns and `vertical` rows of space around it.
  public func padding(horizontal: Int = 1, vertical: Int = 0) -> View {
    View(.padding(self, horizontal: horizontal, vertical: vertical), width: width, height: height)
  }

  /// This view in a border, with `title` in its top edge.
  public func boxed(title: String? = nil) -> View {
    View(.box(self, title: title.map(TerminalText.screenLine)), width: width, height: height)
  }

  /// This view with `top` drawn over it: a sheet or a side panel. With `dim`, this view fades behind it and
  /// its mouse regions stop answering.
  public func overlay(_ top: View, placement: Placement, dim: Bool = true) -> View {
    View(.overlay(base: self, top: top, placement: placement, dim: dim), width: width, height: height)
  }
}
