import EmbeddedCatalog
import Hummingbird
import MockAPIServer
import Models
import Testing

/// `?broken=` pictures for decoder tests, and `imageVersion` changing every ETag.
@Suite struct BrokenImageRoutesTests {
  typealias H = RouterHarness

  @Test func broken_servesWhatNoDecoderShouldAccept() async throws {
    let id = H.photos.photos[0].id
    try await H.run { client, _ throws in
      let whole = try await client.get("/img/\(id)?w=40").bytes
      let truncated = try await client.get("/img/\(id)?w=40&broken=truncated")
      #expect(truncated.status == .ok && truncated.bytes == Array(whole.prefix(whole.count / 2)))
      #expect(truncated.header("ETag") == nil)
      let corrupt = try await client.get("/img/\(id)?w=40&broken=corrupt").bytes
      #expect(corrupt.count == whole.count && corrupt.prefix(33) == whole.prefix(33) && corrupt != whole)
      let bomb = try await client.get("/img/\(id)?w=40&broken=bomb").bytes
      let header = try #require(try PNGEncoderTests.chunks(bomb).first?.data)
      #expect(Array(header[0..<8]) == [0, 0, 0xC3, 0x50, 0, 0, 0xC3, 0x50])
      #expect(bomb.count < 100)
      #expect(try await client.get("/img/\(id)?broken=sideways").status == .badRequest)
    }
  }

  @Test func imageVersion_changesEveryETag() async throws {
    let id = H.photos.photos[1].id
    try await H.run { client, _ throws in
      let first = try #require(try await client.get("/img/\(id)?w=64").header("ETag"))
      #expect(try await client.post("/_faults", json: #"{"imageVersion":2}"#).status == .ok)
      let second = try await client.get("/img/\(id)?w=64", headers: H.fields(["If-None-Match": first]))
      #expect(second.status == .ok)
      #expect(second.header("ETag") != first)
      #expect(try await client.post("/_faults", json: #"{"imageVersion":0}"#).status == .badRequest)
    }
  }
}
