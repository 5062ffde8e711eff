import Core
import CoreCLI
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import Synchronization
import TestExpectations
import Testing

@testable import GalleryFeature
@testable import TerminalGraphics

/// The thumbnail grid: the `small` rendition filling each cell, never fetched wider than it shows, the
/// whole page prefetched in one call, authors and ★ under the pictures, words where a picture fails.
struct ThumbnailGridTests {
  final class Recorder: Sendable {
    let state = Mutex<(prefetches: [[ImageRequest]], loads: [ImageRequest])>(([], []))
  }

  static func client(_ recorder: Recorder, failing failed: Set<String> = []) -> ImageClient {
    ImageClient(
      image: { request in
        recorder.state.withLock { $0.loads.append(request) }
        if failed.contains(where: { request.url.absoluteString.contains($0) }) {
          throw ImageError(.notFound, url: request.url)
        }
        return Bitmap(
          width: request.size.width, height: request.size.height, filling: RGBA(red: 255, green: 0, blue: 0))
      },
      prefetch: { requests in recorder.state.withLock { $0.prefetches.append(requests) } },
      cancelPrefetch: { _ in }, statistics: { ImageStatistics() })
  }

  /// A clock that does not move, for the tests that count what standard error shows: on a loaded machine the
  /// pictures may take longer than the progress line's half second, and its line would be one more.
  static var still: ManualClock { ManualClock() }

  static func items() throws -> [GalleryItem] {
    try (1...5).map { GalleryItem(photo: try PhotoFixtures.withRenditions($0), isFavorite: $0 == 2) }
  }

  @Test func page_prefetchesOnce_fillsCells_andCaptionsAuthorsWithStars() async throws {
    let recorder = Recorder()
    let items = try Self.items()
    let grid = ThumbnailGrid(
      images: Self.client(recorder),
      terminal: TerminalEnvironment(environment: ["COLORTERM": "truecolor"], outputIsTerminal: true),
      clock: Self.still)
    let console = CapturedConsole()
    let pages = await grid.pages(
      [items], options: ThumbnailOptions(width: 40, mode: nil), in: CommandContext(console: console.console))
    let lines = try requireValue(pages.first)
    let state = recorder.state.withLock { $0 }
    #expect(state.prefetches.count == 1 && state.prefetches[0].count == 5)
    expectAll(state.loads) { $0.fit == .fill && $0.size == PixelSize(width: 16, height: 16) }
    expectAll(state.loads) { $0.url.absoluteString.hasSuffix("/small") }
    // Two cells of 16 with a gap of 2 fit in 40 columns: three rows of pictures and captions.
    expectEqual(lines.filter { $0.contains(items[0].photo.id) }.first?.contains(items[1].photo.id), true)
    expectSome(lines) { $0.contains("★ " + items[1].photo.user.name.prefix(10)) }
    expectEqual(lines.first?.contains("\u{1B}[38;2;255;0;0m"), true)
    expectEmpty(console.errors)
  }

  @Test func failedPicture_letsItsWordsStandIn_andSaysWhyOnce() async throws {
    let recorder = Recorder()
    let items = try Self.items()
    let grid = ThumbnailGrid(
      images: Self.client(recorder, failing: [items[0].photo.id, items[1].photo.id]),
      terminal: TerminalEnvironment(environment: [:], outputIsTerminal: true), clock: Self.still)
    let console = CapturedConsole()
    let lines = await grid.pages(
      [items], options: ThumbnailOptions(width: 16, mode: nil), in: CommandContext(console: console.console))[0]
    let standIn = ImageStrings.standIn(alt: items[0].photo.altDescription, author: items[0].photo.user.name, .english)
    expectText(lines[0], hasPrefix: "[" + standIn.prefix(10))
    expectEqual(console.errors.split(separator: "\n").count, 1)
  }

