import Foundation
import MosaicTestSupport
import Testing

/// Issue 22, "your country, your language": the headlines' country on the released `mosaic`, checked in the
/// requests it sends to the mock NewsAPI — the language's country, the configuration file's over it, the one
/// chosen in the settings over both, and `auto` handing back to the file.
@Suite struct CountryEndToEndTests {
  static let key = "e2e-country-key-\(UUID().uuidString)"

  func environment(_ server: MockServer) -> [String: String] {
    ["MOSAIC_NEWSAPI_BASE_URL": server.baseURL, "NEWSAPI_KEY": Self.key]
  }

  /// The `country=` of the last headlines request `mosaic news [feed]` sent.
  func country(
    _ sandbox: Sandbox, _ server: MockServer, feed: String = "business"
  ) async throws -> String? {
    let result = try await sandbox.mosaic(["news", feed, "--json"], environment: environment(server))
    #expect(result.status == 0, "\(result)")
    let request = try #require(try await server.requests().last)
    let query = URLComponents(string: "http://mock" + request.path)?.queryItems ?? []
    return query.first { $0.name == "country" }?.value
  }

  @Test func theHeadlinesCountry_followsSettingsThenFileThenLanguage() async throws {
    try await withSandbox { sandbox in
      try await withMockServer(["--news-key", Self.key]) { server in
        #expect(try await country(sandbox, server) == "us")
        _ = try await sandbox.mosaic(["settings", "set", "language", "de"])
        #expect(try await country(sandbox, server) == "de", "German brings German headlines")
        #expect(try await country(sandbox, server, feed: "science") == "de", "the categories too")
        _ = try ConfigEndToEndTests.write("news:\n  country: at\n", in: sandbox)
        #expect(try await country(sandbox, server) == "at", "the configuration file over the language")
        let set = try await sandbox.mosaic(["settings", "set", "country", "GB"])
        #expect(set.status == 0, "\(set)")
        #expect(try await country(sandbox, server) == "gb", "a country chosen in the settings over the file")
        _ = try await sandbox.mosaic(["settings", "set", "country", "auto"])
        #expect(try await country(sandbox, server) == "at")
        #expect(try await country(sandbox, server, feed: "techcrunch") == nil, "a feed by source names no country")
      }
    }
  }

  @Test func settings_showTheCountry_andRefuseOneNewsAPIDoesNotServe() async throws {
    try await withSandbox { sandbox in
      let json = try await mosaicJSON(sandbox, ["settings"])
      #expect((json as? [String: String])?["country"] == "auto")
      let refused = try await sandbox.mosaic(["settings", "set", "country", "xx"])
      #expect(refused.status == 64, "\(refused)")
      #expect(refused.stderr.hasPrefix("Error: 'xx' is not a value of country; use one of auto, ae, ar,"), "\(refused)")
      let set = try await sandbox.mosaic(["settings", "set", "country", "de", "--json"])
      #expect(set.status == 0, "\(set)")
      #expect(try jsonObject(set.stdout)["value"] as? String == "de")
      let text = try await sandbox.mosaic(["settings"])
      #expect(text.stdout.contains("News country"), "\(text.stdout)")
      #expect(text.stdout.contains("DE (de)"), "\(text.stdout)")
    }
  }
}
