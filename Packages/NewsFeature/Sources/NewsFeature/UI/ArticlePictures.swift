import Core
import CoreUI
import Models
import NetworkLayer
import TerminalGraphics

/// The pictures of the larger articles in a list (every fourth, as in the seed): each article's image from
/// the image pipeline, fitted to the cells beside its text (two pixels a cell down in half blocks, the cell's
/// own pixels when a graphics protocol draws them). What shows loads at
/// once, the next larger articles are prefetched, and loads of articles scrolled away are cancelled. Without
/// a pipeline, or with `NO_COLOR`, lists are text only.
///
/// ```swift
/// let pictures = ArticlePictures(images: dependencies.images)
/// let columns = pictures.columns(width: 120, usesColor: true)   // 30
/// let list = ArticleRows.rows(items, selected: 0, timeZone: .current, pictures: pictures, columns: columns)
/// ```
@MainActor
final class ArticlePictures {
  /// The rows a picture takes: six, twelve pixels down.
  nonisolated static let rows = 6
  /// `nil` without an image pipeline.
  let loader: PictureLoader<ImageRequest>?
  /// The pixels a cell needs, as the frame being drawn says.
  var perCell = PixelsPerCell(across: 1, down: 2)

  init(images: ImageClient?) {
    loader = images.map {
      PictureLoader(source: .bitmaps($0.image, prefetch: $0.prefetch, cancelPrefetch: $0.cancelPrefetch), limit: 32)
    }
  }

  /// The columns of a picture at `width`: a quarter of it, between 12 and 32; `nil` when lists draw no
  /// pictures (no pipeline, no color, or a terminal under 60 columns).
  func columns(width: Int, usesColor: Bool) -> Int? {
    guard loader != nil, usesColor, width >= 60 else { return nil }
    return min(max(width / 4, 12), 32)
  }

  /// What the picture of `article` at `columns` asks the pipeline for; `nil` when it has no image.
  static func request(
    for article: Article, columns: Int, perCell: PixelsPerCell = PixelsPerCell(across: 1, down: 2)
  ) -> ImageRequest? {
    guard let url = article.urlToImage else { return nil }
    return ImageRequest(url: url, size: perCell.pixels(columns: columns, rows: rows), fit: .fill, priority: .high)
  }

  /// Loads the pictures of the larger articles among `articles[shown]`, prefetches those of the next eight
  /// articles, and cancels the rest, at ``perCell`` pixels a cell; with `columns` `nil` nothing loads.
  func show(_ articles: [Article], shown: ClosedRange<Int>, columns: Int?) {
    guard let loader else { return }
    guard let columns, !articles.isEmpty else { return loader.want([]) }
    let visible = shown.clamped(to: 0...(articles.count - 1))
    let next = (visible.upperBound + 1)..<min(visible.upperBound + 9, articles.count)
    func requests(_ indices: some Sequence<Int>) -> [ImageRequest] {
      indices.filter(ArticleRows.isLarge).compactMap {
        Self.request(for: articles[$0], columns: columns, perCell: perCell)
      }
    }
    loader.want(requests(visible), ahead: requests(next))
  }

  /// The loaded picture of `article` at `columns`, or `nil` while it loads or when it failed.
  func picture(for article: Article, columns: Int) -> Picture? {
    Self.request(for: article, columns: columns, perCell: perCell).flatMap { loader?.picture(for: $0) }
  }

  /// Tries failed pictures again: a reload.
  func retry() { loader?.forgetFailures() }

  /// Stops every load: the screen went away.
  func cancelAll() { loader?.cancelAll() }
}
