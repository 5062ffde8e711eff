import Foundation
import MosaicTestSupport
import TestExpectations
import Testing

extension NewsMockEndToEndTests {
  /// `news watch --once --json` from the released binary: one line per run, a first look that only notes, then the
  /// new headlines with the keys `news --json` gives an article.
  @Test func watchOnceJSON_isOneLinePerRun_withTheArticlesAsNewsJSONPrintsThem() async throws {
    try await withSandbox { sandbox in
      try await withMockServer { server in
        let first = try await sandbox.mosaic(["news", "watch", "--once", "--json"], environment: environment(server))
        #expect(first.status == 0, "\(first)")
        #expect(first.stdout.split(separator: "\n").count == 1, "\(first)")
        let noted = try jsonObject(first.stdout)
        #expect(noted["feed"] as? String == "business")
        #expect(noted["firstPoll"] as? Bool == true)
        #expect(noted["recorded"] as? Int == 12)
        #expect((noted["headlines"] as? [Any])?.isEmpty == true)
        #expect(noted["skipped"] as? Bool == false)
        #expect(noted["polledAt"] is String)

        try forget("business", in: sandbox)
        let again = try await sandbox.mosaic(["news", "watch", "--once", "--json"], environment: environment(server))
        #expect(again.status == 0, "\(again)")
        #expect(again.stdout.split(separator: "\n").count == 1, "\(again)")
        let poll = try jsonObject(again.stdout)
        #expect(poll["firstPoll"] as? Bool == false)
        let headlines = try #require(poll["headlines"] as? [[String: Any]])
        #expect(headlines.count == 12)
        let listed = try articles(
          in: try await mosaicJSON(sandbox, ["news", "business"], environment: environment(server)))
        let ids = listed.flatMap { article in
          [article["id"]] + ((article["related"] as? [[String: Any]]) ?? []).map { $0["id"] }
        }.compactMap { $0 as? String }
        expectEqual(Set(headlines.compactMap { $0["id"] as? String }), Set(ids))
        let keys = Set(try #require(listed.first).keys).subtracting(["related"])
        expectAll(headlines) { Set($0.keys) == keys }
      }
    }
  }
}
