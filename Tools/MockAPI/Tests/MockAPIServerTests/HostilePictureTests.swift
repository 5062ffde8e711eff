import EmbeddedCatalog
import Foundation
import Models
import Testing

@testable import MockAPIServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The hostile behaviours of pictures and of the answers that name them, as a client sees them.
@Suite(.serialized) struct HostilePictureTests {
  static let auth = ["Authorization": "Client-ID hostile-test-key"]

  func serve<Result: Sendable>(
    _ hostile: HostileBehaviour, bytes: Int? = nil, _ body: @Sendable (LiveServer) async throws -> Result
  ) async throws -> Result {
    let faults = FaultSettings(hostile: hostile, hostileBytes: bytes)
    return try await LiveServer.run(MockAPIConfiguration(faults: faults), body)
  }

  /// The path of the first catalog photo's picture.
  func picturePath(_ server: LiveServer) throws -> String {
    let photo = try #require(server.mock.configuration.photos.photos.first)
    return "/img/\(photo.id)?w=64"
  }

  @Test(arguments: [HostileBehaviour.endlessPicture, .hugePictureLength])
  func anEndlessPicture_keepsSending(_ behaviour: HostileBehaviour) async throws {
    try await serve(behaviour) { server in
      let delivery = try await RawHTTPClient.deliver(
        port: server.port, path: try picturePath(server), maximumBytes: 4 << 20)
      #expect(delivery.exchange.status == 200)
      #expect(delivery.exchange.header("Content-Type") == "image/png")
      #expect(delivery.exchange.bytes.count >= 4 << 20, "still sending after 4 MB")
      if behaviour == .hugePictureLength {
        #expect(delivery.exchange.contentLength == 1_000_000_000_000)
      } else {
        #expect(delivery.exchange.header("Transfer-Encoding") == "chunked")
      }
      // The API stays honest.
      let (_, listing) = try await URLSession.fresh().get(try server.url("/photos?per_page=2"), headers: Self.auth)
      #expect(listing.statusCode == 200)
    }
  }

  @Test func aGzipPicture_inflatesToTheSizeAsked() async throws {
    try await serve(.gzipPicture, bytes: 100_000) { server in
      let delivery = try await RawHTTPClient.deliver(port: server.port, path: try picturePath(server))
      #expect(delivery.exchange.header("Content-Encoding") == "gzip")
      #expect(try Inflater.gzip(delivery.exchange.dechunkedBody).count == 100_000)
    }
  }

  @Test func pictureRetryAfterForever_asksToWaitUntilTheYear9999_forPicturesOnly() async throws {
    try await serve(.pictureRetryAfterForever) { server in
      let (_, picture) = try await URLSession.fresh().get(try server.url(try picturePath(server)))
      #expect(picture.statusCode == 429)
      #expect(picture.value(forHTTPHeaderField: "Retry-After") == "Fri, 31 Dec 9999 23:59:59 GMT")
      let (_, listing) = try await URLSession.fresh().get(try server.url("/photos?per_page=2"), headers: Self.auth)
      #expect(listing.statusCode == 200)
    }
  }

  @Test func hugePictures_areFortyMegapixelPNGs_inAboutAMegabyte() async throws {
    try await serve(.hugePictures) { server in
      let (data, response) = try await URLSession.fresh().get(try server.url(try picturePath(server)))
      #expect(response.statusCode == 200)
      let bytes = [UInt8](data)
      #expect(bytes.starts(with: PNGEncoder.signature))
      #expect(Array(bytes[16..<24]) == PNGEncoder.bigEndian(7_296) + PNGEncoder.bigEndian(5_472))
      #expect(bytes.count < 2 << 20)
    }
  }

  @Test func largePicture_inflatesToItsRows_withTheRightChecksum() throws {
    let png = LargePicture.png(width: 70, height: 3, red: 9, green: 8, blue: 7)
    // IDAT's data starts after the signature (8), IHDR (25) and IDAT's length and type (8).
    let length = Int(png[33]) << 24 | Int(png[34]) << 16 | Int(png[35]) << 8 | Int(png[36])
    let idat = Array(png[41..<(41 + length)])
    let rows = try Inflater.zlib(idat)
    let row: [UInt8] = [1, 9, 8, 7] + [UInt8](repeating: 0, count: 69 * 3)
    #expect(rows == row + row + row)
    #expect(idat.suffix(4).elementsEqual(PNGEncoder.bigEndian(Checksum.adler32(rows))))
  }

  @Test func impossibleSizes_claimPhotosNoDecoderHolds() async throws {
    try await serve(.impossibleSizes) { server in
      let (data, _) = try await URLSession.fresh().get(try server.url("/photos?per_page=2"), headers: Self.auth)
      let text = String(decoding: data, as: UTF8.self)
      #expect(text.contains(#""width":9223372036854775807"#) && text.contains(#""height":1,"#))
      #expect(throws: DecodingError.self) { try UnsplashJSON.decoder.decode([Photo].self, from: data) }
    }
  }

  @Test func badArticleLinks_replaceTheFirstArticlesLinks_andNoPicture() async throws {
    try await serve(.badArticleLinks) { server in
      let (data, _) = try await URLSession.fresh().get(
        try server.url("/v2/top-headlines?country=us&pageSize=8"), headers: ["X-Api-Key": "k"])
      let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let articles = try #require(object["articles"] as? [[String: Any]])
      let links = articles.compactMap { $0["url"] as? String }
      #expect(Array(links.prefix(5)) == HostileReplies.badArticleLinks)
      #expect(links.dropFirst(5).allSatisfy { $0.hasPrefix("https://") })
      #expect(articles.prefix(5).allSatisfy { ($0["urlToImage"] as? String)?.hasPrefix("--") != true })
    }
  }
}
