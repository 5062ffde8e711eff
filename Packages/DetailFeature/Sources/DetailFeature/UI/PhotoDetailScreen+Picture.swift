import Core
import CoreUI
import Models
import NetworkLayer
import TerminalGraphics

/// The photo page's picture: the image pipeline's once it arrives, the BlurHash placeholder until then.
extension PhotoDetailScreen {
  /// What the picture area of `columns`×`rows` cells asks the pipeline for: the `regular` rendition
  /// fitted inside the area (two pixels a cell down in half blocks, the cell's own pixels when a graphics
  /// protocol draws it), as many times larger as the zoom needs.
  static func request(
    for photo: Photo, rows: Int, columns: Int, zoom: Double, perCell: PixelsPerCell = PixelsPerCell(across: 1, down: 2)
  ) -> ImageRequest {
    let scale = min(max(Int(zoom.rounded(.up)), 1), 3)
    let box = perCell.pixels(columns: max(columns, 1) * scale, rows: max(rows, 1) * scale)
    let source = PixelSize(width: photo.width, height: photo.height)
    let url = ImageRequest.url(photo.urls.regular, atMostWidth: ImageFit.fit.widthNeeded(aspect: source, box: box))
    return ImageRequest(url: url, size: box, fit: .fit, priority: .high)
  }

  /// The pipeline's picture once loaded (asked for as the screen draws; another photo's load is cancelled),
  /// the last one it gave for this photo while a zoom loads, else the placeholder.
  func picture(
    for photo: Photo, rows: Int, columns: Int, usesColor: Bool,
    perCell: PixelsPerCell = PixelsPerCell(across: 1, down: 2)
  ) -> Picture? {
    if let loader {
      let request = Self.request(for: photo, rows: rows, columns: columns, zoom: zoom.zoom, perCell: perCell)
      loader.want(usesColor ? [request] : [])
      if let loaded = loader.picture(for: request) {
        lastLoaded = (photo.id, loaded)
        return loaded
      }
      if let lastLoaded, lastLoaded.id == photo.id { return lastLoaded.picture }
    }
    return placeholder(for: photo)
  }

  /// The most items' pictures kept at once: a page's sections rarely hold more.
  static let itemPictureLimit = 64

  /// What the picture of `item` in a box of `columns`×``ItemPicture/rows`` cells asks the pipeline for; `nil` when
  /// it has none.
  static func request(
    for item: SectionItem, columns: Int, perCell: PixelsPerCell = PixelsPerCell(across: 1, down: 2)
  ) -> ImageRequest? {
    guard let image = item.image else { return nil }
    return ImageRequest(
      url: image.url, size: perCell.pixels(columns: columns, rows: ItemPicture.rows), fit: .fill, priority: .high)
  }

  /// Asks the pipeline for the pictures of the sections' items but the header's (at most ``itemPictureLimit``; none
  /// without color, under 40 columns or without a pipeline) and returns what sets an item's row beside its picture,
  /// loaded or not yet; an item without a picture keeps its row as it is.
  func itemPictures(
    _ sections: [SectionSnapshot], width: Int, usesColor: Bool, perCell: PixelsPerCell
  ) -> (SectionItem, View) -> View {
    guard let itemLoader, let columns = ItemPicture.columns(width: width, usesColor: usesColor) else {
      itemLoader?.want([])
      return { $1 }
    }
    // The header's picture is the photo itself, already drawn above.
    let requests = sections.filter { $0.id != HeaderSection.id }.flatMap { section -> [SectionItem] in
      if case .loaded(let items) = section.state { items } else { [] }
    }.compactMap { Self.request(for: $0, columns: columns, perCell: perCell) }.prefix(Self.itemPictureLimit)
    itemLoader.want(Array(requests))
    let drawn = Set(requests)
    return { item, row in
      guard let image = item.image, let request = Self.request(for: item, columns: columns, perCell: perCell),
        drawn.contains(request)
      else { return row }
      return ItemPicture.row(
        itemLoader.picture(for: request), columns: columns, fallback: image.description ?? "", beside: row)
    }
  }

  /// The placeholder at the photo's own aspect ratio, as large as the area can show (up to 64 pixels a side).
  private func placeholder(for photo: Photo) -> Picture? {
    let aspect = Double(max(photo.width, 1)) / Double(max(photo.height, 1))
    let side = 64.0
    let width = max(1, Int(aspect >= 1 ? side : side * aspect))
    let height = max(1, Int(aspect >= 1 ? side / aspect : side))
    return pictures.picture(for: photo.id, width: width, height: height) {
      if let hash = photo.blurHash, let rgb = try? BlurHash.decode(hash, width: width, height: height) {
        return Picture(width: width, height: height, rgb: rgb)
      }
      guard let color = RGBColor(hex: photo.color) else { return nil }
      return Picture(width: 1, height: 1, rgb: [color.red, color.green, color.blue])
    }
  }
}
