import Foundation
import Models
import Testing

@testable import MockAPIServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every hostile behaviour of the standing suite, as a client sees it on the wire.
@Suite(.serialized) struct HostileBehaviourTests {
  static let auth = ["Authorization": "Client-ID hostile-test-key"]

  func serve<Result: Sendable>(
    _ hostile: HostileBehaviour, interval: Int = 1000, bytes: Int? = nil, items: Int = 200_000,
    _ body: @Sendable (LiveServer) async throws -> Result
  ) async throws -> Result {
    let faults = FaultSettings(hostile: hostile, hostileIntervalMs: interval, hostileBytes: bytes, hostileItems: items)
    return try await LiveServer.run(MockAPIConfiguration(faults: faults), body)
  }

  @Test func dripBytes_sendsTheWholeAnswerOneByteAtATime() async throws {
    try await serve(.dripBytes, interval: 5) { server in
      let delivery = try await RawHTTPClient.deliver(port: server.port, path: "/photos/no-such-photo")
      #expect(delivery.exchange.status == 401)
      #expect(delivery.reads >= delivery.exchange.bytes.count / 2, "one byte per read, give or take a slow reader")
    }
  }

  @Test func slowHeaders_dripsTheHeadOnly() async throws {
    try await serve(.slowHeaders, interval: 5) { server in
      let delivery = try await RawHTTPClient.deliver(port: server.port, path: "/photos/no-such-photo")
      let headBytes = (delivery.exchange.headerEnd ?? 0) + 4
      #expect(delivery.exchange.status == 401)
      #expect(delivery.readsForHead >= headBytes / 2)
      #expect(delivery.reads - delivery.readsForHead <= 2, "the body follows at once")
    }
  }

  @Test func silence_neverAnswers_andKeepsTheConnectionOpen() async throws {
    try await serve(.silence) { server in
      let delivery = try await RawHTTPClient.deliver(port: server.port, path: "/photos", timeout: 1)
      #expect(delivery.exchange.bytes.isEmpty)
      #expect(!delivery.exchange.closedByServer)
    }
  }

  @Test func oversizedBody_isAJSONArrayOfTheSizeAsked_withItsLength() async throws {
    try await serve(.oversizedBody, bytes: 1_000_000) { server in
      let (data, response) = try await URLSession.fresh().get(try server.url("/photos"), headers: Self.auth)
      #expect(response.statusCode == 200)
      #expect(data.count == 1_000_000)
      #expect(response.value(forHTTPHeaderField: "Content-Length") == "1000000")
      #expect(try JSONSerialization.jsonObject(with: data) as? [Any] != nil)
    }
  }

  @Test func gzipBomb_isAChunkedGzipStream_thatInflatesToTheSizeAsked() async throws {
    try await serve(.gzipBomb, bytes: 100_000) { server in
      let delivery = try await RawHTTPClient.deliver(port: server.port, path: "/photos")
      #expect(delivery.exchange.header("Content-Encoding") == "gzip")
      #expect(delivery.exchange.header("Transfer-Encoding") == "chunked")
      let inflated = try Inflater.gzip(delivery.exchange.dechunkedBody)
      #expect(inflated.count == 100_000)
      #expect(inflated.first == UInt8(ascii: "[") && inflated.last == UInt8(ascii: "]"))
      #expect(delivery.exchange.dechunkedBody.count < 10_000)
    }
  }

  @Test(arguments: [0, 1, 257, 258, 70_003])
  func gzipBomb_crcOfSpaces_matchesTheDirectComputation(count: Int) {
    let direct = Checksum.crc32([UInt8(ascii: "[")] + [UInt8](repeating: UInt8(ascii: " "), count: count))
    #expect(GzipBomb.crcOfSpaces(count, after: Checksum.crc32([UInt8(ascii: "[")])) == direct)
  }

  @Test func hugeList_isAValidArrayOfDistinctPhotos() async throws {
    try await serve(.hugeList, items: 300) { server in
      let (data, _) = try await URLSession.fresh().get(try server.url("/photos"), headers: Self.auth)
      let photos = try UnsplashJSON.decoder.decode([Photo].self, from: data)
      #expect(photos.count == 300)
      #expect(Set(photos.map(\.id)).count == 300)
    }
  }

  @Test func redirectOtherOrigin_pointsAtTheWitness_whichCountsCredentials() async throws {
    try await serve(.redirectOtherOrigin) { server in
      let raw = try await RawHTTPClient.deliver(port: server.port, path: "/photos?page=2", headers: Self.auth)
      let witness = try #require(server.mock.witnessBaseURL)
      #expect(raw.exchange.status == 302)
      #expect(raw.exchange.header("Location") == witness + "/photos?page=2")
      #expect(server.mock.witness == WitnessStats())
      // A client that follows redirects with its headers (URLSession's default) hands the key over.
      _ = try await URLSession.fresh().get(try server.url("/photos"), headers: Self.auth)
      #expect(server.mock.witness == WitnessStats(requests: 1, withCredentials: 1))
    }
  }

  @Test func redirectSameOrigin_pointsBackHere_whereTheRedirectedRequestIsAnsweredHonestly() async throws {
    try await serve(.redirectSameOrigin) { server in
      let raw = try await RawHTTPClient.deliver(port: server.port, path: "/photos?page=2", headers: Self.auth)
      #expect(raw.exchange.status == 302)
      #expect(raw.exchange.header("Location") == server.baseURL + "/photos?page=2&redirected=1")
      let (data, response) = try await URLSession.fresh().get(try server.url("/photos?per_page=3"), headers: Self.auth)
      #expect(response.statusCode == 200)
      #expect(try UnsplashJSON.decoder.decode([Photo].self, from: data).count == 3)
    }
  }