  /// Issue 19: every photo's picture lands in its own tile. The optimised build (Swift 6.3, `-O`) lost the index of
  /// every picture that loaded, so all of them were drawn into the first tile (or past the end: a trap) and the
  /// other tiles kept their words. `swift test -c release --filter ThumbnailGridTests` runs it as it ships.
  @Test func everyTile_showsItsOwnPicture_atTheSizeOfAPage() async throws {
    let items = try (1...30).map { GalleryItem(photo: try PhotoFixtures.withRenditions($0), isFavorite: false) }
    let shades = Dictionary(uniqueKeysWithValues: items.enumerated().map { ($1.photo.urls.small, UInt8(8 * $0 + 7)) })
    let images = ImageClient(
      image: { request in
        await Task.yield()
        guard let shade = shades[request.url] else { throw ImageError(.notFound, url: request.url) }
        return Bitmap(
          width: request.size.width, height: request.size.height, filling: RGBA(red: shade, green: 0, blue: 0))
      },
      prefetch: { _ in }, cancelPrefetch: { _ in }, statistics: { ImageStatistics() })
    // The clock does not move: on a loaded machine the thirty pictures may take longer than the progress line's
    // half second, which would print it on standard error where this test expects nothing.
    let grid = ThumbnailGrid(
      images: images, terminal: TerminalEnvironment(environment: ["COLORTERM": "truecolor"], outputIsTerminal: true),
      clock: ManualClock())
    let console = CapturedConsole()
    // One tile a row of 8 picture lines, 2 caption lines and a blank one: line 11 * n is photo n's top.
    let lines = await grid.pages(
      [items], options: ThumbnailOptions(width: 16, mode: nil), in: CommandContext(console: console.console))[0]
    try #require(lines.count == 11 * 30 - 1)
    for (offset, item) in items.enumerated() {
      let top = lines[11 * offset]
      expectText(
        top, hasPrefix: "\u{1B}[38;2;\(8 * offset + 7);0;0m", "\(item.photo.id): \(top.prefix(40).debugDescription)")
    }
    expectEmpty(console.errors)
  }

  // Issue 19: a command stopped at its deadline printed `CancellationError()` for its pictures.
  @Test func picturesStoppedWithTheCommand_sayNothing() async throws {
    let grid = ThumbnailGrid(
      images: ImageClient(
        image: { _ in throw CancellationError() }, prefetch: { _ in }, cancelPrefetch: { _ in },
        statistics: { ImageStatistics() }),
      terminal: TerminalEnvironment(environment: ["COLORTERM": "truecolor"], outputIsTerminal: true),
      clock: Self.still)
    let console = CapturedConsole()
    _ = await grid.pages(
      [try Self.items()], options: ThumbnailOptions(width: 40), in: CommandContext(console: console.console))
    expectEmpty(console.errors, "\(console.errors)")
  }

  @Test func aPhotoOfImpossibleSize_asksForABoundedWidth() async throws {
    let recorder = Recorder()
    let photo = try PhotoFixtures.withRenditions(1)
    let wide = Photo(
      id: photo.id, createdAt: photo.createdAt, width: .max, height: 1, color: photo.color, blurHash: photo.blurHash,
      likes: photo.likes, description: nil, altDescription: nil, urls: photo.urls, user: photo.user)
    let grid = ThumbnailGrid(
      images: Self.client(recorder),
      terminal: TerminalEnvironment(environment: ["COLORTERM": "truecolor"], outputIsTerminal: true))
    _ = await grid.pages(
      [[GalleryItem(photo: wide, isFavorite: false)]], options: ThumbnailOptions(width: 40),
      in: CommandContext(console: CapturedConsole().console))
    expectEqual(recorder.state.withLock { $0.loads.count }, 1)
  }

  @Test func textMode_asksForNoPicture() async throws {
    let recorder = Recorder()
    let grid = ThumbnailGrid(
      images: Self.client(recorder),
      terminal: TerminalEnvironment(environment: ["NO_COLOR": "1"], outputIsTerminal: true))
    _ = await grid.pages(
      [try Self.items()], options: ThumbnailOptions(), in: CommandContext(console: CapturedConsole().console))
    expectTrue(recorder.state.withLock { $0.loads.isEmpty && $0.prefetches.isEmpty })
  }
}
