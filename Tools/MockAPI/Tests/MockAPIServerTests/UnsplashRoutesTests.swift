import EmbeddedCatalog
import Foundation
import Hummingbird
import MockAPIServer
import Models
import Synchronization
import Testing

@Suite struct UnsplashRoutesTests {
  typealias H = RouterHarness

  @Test func listPhotos_defaultsToTheFirstTenWithPagingHeaders() async throws {
    try await H.run { client, _ throws in
      let response = try await client.get("/photos", headers: H.unsplashAuth)
      #expect(response.status == .ok)
      let photos = try UnsplashJSON.decoder.decode([Photo].self, from: response.data)
      #expect(photos.map(\.id) == H.photos.photos.prefix(10).map(\.id))
      #expect(response.header("Content-Type") == "application/json; charset=utf-8")
      #expect(response.header("X-Per-Page") == "10")
      #expect(response.header("X-Total") == String(H.photos.photos.count))
      #expect(response.header("X-Ratelimit-Limit") == "50")
      #expect(response.header("X-Ratelimit-Remaining") == "49")
      let lastPage = (H.photos.photos.count + 9) / 10
      #expect(
        response.header("Link")
          == "<\(client.server.baseURL)/photos?page=1&per_page=10>; rel=\"first\", "
          + "<\(client.server.baseURL)/photos?page=2&per_page=10>; rel=\"next\", "
          + "<\(client.server.baseURL)/photos?page=\(lastPage)&per_page=10>; rel=\"last\"")
    }
  }

  static var lastPage: Int { (RouterHarness.photos.photos.count + 29) / 30 }
  static let linkCases: [(page: Int, relations: [String])] = [
    (1, ["first", "next", "last"]),
    (2, ["first", "prev", "next", "last"]),
    (lastPage, ["first", "prev", "last"]),
    (lastPage + 1, ["first", "prev", "last"]),
  ]

  @Test(arguments: linkCases.indices)
  func listPhotos_linkNamesPrevOnlyAfterPageOneAndNextOnlyBeforeTheLast(index: Int) async throws {
    let (page, relations) = Self.linkCases[index]
    try await H.run { client, _ throws in
      let response = try await client.get("/photos?page=\(page)&per_page=30", headers: H.unsplashAuth)
      let link = try #require(response.header("Link"))
      let found = link.split(separator: ",").compactMap { $0.split(separator: "rel=\"").last?.dropLast() }
      #expect(found.map(String.init) == relations)
      if relations.contains("next") {
        #expect(link.contains("/photos?page=\(page + 1)&per_page=30>; rel=\"next\""))
      }
      let photos = try UnsplashJSON.decoder.decode([Photo].self, from: response.data)
      let expected = H.photos.photos.dropFirst((page - 1) * 30).prefix(30)
      #expect(photos.map(\.id) == expected.map(\.id))
    }
  }

  @Test func listPhotos_clampsPerPageToThirty() async throws {
    try await H.run { client, _ throws in
      let response = try await client.get("/photos?per_page=100", headers: H.unsplashAuth)
      #expect(response.header("X-Per-Page") == "30")
      #expect(try UnsplashJSON.decoder.decode([Photo].self, from: response.data).count == 30)
    }
  }

  @Test(arguments: ["/photos?page=abc", "/photos?page=0", "/photos?per_page=-3", "/search/photos?query=a&page=x"])
  func badNumbers_are400WithUnsplashErrors(uri: String) async throws {
    try await H.run { client, _ throws in
      let response = try await client.get(uri, headers: H.unsplashAuth)
      #expect(response.status == .badRequest)
      let errors = try #require((response.json as? [String: Any])?["errors"] as? [String])
      #expect(errors.count == 1)
    }
  }

  @Test func photos_carryExtraFieldsAndLocalImageURLs() async throws {
    try await H.run { client, _ throws in
      let response = try await client.get("/photos?per_page=1", headers: H.unsplashAuth)
      let object = try #require((response.json as? [[String: Any]])?.first)
      let id = try #require(object["id"] as? String)
      #expect(object["sponsorship"] is NSNull)
      #expect((object["links"] as? [String: Any])?["html"] as? String == "https://unsplash.com/photos/\(id)")
      #expect(((object["user"] as? [String: Any])?["links"] as? [String: Any])?["self"] != nil)
      let urls = try #require(object["urls"] as? [String: String])
      #expect(urls["thumb"] == "\(client.server.baseURL)/img/\(id)?w=200")
      #expect(urls["small"] == "\(client.server.baseURL)/img/\(id)?w=400")
      #expect(urls["regular"] == "\(client.server.baseURL)/img/\(id)?w=1080")
      #expect(urls["full"] == "\(client.server.baseURL)/img/\(id)?w=2000")
      #expect(urls["raw"] == "\(client.server.baseURL)/img/\(id)")
    }
  }

  @Test func download_answersThePicturesAddress_andIsLogged() async throws {
    try await H.run { client, _ throws in
      let id = try #require(H.photos.photos.first?.id)
      let response = try await client.get("/photos/\(id)/download", headers: H.unsplashAuth)
      #expect(response.status == .ok)
      #expect((response.json as? [String: Any])?["url"] as? String == "\(client.server.baseURL)/img/\(id)")
      let log = try await client.get("/_requests", headers: [:])
      let entries = (log.json as? [String: Any])?["requests"] as? [[String: Any]] ?? []
      let paths = entries.compactMap { $0["path"] as? String }
      #expect(paths.contains("/photos/\(id)/download"), "\(paths)")
      let missing = try await client.get("/photos/no-such-photo/download", headers: H.unsplashAuth)
      #expect(missing.status == .notFound)
    }
  }

  @Test func profile_isTheCatalogsAuthor_asUnsplashAnswersIt() async throws {
    try await H.run { client, _ throws in
      let author = try #require(H.photos.photos.first).user
      let response = try await client.get("/users/\(author.username.uppercased())", headers: H.unsplashAuth)
      #expect(response.status == .ok)
      let profile = try UnsplashJSON.decoder.decode(PhotographerProfile.self, from: response.data)
      #expect(profile == H.photos.profile(username: author.username))
      #expect(profile.totalPhotos == H.photos.photos(byUsername: author.username).count)
      let object = try #require(response.json as? [String: Any])
      #expect(object["total_likes"] as? Int == 0)
      #expect((object["links"] as? [String: Any])?["html"] as? String == "https://unsplash.com/@\(author.username)")
      let missing = try await client.get("/users/nobody-here", headers: H.unsplashAuth)
      #expect(missing.status == .notFound)
      #expect(missing.text == #"{"errors":["Couldn't find User"]}"#)
    }
  }

  @Test func userPhotos_areTheAuthorsOwn_pagedWithTheirPath() async throws {
    try await H.run { client, _ throws in
      let author = try #require(H.photos.photos.first).user
      let all = H.photos.photos(byUsername: author.username)
      let response = try await client.get("/users/\(author.username)/photos?per_page=1", headers: H.unsplashAuth)
      #expect(response.status == .ok)
      let photos = try UnsplashJSON.decoder.decode([Photo].self, from: response.data)
      #expect(photos.map(\.id) == [all[0].id])
      #expect(response.header("X-Total") == String(all.count))
      #expect(response.header("Link")?.contains("/users/\(author.username)/photos?page=1&per_page=1>") == true)
      let missing = try await client.get("/users/nobody-here/photos", headers: H.unsplashAuth)
      #expect(missing.status == .notFound)
    }
  }

  static let unauthorised: [(id: String, headers: [String: String], uri: String)] = [
    ("no header", [:], "/photos"),
    ("bearer scheme", ["Authorization": "Bearer \(RouterHarness.unsplashKey)"], "/photos"),
    ("empty key", ["Authorization": "Client-ID "], "/photos/random"),
    ("wrong key", ["Authorization": "Client-ID nope"], "/search/photos?query=a"),
  ]

  @Test(arguments: unauthorised.indices)
  func missingOrWrongKey_is401BeforeAnyBudgetIsSpent(index: Int) async throws {
    let (id, headers, uri) = Self.unauthorised[index]
    try await H.run(MockAPIConfiguration(unsplashKey: H.unsplashKey)) { client, mock throws in
      let response = try await client.get(uri, headers: H.fields(headers))
      #expect(response.status == .unauthorized, "\(id)")
      #expect(response.text == #"{"errors":["OAuth error: The access token is invalid"]}"#)
      #expect(response.header("X-Ratelimit-Remaining") == nil)
      let next = try await client.get("/photos", headers: H.unsplashAuth)
      #expect(next.header("X-Ratelimit-Remaining") == "49")
      #expect(mock.stats.count(.unsplash) == 2)
    }
  }

  @Test func spentBudget_is403WithPlainTextRateLimitExceeded() async throws {
    try await H.run(MockAPIConfiguration(faults: FaultSettings(unsplashBudget: 2))) { client, _ throws in
      #expect(try await client.get("/photos", headers: H.unsplashAuth).header("X-Ratelimit-Remaining") == "1")
      #expect(try await client.get("/photos/random", headers: H.unsplashAuth).header("X-Ratelimit-Remaining") == "0")
      let refused = try await client.get("/photos", headers: H.unsplashAuth)
      #expect(refused.status == .forbidden)
      #expect(refused.text == "Rate Limit Exceeded")
      #expect(refused.header("Content-Type")?.hasPrefix("text/plain") == true)
      #expect(refused.header("X-Ratelimit-Limit") == "2")
      #expect(refused.header("X-Ratelimit-Remaining") == "0")
    }
  }

  @Test func spentBudget_returnsWhenTheHourHasPassed() async throws {
    let clock = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
    let configuration = MockAPIConfiguration(
      faults: FaultSettings(unsplashBudget: 1), now: { clock.withLock { $0 } })
    try await H.run(configuration) { client, _ throws in
      #expect(try await client.get("/photos", headers: H.unsplashAuth).status == .ok)
      #expect(try await client.get("/photos", headers: H.unsplashAuth).status == .forbidden)
      clock.withLock { $0 += 3600 }
      #expect(try await client.get("/photos", headers: H.unsplashAuth).status == .ok)
    }
  }

  @Test func photo_byID_andUnknownID() async throws {
    try await H.run { client, _ throws in
      let expected = H.photos.photos[17]
      let response = try await client.get("/photos/\(expected.id)", headers: H.unsplashAuth)
      let photo = try UnsplashJSON.decoder.decode(Photo.self, from: response.data)
      #expect(photo.id == expected.id)
      // The photo endpoint's user is the listed one with the profile only that endpoint gives (issue 22).
      #expect(photo.user.id == expected.user.id && photo.user.username == expected.user.username)
      #expect(photo.user.name == expected.user.name && photo.user.bio != nil)
      #expect(photo.blurHash == expected.blurHash)
      #expect(photo.description == expected.description)
      #expect(response.header("X-Ratelimit-Remaining") == "49")
      let missing = try await client.get("/photos/no-such-photo", headers: H.unsplashAuth)
      #expect(missing.status == .notFound)
      #expect(missing.text == #"{"errors":["Couldn't find Photo"]}"#)
    }
  }

  @Test func search_answersTotalPagesAndResults() async throws {
    let word = try #require(H.photos.photos.compactMap(\.description).first?.split(separator: " ").last)
    let expected = H.photos.search(String(word))
    #expect(!expected.isEmpty)
    let query = try #require(String(word).addingPercentEncoding(withAllowedCharacters: .alphanumerics))
    try await H.run { client, _ throws in
      let response = try await client.get("/search/photos?query=\(query)&per_page=5", headers: H.unsplashAuth)
      let object = try #require(response.json as? [String: Any])
      #expect(object["total"] as? Int == expected.count)
      #expect(object["total_pages"] as? Int == (expected.count + 4) / 5)
      let results = try #require(object["results"] as? [[String: Any]])
      #expect(results.compactMap { $0["id"] as? String } == expected.prefix(5).map(\.id))
      #expect(response.header("X-Ratelimit-Remaining") == "49")
    }
  }

  @Test(arguments: ["/search/photos", "/search/photos?query=", "/search/photos?query=%20"])
  func search_withoutAQuery_is400(uri: String) async throws {
    try await H.run { client, _ throws in
      let response = try await client.get(uri, headers: H.unsplashAuth)
      #expect(response.status == .badRequest)
      #expect(response.text == #"{"errors":["query is missing"]}"#)
    }
  }

  @Test func random_isDeterministicForASeedAndCountGivesDistinctPhotos() async throws {
    func ids(seed: UInt64) async throws -> [String] {
      try await H.run(MockAPIConfiguration(faults: FaultSettings(seed: seed))) { client, _ throws in
        var ids: [String] = []
        for _ in 0..<3 {
          let response = try await client.get("/photos/random", headers: H.unsplashAuth)
          ids.append(try UnsplashJSON.decoder.decode(Photo.self, from: response.data).id)
        }
        let many = try await client.get("/photos/random?count=5", headers: H.unsplashAuth)
        let photos = try UnsplashJSON.decoder.decode([Photo].self, from: many.data)
        #expect(Set(photos.map(\.id)).count == 5)
        return ids + photos.map(\.id)
      }
    }
    let first = try await ids(seed: 11)
    #expect(first == (try await ids(seed: 11)))
    #expect(first != (try await ids(seed: 12)))
  }

  @Test(arguments: ["0", "31", "many"])
  func random_refusesACountOutsideOneToThirty(count: String) async throws {
    try await H.run { client, _ throws in
      let response = try await client.get("/photos/random?count=\(count)", headers: H.unsplashAuth)
      #expect(response.status == .badRequest)
      #expect(((response.json as? [String: Any])?["errors"] as? [String])?.first?.contains("'\(count)'") == true)
    }
  }

  @Test func clientIDQueryParameter_isAcceptedLikeUnsplash() async throws {
    try await H.run(MockAPIConfiguration(unsplashKey: H.unsplashKey)) { client, _ throws in
      #expect(try await client.get("/photos?client_id=\(H.unsplashKey)").status == .ok)
    }
  }
}
