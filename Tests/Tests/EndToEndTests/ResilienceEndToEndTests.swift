import Foundation
import MosaicTestSupport
import TestExpectations
import Testing

/// `mosaic` against `mosaic-mock-api` with faults: every run ends in results, saved results marked
/// offline, or one sentence on stderr with exit 1 — never a crash.
@Suite struct ResilienceEndToEndTests {
  static let key = "e2e-key-\(UUID().uuidString)"

  func environment(_ server: MockServer) -> [String: String] {
    ["MOSAIC_UNSPLASH_BASE_URL": server.baseURL, "UNSPLASH_ACCESS_KEY": Self.key]
  }

  @Test func gallery_showsTheServersPhotos_andPagesThroughToTheEnd() async throws {
    try await withSandbox { sandbox in
      try await withMockServer(["--unsplash-key", Self.key]) { server in
        let first = try await sandbox.mosaic(["gallery"], environment: environment(server))
        #expect(first.status == 0, "\(first)")
        #expect(first.stdout.hasPrefix("Page 1 of 12 · 342 photos · Unsplash at \(server.baseURL)\n"))

        let all = try await sandbox.mosaic(["gallery", "--all", "--json"], environment: environment(server))
        #expect(all.status == 0, "\(all)")
        let document = try jsonObject(all.stdout)
        #expect(try photos(in: document).count == 342)
        #expect(document["pages"] as? Int == 12)
        #expect(document["hasMore"] as? Bool == false)
        let requests = try await server.stats().requests.unsplash
        #expect(requests == 13, "one page, then twelve, and not one request past the end")
      }
    }
  }

  @Test func thirtyPercentOf500s_stillCompletesTheWholeCatalog() async throws {
    try await withSandbox { sandbox in
      try await withMockServer(["--error-rate", "0.3", "--error-status", "500", "--seed", "3"]) { server in
        let result = try await sandbox.mosaic(["gallery", "--all"], environment: environment(server))
        #expect(result.status == 0, "\(result)")
        #expect(photoLines(result.stdout).count == 342)
        #expect(result.stdout.hasSuffix("End of the gallery.\n"))
        let faulted = try await server.stats().faulted
        #expect(faulted > 0)
      }
    }
  }

  @Test func spentBudget_stopsAndSaysWhenToTryAgain_withoutBurningRequests() async throws {
    try await withSandbox { sandbox in
      try await withMockServer(["--unsplash-budget", "3"]) { server in
        let result = try await sandbox.mosaic(["gallery", "--all"], environment: environment(server))
        expectOneSentenceError(result, containing: "Unsplash's request budget is spent; try again after")
        #expect(photoLines(result.stdout).count == 90, "the three pages that were allowed are shown")
        let spent = try await server.stats().requests.unsplash

        let later = try await sandbox.mosaic(["gallery", "--page", "5"], environment: environment(server))
        expectOneSentenceError(later, containing: "try again after")
        let after = try await server.stats().requests.unsplash
        #expect(after == spent, "a later run must not call while the budget is spent")

        let cached = try await sandbox.mosaic(["gallery", "--page", "2"], environment: environment(server))
        #expect(cached.status == 0, "\(cached)")
        #expect(cached.stdout.hasPrefix("offline — showing results from "))
        #expect(cached.stdout.contains("request budget is spent"))
      }
    }
  }

  @Test func stoppedServer_showsTheSavedPage_markedOffline() async throws {
    try await withSandbox { sandbox in
      let server = try await MockServer.start()
      let live = try await sandbox.mosaic(["gallery"], environment: environment(server))
      #expect(live.status == 0, "\(live)")
      await server.stop()

      let offline = try await sandbox.mosaic(["gallery"], environment: environment(server))
      #expect(offline.status == 0, "\(offline)")
      let lines = offline.stdout.split(separator: "\n")
      #expect(lines.first?.hasPrefix("offline — showing results from ") == true, "\(offline)")
      #expect(lines.first?.contains("Could not reach Unsplash at '127.0.0.1:\(server.port)'") == true)
      #expect(photoLines(offline.stdout) == photoLines(live.stdout))

      let json = try await sandbox.mosaic(["gallery", "--json"], environment: environment(server))
      let document = try jsonObject(json.stdout)
      #expect(document["stale"] as? Bool == true)
      #expect(document["staleSince"] is String)

      let unseen = try await sandbox.mosaic(["gallery", "--page", "4"], environment: environment(server))
      expectOneSentenceError(unseen, containing: "Could not reach Unsplash at '127.0.0.1:\(server.port)'")
    }
  }

  struct FaultCase: Sendable, CustomTestStringConvertible {
    let flags: [String]
    let status: Int32
    let message: String?
    var testDescription: String { flags.joined(separator: " ") }
  }

