/// The small picture at a list item's left, as plugin pages and the photo page's sections draw it: four rows high,
/// a sixth of the width (8–16 columns), the item's own row filling the rest. Only color terminals of 40 columns or
/// more show it; elsewhere an item is its text alone.
///
/// ```swift
/// let columns = ItemPicture.columns(width: 100, usesColor: true)   // 16
/// let view = ItemPicture.row(loaded, columns: 16, fallback: "Lake", beside: text)
/// ```
public enum ItemPicture {
  /// The rows a picture takes: four, eight pixels down in half blocks.
  public static let rows = 4

  /// The columns of a picture at `width`: a sixth of it, between 8 and 16; `nil` when pictures are not drawn (no
  /// color, or a terminal under 40 columns).
  public static func columns(width: Int, usesColor: Bool) -> Int? {
    guard usesColor, width >= 40 else { return nil }
    return min(max(width / 6, 8), 16)
  }

  /// `item` with `picture` (`nil` while it loads or when it failed: `fallback` shows) in a box of `columns` at its
  /// left, ``rows`` high.
  public static func row(_ picture: Picture?, columns: Int, fallback: String, beside item: View) -> View {
    let box = View.picture(picture, fit: .fill, fallback: fallback)
      .padding(horizontal: 1).frame(width: .fixed(columns + 2), height: .fixed(rows))
    return View.row([box, item.frame(width: .fill(1))])
  }
}
