import EmbeddedCatalog
import Hummingbird
import MockAPIServer
import Models
import Testing

@Suite struct ImageRoutesTests {
  typealias H = RouterHarness

  @Test func image_isAPNGOfTheBlurHashAtTheAskedWidthAndTheAspectRatio() async throws {
    let photo = try #require(H.photos.photos.first { $0.blurHash != nil && $0.width != $0.height })
    try await H.run { client, mock throws in
      let response = try await client.get("/img/\(photo.id)?w=120")
      #expect(response.status == .ok)
      #expect(response.header("Content-Type") == "image/png")
      #expect(response.header("Cache-Control") == "public, max-age=31536000, immutable")
      let etag = try #require(response.header("ETag"))
      #expect(etag.hasPrefix("\"") && etag.hasSuffix("\"") && !etag.hasPrefix("W/"))
      let image = try PNGEncoderTests.decode(response.bytes)
      let height = Int((120 * Double(photo.height) / Double(photo.width)).rounded())
      #expect(image.width == 120)
      #expect(image.height == height)
      #expect(image.rgb == (try BlurHash.decode(try #require(photo.blurHash), width: 120, height: height)))
      #expect(mock.stats.count(.images) == 1)
      #expect(mock.stats.count(.unsplash) == 0)
    }
  }

  static let widths: [(query: String, width: Int)] = [("", 400), ("?w=1", 1), ("?w=5000", 2000), ("?w=0", 1)]

  @Test(arguments: widths.indices)
  func width_defaultsTo400AndIsClampedTo1Through2000(index: Int) async throws {
    let (query, width) = Self.widths[index]
    let photo = H.photos.photos[3]
    try await H.run { client, _ throws in
      let response = try await client.get("/img/\(photo.id)\(query)")
      let png = response.bytes
      let chunks = try PNGEncoderTests.chunks(png)
      let header = try #require(chunks.first?.data)
      #expect(Int(header[0..<4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }) == width)
    }
  }

  @Test func renderedImages_isClampedTo0Through10000() {
    #expect(MockAPIConfiguration(renderedImages: -5).renderedImages == 0)
    #expect(MockAPIConfiguration(renderedImages: 20_000).renderedImages == MockAPIConfiguration.maximumRenderedImages)
    #expect(MockAPIConfiguration().renderedImages == MockAPIConfiguration.defaultRenderedImages)
  }

  @Test(arguments: [0, 1, 2_000])
  func image_isTheSameBytesWhateverThePicturesKeptRendered(kept: Int) async throws {
    let photos = Array(H.photos.photos.prefix(3))
    try await H.run(MockAPIConfiguration(renderedImages: kept)) { client, _ throws in
      var first: [[UInt8]] = []
      for round in 0..<2 {
        for (index, photo) in photos.enumerated() {
          let response = try await client.get("/img/\(photo.id)?w=24")
          #expect(response.status == .ok)
          if round == 0 { first.append(response.bytes) } else { #expect(response.bytes == first[index]) }
        }
      }
    }
  }

  @Test func unknownPhoto_is404AndBadWidth_is400() async throws {
    try await H.run { client, _ throws in
      #expect(try await client.get("/img/no-such-photo?w=10").status == .notFound)
      #expect(try await client.get("/img/\(H.photos.photos[0].id)?w=wide").status == .badRequest)
    }
  }

  @Test func ifNoneMatch_withTheETag_is304WithoutABody() async throws {
    let id = H.photos.photos[5].id
    try await H.run { client, _ throws in
      let first = try await client.get("/img/\(id)?w=64")
      let etag = try #require(first.header("ETag"))
      for candidate in [etag, "W/\(etag)", "\"other\", \(etag)", "*"] {
        let again = try await client.get("/img/\(id)?w=64", headers: H.fields(["If-None-Match": candidate]))
        #expect(again.status == .notModified, "\(candidate)")
        #expect(again.data.isEmpty)
        #expect(again.header("ETag") == etag)
      }
      let changed = try await client.get("/img/\(id)?w=64", headers: H.fields(["If-None-Match": "\"stale\""]))
      #expect(changed.status == .ok)
      #expect(changed.bytes == first.bytes)
      let otherWidth = try await client.get("/img/\(id)?w=65")
      #expect(otherWidth.header("ETag") != etag)
    }
  }
}
