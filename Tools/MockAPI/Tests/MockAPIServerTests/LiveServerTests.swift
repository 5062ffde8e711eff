import Foundation
import MockAPIServer
import Models
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A real listener on 127.0.0.1 and a free port, driven by URLSession and a raw socket.
@Suite struct LiveServerTests {
  static let auth = ["Authorization": "Client-ID live-test"]

  @Test func keptAliveRequests_runOnSocketsWithNoDelay() async throws {
    try await LiveServer.run { server throws in
      let session = URLSession.fresh()
      let clock = ContinuousClock()
      let start = clock.now
      for _ in 0..<20 {
        let (_, response) = try await session.get(try server.url("/photos?per_page=1"), headers: Self.auth)
        #expect(response.statusCode == 200)
      }
      let elapsed = clock.now - start
      // A number for people, not an assertion: Nagle plus delayed ACKs would cost about 40 ms a request.
      print("20 kept-alive requests on one URLSession took \(elapsed)")
      let (data, _) = try await session.get(try server.url("/_connection"))
      #expect(String(decoding: data, as: UTF8.self) == #"{"tcpNoDelay":true}"#)
    }
  }

  @Test func links_andImageURLs_nameTheBoundAddress() async throws {
    try await LiveServer.run { server throws in
      let (data, response) = try await URLSession.fresh().get(try server.url("/photos?per_page=30"), headers: Self.auth)
      let link = try #require(response.value(forHTTPHeaderField: "Link"))
      #expect(link.contains("<\(server.baseURL)/photos?page=2&per_page=30>; rel=\"next\""))
      let photos = try UnsplashJSON.decoder.decode([Photo].self, from: data)
      let thumb = try #require(photos.first?.urls.thumb)
      let (png, image) = try await URLSession.fresh().get(thumb)
      #expect(image.statusCode == 200)
      #expect(Array(png).starts(with: PNGEncoder.signature))
    }
  }

  @Test func droppedConnection_sendsNoBytesAndIsATransportError() async throws {
    try await LiveServer.run(MockAPIConfiguration(faults: FaultSettings(dropRate: 1))) { server throws in
      let raw = try await RawHTTPClient.get(port: server.port, path: "/photos", headers: Self.auth)
      #expect(raw.bytes.isEmpty)
      #expect(raw.closedByServer)
      await #expect(throws: URLError.self) {
        _ = try await URLSession.fresh().get(try server.url("/v2/everything?q=a"), headers: ["X-Api-Key": "k"])
      }
      #expect(server.mock.stats.faulted >= 2)
    }
  }

  @Test func truncatedBody_stopsShortOfItsContentLength() async throws {
    try await LiveServer.run(MockAPIConfiguration(faults: FaultSettings(truncateRate: 1))) { server throws in
      let raw = try await RawHTTPClient.get(port: server.port, path: "/photos?per_page=5", headers: Self.auth)
      #expect(raw.head.hasPrefix("HTTP/1.1 200"))
      let length = try #require(raw.contentLength)
      #expect(raw.body.count < length)
      #expect(raw.body.count > 0)
      #expect(raw.closedByServer)
      await #expect(throws: (any Error).self) {
        let (data, _) = try await URLSession.fresh().get(try server.url("/photos"), headers: Self.auth)
        _ = try UnsplashJSON.decoder.decode([Photo].self, from: data)
      }
    }
  }

  @Test func drippedBody_arrivesComplete() async throws {
    try await LiveServer.run(MockAPIConfiguration(faults: FaultSettings(dripMs: 5))) { server throws in
      let (data, response) = try await URLSession.fresh().get(try server.url("/photos?per_page=30"), headers: Self.auth)
      #expect(response.statusCode == 200)
      #expect(response.value(forHTTPHeaderField: "Content-Length") == String(data.count))
      #expect(try UnsplashJSON.decoder.decode([Photo].self, from: data).count == 30)
      let raw = try await RawHTTPClient.get(
        port: server.port, path: "/photos?per_page=30", headers: Self.auth.merging(["Connection": "close"]) { $1 })
      #expect(raw.body.count == raw.contentLength)
    }
  }

  @Test func malformedBody_overTheWire_doesNotDecode() async throws {
    try await LiveServer.run(MockAPIConfiguration(faults: FaultSettings(malformedRate: 1))) { server throws in
      let (data, response) = try await URLSession.fresh().get(try server.url("/photos"), headers: Self.auth)
      #expect(response.statusCode == 200)
      #expect(throws: (any Error).self) { try UnsplashJSON.decoder.decode([Photo].self, from: data) }
    }
  }
}
