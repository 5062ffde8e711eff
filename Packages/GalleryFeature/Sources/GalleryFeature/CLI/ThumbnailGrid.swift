import Core
import CoreCLI
import Models
import NetworkLayer
import TerminalGraphics

/// How `mosaic gallery --thumbnails` was asked to draw.
struct ThumbnailOptions: Sendable, Hashable {
  /// Columns the grid may take; the terminal's width when `nil`.
  var width: Int?
  /// A mode asked for by name; detected from the terminal when `nil`.
  var mode: GraphicsMode?
}

extension ThumbnailOptions {
  /// The pictures a page command asked for (`--thumbnails --width N --graphics MODE`).
  init(_ request: PictureRequest) {
    self.init(width: request.width, mode: request.mode.flatMap(GraphicsMode.init(name:)))
  }
}

/// A page of photos as a grid of thumbnails: each photo's `small` rendition filling its cell, cropped
/// around the centre and never fetched wider than the cell shows, with ★ and the author under it. The whole
/// page is prefetched in one call; a progress line appears on standard error when that takes over half a
/// second. Where a thumbnail cannot be drawn its alt text (else "Photo by <author>") stands in.
struct ThumbnailGrid: Sendable {
  let images: ImageClient?
  let terminal: TerminalEnvironment
  /// Times the progress line's half-second wait; a test passes a clock that does not move.
  var clock: any Clock<Duration> = ContinuousClock()
  /// Cells of one thumbnail: 16 columns by 8 rows (16 × 16 pixels in half blocks, 16 × 8 cells' pixels
  /// for a protocol).
  static let cell = CellSize(columns: 16, rows: 8)
  static let gap = 2

  /// One block of lines per page, in order.
  func pages(_ pages: [[GalleryItem]], options: ThumbnailOptions, in context: CommandContext) async -> [[String]] {
    let language = context.language
    let target = terminal.target(requested: options.mode, asked: true)
    let width = options.width ?? terminal.width
    let grid = CellGrid(cellWidth: Self.cell.columns, gap: Self.gap)
    let items = pages.flatMap { $0 }
    let pictures = await draw(items, target: target, in: context)
    var start = 0
    return pages.map { page in
      let blocks = page.indices.map { offset in
        let item = page[offset]
        return pictures[start + offset] + caption(item, language: language, style: context.style)
      }
      start += page.count
      return grid.lines(for: blocks, fitting: width)
    }
  }

  private func caption(_ item: GalleryItem, language: Language, style: TextStyle) -> [String] {
    let width = Self.cell.columns
    let mark = item.isFavorite ? "★ " : ""
    let author = TerminalText.pad(mark + item.photo.user.name, width: width)
    let painted = item.isFavorite ? style.palette.paint("★", .accent) + String(author.dropFirst()) : author
    return [painted, style.palette.paint(TerminalText.pad(item.photo.id, width: width), .secondary)]
  }

  private func draw(_ items: [GalleryItem], target: GraphicsTarget, in context: CommandContext) async -> [[String]] {
    let language = context.language
    let standIns = items.map { item in
      TerminalPicture.standIn(
        ImageStrings.standIn(alt: item.photo.altDescription, author: item.photo.user.name, language),
        columns: Self.cell.columns, rows: Self.cell.rows
      ).lines
    }
    guard target.mode.drawsPictures, let images, !items.isEmpty else { return standIns }
    let box = target.pixels(for: Self.cell)
    let requests = items.map { item in
      let aspect = PixelSize(width: item.photo.width, height: item.photo.height)
      let url = ImageRequest.url(
        item.photo.urls.small, atMostWidth: ImageFit.fill.widthNeeded(aspect: aspect, box: box))
      return ImageRequest(url: url, size: box, fit: .fill, priority: .normal)
    }
    await images.prefetch(requests)
    let progress = ProgressLine(
      total: requests.count, isTerminal: terminal.errorIsTerminal, clock: clock, write: context.console.note
    ) {
      ImageStrings.loading(done: $0, total: $1, language)
    }
    progress.start()
    var pictures = standIns
    var firstError: (any Error)?
    await withTaskGroup(of: (Int, Result<Bitmap, any Error>).self) { group in
      for (index, request) in requests.enumerated() {
        // The tuple is built once, after the load, on purpose: written as `do { return (index, try await …) }
        // catch { return (index, …) }`, Swift 6.3's optimiser moved the store of `index` above the `await` and
        // then lost it, so every loaded picture came back with whatever the result held — 0 (all drawn into
        // the first tile) or garbage (a trap) — in release builds only (issue 19, PROJECT_PLAN.md).
        group.addTask {
          let result: Result<Bitmap, any Error>
          do {
            result = .success(try await images.image(request))
          } catch {
            result = .failure(error)
          }
          return (index, result)
        }
      }
      for await (index, result) in group {
        progress.advance()
        switch result {
        case .success(let bitmap):
          pictures[index] =
            TerminalPicture.draw(bitmap, target: target, cells: Self.cell, imageID: target.imageID(index)).lines
        case .failure(let error):
          // A load stopped with the command (its deadline, Ctrl-C) is no picture's fault: nothing to say.
          if firstError == nil, !(error is CancellationError) { firstError = error }
        }
      }
    }
    progress.finish()
    // Stopped with the command: what was prefetched for it is not wanted any more.
    if Task.isCancelled { await images.cancelPrefetch(requests) }
    if let firstError, !Task.isCancelled {
      context.console.note(describe(firstError, in: language))
    }
    return pictures
  }
}
