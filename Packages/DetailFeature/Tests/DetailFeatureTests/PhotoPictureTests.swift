import Core
import CoreCLI
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import Synchronization
import TestExpectations
import Testing

@testable import DetailFeature
@testable import TerminalGraphics

/// The photo above its page: `regular`, fitted inside the width, never fetched wider than the cells show.
@Suite struct PhotoPictureTests {
  @Test func picture_asksForTheRegularRenditionAtTheWidthItShows() async throws {
    let asked = Mutex<[ImageRequest]>([])
    let images = ImageClient(
      image: { request in
        asked.withLock { $0.append(request) }
        return Bitmap(width: 40, height: 26, filling: RGBA(red: 0, green: 0, blue: 255))
      },
      prefetch: { _ in }, cancelPrefetch: { _ in }, statistics: { ImageStatistics() })
    let photo = try PhotoFixtures.withRenditions(1)
    let picture = PhotoPicture(images: images, terminal: TerminalEnvironment(environment: [:], outputIsTerminal: true))
    let lines = await picture.lines(
      for: photo, options: PictureOptions(width: 40, mode: .truecolor),
      in: CommandContext(console: CapturedConsole().console))
    let request = try requireValue(asked.withLock { $0.first })
    #expect(request.fit == .fit && request.priority == .high && request.size.width == 40)
    #expect(request.url.absoluteString.hasSuffix("/regular"))
    #expect(lines.count == 13 && lines[0].contains("\u{1B}[38;2;0;0;255m"))
  }

  @Test func failedLoad_letsTheAltTextStandIn_andSaysWhy() async throws {
    let photo = try PhotoFixtures.withRenditions(1)
    let console = CapturedConsole()
    let picture = PhotoPicture(
      images: .failing, terminal: TerminalEnvironment(environment: [:], outputIsTerminal: true))
    let lines = await picture.lines(
      for: photo, options: PictureOptions(width: 30), in: CommandContext(console: console.console))
    let standIn = ImageStrings.standIn(alt: photo.altDescription, author: photo.user.name, .english)
    #expect(lines.joined(separator: " ").hasPrefix("[" + standIn.prefix(8)))
    #expect(console.errors.contains("image client"))
  }

  // Issue 19: a command stopped at its deadline printed `CancellationError()` above its page.
  @Test func aLoadStoppedWithTheCommand_saysNothing() async throws {
    let photo = try PhotoFixtures.withRenditions(1)
    let console = CapturedConsole()
    let images = ImageClient(
      image: { _ in throw CancellationError() }, prefetch: { _ in }, cancelPrefetch: { _ in },
      statistics: { ImageStatistics() })
    let picture = PhotoPicture(images: images, terminal: TerminalEnvironment(environment: [:], outputIsTerminal: true))
    let lines = await picture.lines(
      for: photo, options: PictureOptions(width: 30), in: CommandContext(console: console.console))
    #expect(!lines.isEmpty)
    #expect(console.errors.isEmpty, "\(console.errors)")
  }

  @Test func aPhotoOfImpossibleSize_isDrawnInsideTheWidth() async throws {
    let photo = try PhotoFixtures.withRenditions(1)
    let tall = Photo(
      id: photo.id, createdAt: photo.createdAt, width: 1, height: .max, color: photo.color, blurHash: photo.blurHash,
      likes: photo.likes, description: nil, altDescription: nil, urls: photo.urls, user: photo.user)
    let asked = Mutex<[ImageRequest]>([])
    let images = ImageClient(
      image: { request in
        asked.withLock { $0.append(request) }
        return Bitmap(width: 1, height: 1, filling: RGBA(red: 0, green: 0, blue: 255))
      },
      prefetch: { _ in }, cancelPrefetch: { _ in }, statistics: { ImageStatistics() })
    let picture = PhotoPicture(images: images, terminal: TerminalEnvironment(environment: [:], outputIsTerminal: true))
    _ = await picture.lines(
      for: tall, options: PictureOptions(width: 30, mode: .truecolor),
      in: CommandContext(console: CapturedConsole().console))
    expectEqual(asked.withLock { $0.count }, 1)
  }
}
