import SafeText

extension View {
  /// Nothing; takes no room unless framed.
  public static let empty = View(.empty)

  /// Flexible empty room that pushes its neighbours apart in a stack.
  public static let spacer = View(.empty, width: .fill(1), height: .fill(1))

  /// One line of text in `role`, cut with `…` when it does not fit.
  public static func text(_ text: String, role: StyleRole = .body, alignment: Alignment = .leading) -> View {
    View(.text([Span(text, role)], wrap: false, alignment: alignment), height: .fixed(1))
  }

  /// One line made of spans, cut with `…` when it does not fit.
  public static func line(_ spans: [Span], alignment: Alignment = .leading) -> View {
    View(.text(spans, wrap: false, alignment: alignment), height: .fixed(1))
  }

  /// Text wrapped at spaces to the width it is given.
  public static func paragraph(_ text: String, role: StyleRole = .body, alignment: Alignment = .leading) -> View {
    View(.text([Span(text, role)], wrap: true, alignment: alignment))
  }

  /// Views side by side, `spacing` columns apart.
  public static func row(_ children: [View], spacing: Int = 0) -> View {
    View(.stack(.horizontal, children, spacing: spacing))
  }

  /// Views one below the other, `spacing` rows apart.
  public static func column(_ children: [View], spacing: Int = 0) -> View {
    View(.stack(.vertical, children, spacing: spacing))
  }

  /// Fills the room it gets with `character` in `role`.
  public static func fill(_ character: Character = " ", role: StyleRole = .body) -> View {
    View(.fill(character, role), width: .fill(1), height: .fill(1))
  }

  /// A horizontal rule one row high.
  public static let separator = View(.fill("─", .border), width: .fill(1), height: .fixed(1))

  /// A picture in the room it gets; `fallback` stands in where pictures cannot be drawn (no color) or
  /// when `picture` is `nil`.
  public static func picture(
    _ picture: Picture?, fit: PictureFit, viewport: PictureViewport = .whole, fallback: String
  ) -> View {
    View(
      .picture(picture, fit: fit, viewport: viewport, fallback: TerminalText.screenLine(fallback)), width: .fill(1),
      height: .fill(1))
  }

  /// Items of `itemWidth`×`itemHeight` cells, `columns` to a row, row after row; see ``GridLayout`` for
  /// how many fit and which rows show.
  public static func grid(
    _ items: [View], columns: Int, itemWidth: Int, itemHeight: Int, spacing: Int = 1, rowSpacing: Int = 1
  ) -> View {
    View(
      .grid(
        items, columns: max(columns, 1), itemWidth: max(itemWidth, 1), itemHeight: max(itemHeight, 1),
        spacing: max(spacing, 0), rowSpacing: max(rowSpacing, 0)),
      height: .fill(1))
  }

  /// Rows from `first` on, each as tall as it needs, as many as fit; see ``ListScroll`` for keeping the
  /// selection in view.
  public static func list(_ rows: [View], first: Int = 0) -> View {
    View(.list(rows, first: max(first, 0)), height: .fill(1))
  }
}
