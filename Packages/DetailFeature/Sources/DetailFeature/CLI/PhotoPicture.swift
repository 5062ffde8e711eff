import Core
import CoreCLI
import Models
import NetworkLayer
import TerminalGraphics

/// How `mosaic photo --image` was asked to draw: the width in columns and the graphics mode.
struct PictureOptions: Sendable, Hashable {
  /// Columns; the terminal's width when `nil`.
  var width: Int?
  /// A mode asked for by name; detected from the terminal when `nil`.
  var mode: GraphicsMode?
}

extension PictureOptions {
  /// The picture a page command asked for (`--image --width N --graphics MODE`).
  init(_ request: PictureRequest) {
    self.init(width: request.width, mode: request.mode.flatMap(GraphicsMode.init(name:)))
  }
}

/// The photo's picture above its page: the `regular` rendition, fitted inside the width without cropping,
/// never fetched wider than the cells can show. Where it cannot be drawn (no colors, a failed load) the
/// alt text, else "Photo by <author>", stands in, and a failed load says why on standard error.
struct PhotoPicture: Sendable {
  let images: ImageClient?
  let terminal: TerminalEnvironment

  func lines(for photo: Photo, options: PictureOptions, in context: CommandContext) async -> [String] {
    let language = context.language
    let target = terminal.target(requested: options.mode, asked: true)
    let columns = options.width ?? terminal.width
    let standIn = ImageStrings.standIn(alt: photo.altDescription, author: photo.user.name, language)
    guard target.mode.drawsPictures, let images else { return TerminalPicture.standIn(standIn, columns: columns).lines }
    let rows = max(4, min(terminal.rows.map { $0 - 2 } ?? columns / 2, columns))
    let box = target.pixels(for: CellSize(columns: columns, rows: rows))
    let source = PixelSize(width: photo.width, height: photo.height)
    let url = ImageRequest.url(photo.urls.regular, atMostWidth: ImageFit.fit.widthNeeded(aspect: source, box: box))
    let request = ImageRequest(url: url, size: box, fit: .fit, priority: .high)
    let progress = ProgressLine(total: 1, isTerminal: terminal.errorIsTerminal, write: context.console.note) {
      ImageStrings.loading(done: $0, total: $1, language)
    }
    progress.start()
    defer { progress.finish() }
    do {
      let bitmap = try await images.image(request)
      progress.advance()
      // The cells the fitted bitmap covers, in the box's proportion of cells to pixels.
      let cells = CellSize(
        columns: (bitmap.width * columns + box.width - 1) / max(box.width, 1),
        rows: (bitmap.height * rows + box.height - 1) / max(box.height, 1))
      return TerminalPicture.draw(bitmap, target: target, cells: cells, imageID: target.imageID(0)).lines
    } catch {
      // A load stopped with the command (its deadline, Ctrl-C) is no picture's fault: nothing to say.
      if !(error is CancellationError) && !Task.isCancelled {
        context.console.note(describe(error, in: language))
      }
      return TerminalPicture.standIn(standIn, columns: columns).lines
    }
  }
}
