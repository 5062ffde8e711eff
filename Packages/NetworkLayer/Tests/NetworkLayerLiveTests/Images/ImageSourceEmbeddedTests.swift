import Core
import EmbeddedCatalog
import Foundation
import Models
import NetworkLayer
import Synchronization
import TestExpectations
import Testing

@testable import NetworkLayerLive

/// The embedded catalogs' pictures without a network: photos at their aspect ratio, news pictures at 16:9
/// from a catalog photo their name picks, widths kept in bounds, ETags that revalidate, unknown names refused.
@Suite struct ImageSourceEmbeddedTests {
  /// The bitmaps the source encoded, by the order it encoded them.
  final class Encoded: Sendable {
    let bitmaps = Mutex([Bitmap]())
    var encode: @Sendable (Bitmap) throws -> Data {
      { bitmap in
        self.bitmaps.withLock { $0.append(bitmap) }
        return Data(bitmap.rgba)
      }
    }
    var last: Bitmap? { bitmaps.withLock { $0.last } }
  }

  func fetch(_ text: String, etag: String? = nil, _ encoded: Encoded) async throws -> ImageDownload {
    let url = try #require(URL(string: text))
    return try await ImageSource.embedded(encode: encoded.encode).fetch(url, etag)
  }

  @Test func aPhoto_isItsBlurHash_atItsAspectRatio_andRevalidates() async throws {
    let photo = try #require(EmbeddedPhotoCatalog.standard.page(1, perPage: 1).photos.first)
    let encoded = Encoded()
    let answer = try await fetch("embedded://photos/\(photo.id)?w=120", encoded)
    let bitmap = try #require(encoded.last)
    #expect(bitmap.width == 120)
    #expect(bitmap.height == Int((120 * Double(photo.height) / Double(photo.width)).rounded()))
    guard case .downloaded(_, let etag, _) = answer else {
      Issue.record("expected a download, got \(answer)")
      return
    }
    #expect(etag == "\"embedded-\(photo.id)-120\"")
    #expect(try await fetch("embedded://photos/\(photo.id)?w=120", etag: etag, encoded) == .notModified(maxAge: nil))
  }

  @Test func aNewsPicture_isACatalogPhotosBlurHash_at16to9_alwaysTheSame() async throws {
    let articles = EmbeddedNewsCatalog.reader.topHeadlines(category: .business, sources: [], country: nil, query: nil)
    let urls = articles.prefix(6).compactMap(\.urlToImage)
    #expect(urls.count >= 4)
    expectAll(urls, "no request leaves the machine") { $0.scheme == "embedded" && $0.host == "news" }
    let encoded = Encoded()
    let first = try await fetch(urls[0].absoluteString + "?w=160", encoded)
    expectEqual(encoded.last.map { [$0.width, $0.height] }, [160, 90])
    #expect(try await fetch(urls[0].absoluteString + "?w=160", encoded) == first, "the same picture every time")
    var pictures: Set<[UInt8]> = []
    for url in urls {
      _ = try await fetch(url.absoluteString, encoded)
      let bitmap = try #require(encoded.last)
      #expect(bitmap.width == 400 && bitmap.height == 225, "400 wide without a w")
      pictures.insert(bitmap.rgba)
    }
    #expect(pictures.count > 1, "articles have different pictures")
    guard case .downloaded(_, let etag, _) = first else {
      Issue.record("expected a download, got \(first)")
      return
    }
    #expect(etag == "\"embedded-news-\(urls[0].lastPathComponent)-160\"")
    #expect(try await fetch(urls[0].absoluteString + "?w=160", etag: etag, encoded) == .notModified(maxAge: nil))
  }

  @Test(arguments: [("0", 1), ("-5", 1), ("99999999999999999999", 400), ("5000", 2000), ("abc", 400)])
  func theWidth_staysWithin1And2000(_ width: String, _ expected: Int) async throws {
    let encoded = Encoded()
    _ = try await fetch("embedded://news/the-ledger-40007?w=\(width)", encoded)
    #expect(encoded.last?.width == expected)
  }

  @Test(arguments: [
    "embedded://photos/no-such-photo", "embedded://news/", "embedded://news", "embedded://videos/1",
    "https://news.example/images/1.jpg", "embedded://news/" + String(repeating: "a", count: 300),
  ])
  func anythingElse_isNotFound(_ text: String) async throws {
    let encoded = Encoded()
    await #expect(throws: ImageError.self) { try await fetch(text, encoded) }
    #expect(encoded.last == nil)
  }
}