  @Test func echoKey_saysTheKeyBack_inABodyOfTheSizeAsked() async throws {
    try await serve(.echoKey, bytes: 50_000) { server in
      let (data, response) = try await URLSession.fresh().get(try server.url("/photos"), headers: Self.auth)
      #expect(response.statusCode == 400)
      #expect(String(decoding: data, as: UTF8.self).contains("Client-ID hostile-test-key"))
      #expect((49_000...51_000).contains(data.count))
    }
  }

  @Test func controlCharacters_reachEveryDescriptionAndName_asValidJSON() async throws {
    try await serve(.controlCharacters) { server in
      let (data, _) = try await URLSession.fresh().get(try server.url("/photos?per_page=2"), headers: Self.auth)
      let photos = try UnsplashJSON.decoder.decode([Photo].self, from: data)
      #expect(photos.allSatisfy { $0.user.name.hasPrefix("\u{1B}]0;mosaic-pwned\u{07}\u{1B}[2J") })
      #expect(photos.allSatisfy { $0.user.name.contains("\r\nError: forged line") })
    }
  }

  @Test func endlessPages_servesFullPagesOfNewPhotos_alwaysWithANextLink() async throws {
    try await serve(.endlessPages) { server in
      let (data, response) = try await URLSession.fresh().get(
        try server.url("/photos?page=999999999999999999&per_page=3"), headers: Self.auth)
      let ids = try UnsplashJSON.decoder.decode([Photo].self, from: data).map(\.id)
      #expect(ids.count == 3 && ids.allSatisfy { $0.hasSuffix("-p999999999999999999") })
      #expect(response.value(forHTTPHeaderField: "Link")?.contains("page=1000000000000000000&per_page=3") == true)
    }
  }

  @Test func endlessRepeat_servesTheSamePhotos_onEveryPage() async throws {
    try await serve(.endlessRepeat) { server in
      func ids(_ page: Int) async throws -> [String] {
        let (data, _) = try await URLSession.fresh().get(
          try server.url("/photos?page=\(page)&per_page=5"), headers: Self.auth)
        return try UnsplashJSON.decoder.decode([Photo].self, from: data).map(\.id)
      }
      let first = try await ids(1)
      let seventh = try await ids(7)
      #expect(first == seventh)
    }
  }

  @Test func retryAfterForever_asksToWaitUntilTheYear9999() async throws {
    try await serve(.retryAfterForever) { server in
      let (_, response) = try await URLSession.fresh().get(try server.url("/photos"), headers: Self.auth)
      #expect(response.statusCode == 429)
      #expect(response.value(forHTTPHeaderField: "Retry-After") == "Fri, 31 Dec 9999 23:59:59 GMT")
    }
  }

  @Test(arguments: [HostileBehaviour.setCookie, .hugeTotal, .hugeLinkHeader, .outOfRangeNumbers])
  func honestAnswers_carryTheirTwist(_ behaviour: HostileBehaviour) async throws {
    try await serve(behaviour) { server in
      let delivery = try await RawHTTPClient.deliver(port: server.port, path: "/photos?per_page=2", headers: Self.auth)
      let text = String(decoding: delivery.exchange.body, as: UTF8.self)
      #expect(delivery.exchange.status == 200)
      switch behaviour {
      case .setCookie: #expect(delivery.exchange.header("Set-Cookie")?.hasPrefix("mosaic-mock-session=1") == true)
      case .hugeTotal: #expect(delivery.exchange.header("X-Total") == "9223372036854775807")
      case .hugeLinkHeader: #expect((delivery.exchange.header("Link")?.utf8.count ?? 0) >= 199_000)
      default: #expect(text.contains(#""width":1e400"#) && text.contains(#""likes":99999999999999999999"#))
      }
    }
  }

  @Test func hugePageNumbers_areAnswered_andTheServerLivesOn() async throws {
    try await LiveServer.run { server in
      for path in [
        "/photos?page=999999999999999999", "/photos?page=9223372036854775807&per_page=30",
        "/search/photos?query=a&page=9223372036854775807",
        "/v2/top-headlines?country=us&page=9223372036854775807&pageSize=100",
      ] {
        let headers = path.hasPrefix("/v2") ? ["X-Api-Key": "k"] : Self.auth
        let (_, response) = try await URLSession.fresh().get(try server.url(path), headers: headers)
        #expect([200, 426].contains(response.statusCode), "\(path)")
      }
      let (_, alive) = try await URLSession.fresh().get(try server.url("/_stats"))
      #expect(alive.statusCode == 200)
    }
  }

  @Test func behaviours_areNamedAsFlagsAndInJSON() throws {
    #expect(HostileBehaviour.gzipBomb.flagName == "gzip-bomb")
    #expect(HostileBehaviour(flagName: "redirect-other-origin") == .redirectOtherOrigin)
    #expect(try FaultSettings.parse(Data(#"{"hostile":"gzip-bomb","hostileBytes":5}"#.utf8)).hostile == .gzipBomb)
    #expect(try FaultSettings.parse(Data(#"{"hostile":"echoKey"}"#.utf8)).hostile == .echoKey)
    #expect(throws: MockAPIError.self) { try FaultSettings.parse(Data(#"{"hostile":"nice"}"#.utf8)) }
    #expect(throws: MockAPIError.self) { try FaultSettings.parse(Data(#"{"hostileBytes":0}"#.utf8)) }
  }
}
