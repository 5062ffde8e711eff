import Core
import CoreUI
import Foundation
import Models
import NetworkLayer
import TerminalGraphics

/// The pictures of a grid's tiles: each photo's `small` rendition from the image pipeline, filling its
/// tile's cells (two pixels a cell down in half blocks, the cell's own pixels when a graphics protocol draws
/// them), and its BlurHash placeholder until that arrives, when it fails,
/// or when no module provides the pipeline. What shows loads at once, the next row is prefetched, and
/// loads of rows scrolled away are cancelled.
@MainActor
final class TilePictures {
  let placeholders = PlaceholderPictures()
  /// `nil` without an image pipeline: the placeholders stay.
  let loader: PictureLoader<ImageRequest>?
  /// The pixels a cell needs, as the last frame said.
  private var perCell = PixelsPerCell(across: 1, down: 2)
  /// Requests made before, by everything they are made of: each frame asks for every tile's request twice,
  /// and making one parses and rebuilds its URL.
  private var requests: [RequestKey: ImageRequest] = [:]
  /// The most requests kept; past it the memo starts over.
  static let requestLimit = 512

  private struct RequestKey: Hashable {
    let url: URL
    let width: Int
    let height: Int
    let columns: Int
    let rows: Int
    let perCell: PixelsPerCell
  }

  init(images: ImageClient?) {
    loader = images.map {
      PictureLoader(source: .bitmaps($0.image, prefetch: $0.prefetch, cancelPrefetch: $0.cancelPrefetch))
    }
  }

  /// What a tile of `columns`×`rows` cells asks the pipeline for (a prefetch of it runs at low priority
  /// whatever the request says).
  static func request(
    for photo: Photo, columns: Int, rows: Int, perCell: PixelsPerCell = PixelsPerCell(across: 1, down: 2)
  ) -> ImageRequest {
    let box = perCell.pixels(columns: columns, rows: rows)
    let aspect = PixelSize(width: photo.width, height: photo.height)
    let url = ImageRequest.url(photo.urls.small, atMostWidth: ImageFit.fill.widthNeeded(aspect: aspect, box: box))
    return ImageRequest(url: url, size: box, fit: .fill, priority: .high)
  }

  /// Loads the pictures of `shown` and prefetches those of `ahead`, at `perCell` pixels a cell; with
  /// `usesColor` false (`NO_COLOR` or `--graphics text`, where words stand in for pictures) nothing loads.
  func show(
    _ shown: [Photo], ahead: [Photo], columns: Int, rows: Int, usesColor: Bool,
    perCell: PixelsPerCell = PixelsPerCell(across: 1, down: 2)
  ) {
    self.perCell = perCell
    guard let loader else { return }
    guard usesColor else { return loader.want([]) }
    loader.want(
      shown.map { request(for: $0, columns: columns, rows: rows) },
      ahead: ahead.map { request(for: $0, columns: columns, rows: rows) })
  }

  /// ``request(for:columns:rows:perCell:)`` at the last frame's pixels a cell, made once and kept.
  private func request(for photo: Photo, columns: Int, rows: Int) -> ImageRequest {
    let key = RequestKey(
      url: photo.urls.small, width: photo.width, height: photo.height, columns: columns, rows: rows, perCell: perCell)
    if let known = requests[key] { return known }
    if requests.count >= Self.requestLimit { requests.removeAll(keepingCapacity: true) }
    let made = Self.request(for: photo, columns: columns, rows: rows, perCell: perCell)
    requests[key] = made
    return made
  }

  /// The pipeline's picture of `photo` for `columns`×`rows` cells once loaded, else its placeholder.
  func picture(for photo: Photo, columns: Int, rows: Int) -> Picture? {
    let request = request(for: photo, columns: columns, rows: rows)
    if let loaded = loader?.picture(for: request) { return loaded }
    return placeholders.picture(for: photo, columns: columns, rows: rows)
  }

  /// Tries failed pictures again: a reload.
  func retry() { loader?.forgetFailures() }

  /// Stops every load: the screen went away.
  func cancelAll() { loader?.cancelAll() }
}
