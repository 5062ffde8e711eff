import Core
import EmbeddedCatalog
import Foundation
import Models
import NetworkLayer
import Testing

@testable import mosaic_bench_ui

/// The pictures `make bench-ui` draws in its grid are real ones: each embedded photo's BlurHash at the size asked,
/// and an unknown photo is refused rather than drawn blank.
@Suite struct BenchServicesTests {
  @Test func aPhotosPicture_isItsBlurHash_atTheSizeAsked() async throws {
    let photo = try #require(EmbeddedPhotoCatalog.standard.photos.first)
    let url = try #require(URL(string: "embedded://photos/\(photo.id)"))
    let request = ImageRequest(url: url, size: PixelSize(width: 8, height: 6), fit: .fill)
    let bitmap = try await BenchServices.blurHashes.image(request)
    #expect(bitmap.width == 8 && bitmap.height == 6)
    let expected = try BlurHash.decode(try #require(photo.blurHash), width: 8, height: 6)
    #expect(Array(bitmap.rgba.prefix(3)) == Array(expected.prefix(3)))
  }

  @Test func anUnknownPhoto_isRefused() async throws {
    let url = try #require(URL(string: "embedded://photos/not-a-photo"))
    await #expect(throws: ImageError.self) {
      _ = try await BenchServices.blurHashes.image(
        ImageRequest(url: url, size: PixelSize(width: 4, height: 4), fit: .fill))
    }
  }
}
