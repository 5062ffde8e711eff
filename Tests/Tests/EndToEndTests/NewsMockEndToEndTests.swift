import Foundation
import Models
import MosaicTestSupport
import TestExpectations
import Testing

/// `mosaic news` against mosaic-mock-api speaking NewsAPI's dialect, with `NEWSAPI_KEY` set.
@Suite struct NewsMockEndToEndTests {
  static let key = "e2e-news-key-\(UUID().uuidString)"

  func environment(_ server: MockServer) -> [String: String] {
    ["MOSAIC_NEWSAPI_BASE_URL": server.baseURL, "NEWSAPI_KEY": Self.key]
  }

  @Test func everyFeedAndSearch_returnsTheServersArticles_andTheKeyTravelsOnlyInTheHeader() async throws {
    try await withSandbox { sandbox in
      try await withMockServer(["--news-key", Self.key]) { server in
        let runs =
          [
            "business", "techcrunch", "wsj", "apple", "technology", "science", "health", "sports", "entertainment",
            "general",
          ].map { ["news", $0, "--page", "2"] } + [["news", "search", "apple"]]
        for arguments in runs {
          let document = try await mosaicJSON(sandbox, arguments, environment: environment(server))
          let request = try #require(try await server.requests().last)
          #expect(request.path.contains("pageSize=12"), "\(request.path)")
          // The same request, sent by the test: mosaic shows exactly the server's articles, in its order.
          let (status, body) = try await server.get(request.path, headers: ["X-Api-Key": Self.key])
          #expect(status == 200)
          let served = try NewsJSON.decoder.decode(ArticlesResponse.self, from: body).articles
          #expect(!served.isEmpty, "\(arguments)")
          #expect(try field("url", of: document) == served.map(\.url.absoluteString), "\(arguments)")
          #expect(try field("id", of: document) == served.map(\.shortID))
        }
        let requests = try await server.requests()
        #expect(requests.count == 2 * runs.count)
        expectAll(requests) { $0.keyInHeader && !$0.keyInQuery }
        expectNone(requests) { $0.path.contains(Self.key) }
        let paths = requests.map(\.path)
        expectSome(paths) { $0.hasPrefix("/v2/top-headlines?category=business&country=us&page=2&pageSize=12") }
        expectSome(paths) { $0.hasPrefix("/v2/top-headlines?sources=techcrunch&page=2") }
        expectSome(paths) { $0.hasPrefix("/v2/everything?domains=wsj.com&from=") && $0.contains("sortBy=publishedAt") }
        expectSome(paths) { $0.hasPrefix("/v2/everything?q=apple&sortBy=popularity&page=2") }
        expectSome(paths) { $0.hasPrefix("/v2/everything?q=apple&sortBy=publishedAt&page=1") }
      }
    }
  }

  @Test func thePageThatReachesTheHundredthResult_isTheEnd_andPastItIsAUsageError() async throws {
    try await withSandbox { sandbox in
      try await withMockServer { server in
        // Page 8 holds results 85 to 96: the last page NewsAPI's free plan serves, so no next page is offered.
        let last = try await sandbox.mosaic(
          ["news", "search", "the", "--page", "8", "--json"], environment: environment(server))
        #expect(last.status == 0, "\(last)")
        #expect(try jsonObject(last.stdout)["hasMore"] as? Bool == false)
        let text = try await sandbox.mosaic(["news", "search", "the", "--page", "8"], environment: environment(server))
        #expect(text.status == 0, "\(text)")
        #expect(text.stdout.hasSuffix("End: NewsAPI's free plan serves at most 100 results for one feed or search.\n"))
        // Page 9 would be results 97 to 108: NewsAPI's 426, a page past the end.
        let past = try await sandbox.mosaic(
          ["news", "search", "the", "--page", "9", "--json"], environment: environment(server))
        expectOneSentenceError(
          past, status: 64,
          containing: "Page '9' of the search for 'the' is past the 100 results NewsAPI's free plan serves")
        #expect(past.stdout.isEmpty)
      }
    }
  }