  @Test(arguments: [
    FaultCase(flags: ["--latency-ms", "300"], status: 0, message: nil),
    FaultCase(flags: ["--drip-ms", "1"], status: 0, message: nil),
    FaultCase(flags: ["--error-rate", "1", "--error-status", "503"], status: 1, message: "answered HTTP 503"),
    FaultCase(flags: ["--error-rate", "1", "--error-status", "400"], status: 1, message: "answered HTTP 400"),
    FaultCase(flags: ["--malformed-rate", "1"], status: 1, message: "could not be read"),
    FaultCase(flags: ["--drop-rate", "1"], status: 1, message: "Unsplash"),
    FaultCase(flags: ["--truncate-rate", "1"], status: 1, message: "Unsplash"),
    FaultCase(flags: ["--unsplash-key", "another-key"], status: 1, message: "refused the key in UNSPLASH_ACCESS_KEY"),
  ])
  func everyFault_endsInResultsOrOneSentence(_ fault: FaultCase) async throws {
    try await withSandbox { sandbox in
      try await withMockServer(fault.flags) { server in
        let result = try await sandbox.mosaic(["gallery"], environment: environment(server))
        if let message = fault.message {
          expectOneSentenceError(result, status: fault.status, containing: message)
        } else {
          #expect(result.status == 0, "\(result)")
          #expect(photoLines(result.stdout).count == 30)
        }
      }
    }
  }

  @Test func theKey_neverAppearsInOutputOrFiles() async throws {
    try await withSandbox { sandbox in
      try await withMockServer(["--unsplash-key", Self.key, "--unsplash-budget", "4"]) { server in
        let env = environment(server)
        var outputs: [CommandResult] = []
        let id = try await galleryIDs(sandbox, environment: env)[0]
        for arguments in [
          ["gallery", "--all"], ["photo", id], ["favorites", "add", id], ["doctor", "--json"], ["doctor"],
          ["photo", "missing"], ["features", "--json"],
        ] {
          outputs.append(try await sandbox.mosaic(arguments, environment: env))
        }
        outputs.append(
          try await sandbox.mosaic(
            ["gallery"], environment: env.merging(["UNSPLASH_ACCESS_KEY": Self.key + "x"]) { $1 }))
        outputs.append(
          try await sandbox.mosaic(["gallery"], environment: env.merging(["MOSAIC_LOG_LEVEL": "debug"]) { $1 }))
        for output in outputs {
          #expect(!output.stdout.contains(Self.key) && !output.stderr.contains(Self.key), "\(output)")
        }
        let files = sandbox.files()
        expectSome(files) { $0.lastPathComponent == "mosaic.sqlite" }
        expectSome(files) { $0.path.contains("/responses/") }
        for file in files {
          let contents = try Data(contentsOf: file)
          #expect(contents.range(of: Data(Self.key.utf8)) == nil, "the key leaked into \(file.path)")
        }
      }
    }
  }

  @Test func doctor_reportsEveryItem_againstALiveServer() async throws {
    try await withSandbox { sandbox in
      try await withMockServer(["--unsplash-key", Self.key]) { server in
        _ = try await sandbox.mosaic(["gallery"], environment: environment(server))
        let result = try await sandbox.mosaic(["doctor", "--json"], environment: environment(server))
        #expect(result.status == 0, "\(result)")
        let report = try jsonObject(result.stdout)
        let services = try #require(report["services"] as? [[String: Any]])
        expectEqual(services.map { $0["keySet"] as? Bool }, [true, false])
        #expect(services.first?["source"] as? String == server.baseURL)
        let directories = try #require(report["directories"] as? [[String: Any]])
        expectEqual(directories.map { $0["permissions"] as? String }, ["0700", "0700"])
        #expect((report["database"] as? [String: Any])?["integrity"] as? [String] == ["ok"])
        let limits = try #require(report["rateLimits"] as? [[String: Any]])
        #expect(limits.first?["remaining"] as? Int == 49)
        #expect(limits.first?["limit"] as? Int == 50)
        let connectivity = try #require(report["connectivity"] as? [[String: Any]])
        #expect(connectivity.first?["reachable"] as? Bool == true)
        #expect(connectivity.first?["status"] as? Int == 200)
        #expect(report["problems"] as? [String] == [])

        let table = try await sandbox.mosaic(["doctor"], environment: environment(server))
        #expect(table.stdout.contains("UNSPLASH_ACCESS_KEY set"))
        #expect(table.stdout.contains("integrity     ok"))
        #expect(table.stdout.contains("reachable · HTTP 200"))
      }
    }
  }
}
