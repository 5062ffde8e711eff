import Core
import CoreUI
import NetworkLayer
import TerminalGraphics

/// The pictures of a plugin page's items, drawn as the built-in lists draw theirs: each item whose picture the
/// manifest's origins let through (``PluginPictureGate``, when the items arrived) asks the host's image pipeline for
/// it, fitted to a box of cells at the item's left (two pixels a cell down in half blocks, the cell's own pixels when
/// a graphics protocol draws them). What shows loads at once and a page that goes away cancels its loads. Without a
/// pipeline, or with `NO_COLOR`, items show as text only; an item without a picture never asks for one.
///
/// ```swift
/// let pictures = PluginItemPictures(images: client.images)
/// let columns = pictures.columns(width: 100, usesColor: true)   // 16
/// pictures.show(page.items, columns: columns)
/// ```
@MainActor
final class PluginItemPictures {
  /// The rows a picture takes: ``ItemPicture/rows``.
  nonisolated static let rows = ItemPicture.rows
  /// `nil` without an image pipeline.
  let loader: PictureLoader<ImageRequest>?
  /// The pixels a cell needs, as the frame being drawn says.
  var perCell = PixelsPerCell(across: 1, down: 2)

  /// Room for every item of a page (at most ``PluginItems/limit``), so the page never evicts a picture it still shows.
  init(images: ImageClient?) {
    loader = images.map {
      PictureLoader(
        source: .bitmaps($0.image, prefetch: $0.prefetch, cancelPrefetch: $0.cancelPrefetch), limit: PluginItems.limit)
    }
  }

  /// The columns of a picture at `width`: a sixth of it, between 8 and 16; `nil` when the page draws no pictures (no
  /// pipeline, no color, or a terminal under 40 columns).
  func columns(width: Int, usesColor: Bool) -> Int? {
    guard loader != nil else { return nil }
    return ItemPicture.columns(width: width, usesColor: usesColor)
  }

  /// What the picture of `item` at `columns` asks the pipeline for; `nil` when it has none.
  static func request(
    for item: SectionItem, columns: Int, perCell: PixelsPerCell = PixelsPerCell(across: 1, down: 2)
  ) -> ImageRequest? {
    guard let image = item.image else { return nil }
    return ImageRequest(url: image.url, size: perCell.pixels(columns: columns, rows: rows), fit: .fill, priority: .high)
  }

  /// Loads the pictures of `items` (a page holds at most 100) at ``perCell`` pixels a cell; with `columns` `nil`
  /// nothing loads.
  func show(_ items: [SectionItem], columns: Int?) {
    guard let loader else { return }
    guard let columns else { return loader.want([]) }
    loader.want(items.compactMap { Self.request(for: $0, columns: columns, perCell: perCell) })
  }

  /// The loaded picture of `item` at `columns`, or `nil` while it loads or when it failed.
  func picture(for item: SectionItem, columns: Int) -> Picture? {
    Self.request(for: item, columns: columns, perCell: perCell).flatMap { loader?.picture(for: $0) }
  }

  /// Tries failed pictures again: a reload.
  func retry() { loader?.forgetFailures() }

  /// Stops every load: the page went away.
  func cancelAll() { loader?.cancelAll() }
}
