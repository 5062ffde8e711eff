import Core
import CoreUI
import Models
import TerminalGraphics

/// The grid of photo tiles the gallery and the favorites share: each tile its picture (the image
/// pipeline's, its BlurHash until then) over the author's name, with the red ♥ on favorites, the selected tile marked.
struct PhotoGrid {
  /// One tile's photo and mark.
  struct Tile {
    let photo: Photo
    let isFavorite: Bool
  }

  /// The narrowest a tile gets.
  static let minimumTileWidth = 20

  /// How tiles fit `size`: as many rows as fit at 7 rows a tile or more, stretched to fill the height, up
  /// to 9 rows a tile.
  static func layout(for size: Size) -> GridLayout {
    let rows = max(1, (size.height + 1) / 8)
    let tileHeight = min(max((size.height + 1) / rows - 1, 2), 9)
    return GridLayout(size: size, minimumItemWidth: minimumTileWidth, itemHeight: tileHeight)
  }

  /// The tiles that show from `firstRow`, each tagged `photo:<index>` for the mouse. Asks `pictures` for
  /// the rows that show and prefetches the row after them.
  @MainActor
  static func view(
    _ tiles: [Tile], selected: Int, firstRow: Int, layout: GridLayout, pictures: TilePictures,
    language: Language, usesColor: Bool = true, perCell: PixelsPerCell = PixelsPerCell(across: 1, down: 2)
  ) -> View {
    let shown = layout.visibleItems(from: firstRow, count: tiles.count)
    let ahead = shown.upperBound..<min(shown.upperBound + layout.columns, tiles.count)
    pictures.show(
      shown.map { tiles[$0].photo }, ahead: ahead.map { tiles[$0].photo }, columns: layout.itemWidth,
      rows: layout.itemHeight - 1, usesColor: usesColor, perCell: perCell)
    let views = shown.map { index in
      tile(
        tiles[index], selected: index == selected, layout: layout, pictures: pictures, language: language
      )
      .tagged("photo:\(index)")
    }
    return View.grid(
      views, columns: layout.columns, itemWidth: layout.itemWidth, itemHeight: layout.itemHeight,
      spacing: layout.spacing, rowSpacing: layout.rowSpacing)
  }

  @MainActor
  private static func tile(
    _ tile: Tile, selected: Bool, layout: GridLayout, pictures: TilePictures, language: Language
  ) -> View {
    let photo = tile.photo
    let name = GalleryScreenStrings.author(photo, language)
    let caption = View.line(tile.isFavorite ? [Span("♥ ", .favorite), Span(name)] : [Span("  "), Span(name)])
      .frame(height: .fixed(1))
    let rows = layout.itemHeight - 1
    let picture = View.picture(
      pictures.picture(for: photo, columns: layout.itemWidth, rows: rows), fit: .fill,
      fallback: GalleryScreenStrings.pictureText(photo, language))
    return View.column([picture.frame(height: .fill(1)), selected ? caption.styled(.selection) : caption])
  }
}