  @Test(arguments: [
    ("parametersMissing", "Required parameters are missing"),
    ("parameterInvalid", "The parameter 'q' is invalid"),
    ("parametersIncompatible", "You cannot mix the sources parameter"),
    ("sourcesTooMany", "You have requested too many sources"),
    ("sourceDoesNotExist", "You have requested a source which does not exist"),
    ("apiKeyMissing", "Your API key is missing."),
    ("apiKeyInvalid", "Your API key is invalid or incorrect."),
    ("apiKeyDisabled", "Your API key has been disabled."),
    ("apiKeyExhausted", "Your API key has no more requests available."),
    ("rateLimited", "You have made too many requests recently."),
    ("unexpectedError", "Something went wrong on our side"),
  ])
  func everyNewsAPIErrorCode_isOneSentenceWithItsMessage_exit1(code: String, message: String) async throws {
    try await withSandbox { sandbox in
      try await withMockServer(["--news-error", code]) { server in
        let result = try await sandbox.mosaic(["news", "wsj"], environment: environment(server))
        expectOneSentenceError(result, containing: message)
        #expect(result.stderr.contains(code), "\(result)")
        #expect(!result.stderr.contains(Self.key))
      }
    }
  }

  @Test func aSpentKey_blocksNewsAPIForTheDay_andTheSavedAnswerStandsIn() async throws {
    try await withSandbox { sandbox in
      try await withMockServer { server in
        let live = try await sandbox.mosaic(["news", "apple"], environment: environment(server))
        #expect(live.status == 0, "\(live)")
        try await server.setFaults(#"{"newsError":"apiKeyExhausted"}"#)
        let stale = try await sandbox.mosaic(["news", "apple"], environment: environment(server))
        #expect(stale.status == 0, "\(stale)")
        #expect(stale.stdout.hasPrefix("offline — showing results from "))
        #expect(stale.stdout.contains("apiKeyExhausted"))
        let spent = try await server.stats().requests.news
        let later = try await sandbox.mosaic(["news", "science"], environment: environment(server))
        expectOneSentenceError(later, containing: "NewsAPI's request budget is spent")
        #expect(try await server.stats().requests.news == spent, "no request while the budget is spent")
      }
    }
  }

  /// Makes the watch's memory say that `feed` was polled before and saw nothing, and that it comes next, so the
  /// next poll finds all of its current headlines new (the mock's feeds never change on their own).
  func forget(_ feed: String, in sandbox: Sandbox) throws {
    let file = sandbox.cacheDirectory.appendingPathComponent("store/news-watch.json")
    var memory = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    var seen = try #require(memory["seen"] as? [String: Any])
    seen[feed] = [String]()
    memory["seen"] = seen
    memory["next"] = 0
    try JSONSerialization.data(withJSONObject: memory).write(to: file)
  }

  @Test func watch_firstPollsOnlyRecord_thenNewHeadlinesAreAnnounced() async throws {
    try await withSandbox { sandbox in
      try await withMockServer { server in
        let programs = try FakePrograms(in: sandbox.root, ["notify-send"])
        var desktop = environment(server)
        desktop["PATH"] = programs.path
        desktop["DISPLAY"] = ":0"
        let on = try await sandbox.mosaic(["settings", "set", "notifications", "on"], environment: desktop)
        #expect(on.stdout == "Notifications set to on (on).\n", "\(on)")

        let result = try await ProcessRunner.run(
          try Binaries.mosaic(), ["news", "watch", "--interval", "1s", "--polls", "3"],
          environment: sandbox.environment(desktop), timeout: .seconds(60))
        #expect(result.status == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n")
        #expect(
          lines.first?.hasPrefix("Watching Business, TechCrunch, Wall Street Journal, Apple: one feed every 1 s")
            == true)
        #expect(lines.dropFirst().first == "Notifications are on: new headlines also appear on the desktop.")
        #expect(
          lines.dropFirst(2) == [
            "Business: first look, 12 current headlines noted; only newer ones are announced.",
            "TechCrunch: first look, 12 current headlines noted; only newer ones are announced.",
            "Wall Street Journal: first look, 12 current headlines noted; only newer ones are announced.",
          ], "a first watch announces nothing")
        #expect(try await server.stats().requests.news == 3)
        #expect(programs.log("notify-send").isEmpty, "no notification for what was already there")

        try forget("business", in: sandbox)
        let once = try await ProcessRunner.run(
          try Binaries.mosaic(), ["news", "watch", "--once"], environment: sandbox.environment(desktop),
          timeout: .seconds(60))
        #expect(once.status == 0, "\(once)")
        let headlines = once.stdout.split(separator: "\n").filter { $0.contains("  ✉ ") || $0.contains("  • ") }
        #expect(headlines.count == 12, "\(once)")
        let notified = programs.log("notify-send")
        expectEqual(notified.filter { $0 == "--app-name=Mosaic" }.count, 4, "three headlines and a summary")
        #expect(notified.contains("Mosaic — Business"))

        _ = try await sandbox.mosaic(["settings", "set", "notifications", "off"], environment: desktop)
        try forget("business", in: sandbox)
        let quiet = try await ProcessRunner.run(
          try Binaries.mosaic(), ["news", "watch", "--once"], environment: sandbox.environment(desktop),
          timeout: .seconds(60))
        #expect(quiet.status == 0, "\(quiet)")
        expectEqual(quiet.stdout.split(separator: "\n").filter { $0.contains("  • ") }.count, 12)
        expectEqual(
          programs.log("notify-send").filter { $0 == "--app-name=Mosaic" }.count, 4, "notifications off, none sent")
      }
    }
  }

  @Test func watchInstall_writesATimerRunningThisBinary_andUninstallRemovesIt() async throws {
    try await withSandbox { sandbox in
      let config = sandbox.root.appendingPathComponent("config")
      let extra = ["XDG_CONFIG_HOME": config.path]
      let installed = try await sandbox.mosaic(["news", "watch", "--install"], environment: extra)
      #expect(installed.status == 0, "\(installed)")
      let folder = config.appendingPathComponent("systemd/user")
      #expect(
        installed.stdout.hasPrefix("Wrote the timer 'mosaic-news-watch' to '\(folder.path)' but could not start it"),
        "no systemctl on the sandbox's PATH: \(installed)")
      let service = try String(contentsOf: folder.appendingPathComponent("mosaic-news-watch.service"), encoding: .utf8)
      let binary = try Binaries.mosaic().resolvingSymlinksInPath().path
      #expect(service.contains("ExecStart=\"\(binary)\" \"news\" \"watch\" \"--once\""), "\(service)")
      #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("mosaic-news-watch.timer").path))

      let doctor = try await sandbox.mosaic(["doctor", "--offline"], environment: extra)
      #expect(
        doctor.stdout.contains(
          "  news-watch    installed, state unknown (no systemctl or user bus) · \(folder.path)/mosaic-news-watch.timer"
        ),
        "\(doctor)")

      let removed = try await sandbox.mosaic(["news", "watch", "--uninstall"], environment: extra)
      #expect(removed.stdout == "Removed the timer 'mosaic-news-watch'.\n", "\(removed)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
      let after = try await sandbox.mosaic(["doctor", "--offline"], environment: extra)
      #expect(after.stdout.contains("none installed"), "\(after)")
    }
  }

  @Test func notificationsOn_withoutADisplay_saysWhy_andStaysOff() async throws {
    try await withSandbox { sandbox in
      let programs = try FakePrograms(in: sandbox.root, ["notify-send"])
      let result = try await sandbox.mosaic(
        ["settings", "set", "notifications", "on"], environment: ["PATH": programs.path])
      expectOneSentenceError(result, containing: "Notifications stay off because there is no display session")
      let settings = try await mosaicJSON(sandbox, ["settings"])
      #expect(settings["notifications"] as? String == "off")
      let missing = try await sandbox.mosaic(
        ["settings", "set", "notifications", "on"], environment: ["DISPLAY": ":0"])
      expectOneSentenceError(missing, containing: "because notify-send is not installed")
    }
  }
}
