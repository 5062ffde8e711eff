import Foundation
import MosaicTestSupport
import Testing

/// Issue 19, what a new user met: each answer the built `mosaic` gives is the truthful one — a usage error for
/// a line that cannot mean anything, "already" for what already was, the program that failed for a browser
/// that failed, a watch that outlives the command ceiling.
@Suite struct FirstUseEndToEndTests {
  @Test func addingAFavoriteAgain_saysItAlreadyWasOne() async throws {
    try await withSandbox { sandbox in
      let first = try await sandbox.mosaic(["favorites", "add", "q5Aq-4pHXK9"])
      #expect(first.stdout == "★ Added 'q5Aq-4pHXK9' (Mikael Tanaka) to the favorites.\n", "\(first)")
      let again = try await sandbox.mosaic(["favorites", "add", "q5Aq-4pHXK9"])
      #expect(again.status == 0)
      #expect(again.stdout.isEmpty, "\(again)")
      #expect(again.stderr == "'q5Aq-4pHXK9' (Mikael Tanaka) is already a favorite; its saved copy was refreshed.\n")
      let json = try jsonObject(try await sandbox.mosaic(["favorites", "add", "q5Aq-4pHXK9", "--json"]).stdout)
      #expect(json["changed"] as? Bool == false)
    }
  }

  static let pastTheEnd: [([String], String)] = [
    (
      ["gallery", "--page", "13"],
      "Page '13' is past the end of the gallery, which has 12 pages; ask for a page from 1 to 12."
    ),
    (["gallery", "--page", "13", "--json"], "Page '13' is past the end of the gallery, which has 12 pages"),
    (["open", "mosaic://gallery?page=13"], "Page '13' is past the end of the gallery, which has 12 pages"),
    (["news", "--page", "9"], "Page '9' is past the end of Business; ask for an earlier page, like 1."),
    (["open", "mosaic://news?feed=wsj&page=9", "--json"], "Page '9' is past the end of Wall Street Journal"),
  ]

  @Test(arguments: pastTheEnd)
  func aPagePastTheEnd_isOneTruthfulAnswer_aUsageError(arguments: [String], message: String) async throws {
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(arguments)
      expectOneSentenceError(result, status: 64, containing: message)
      #expect(result.stdout.isEmpty)
      #expect(!result.stderr.contains("End of the"))
    }
  }

  @Test func aBROWSERThatFailsOrIsMissing_isNamed_notTakenForAnUnsetBROWSER() async throws {
    try await withSandbox { sandbox in
      let id = try #require(try field("id", of: try await mosaicJSON(sandbox, ["news"])).first)
      let failing = try FakePrograms(in: sandbox.root, ["broken-browser"], status: 4)
      let failed = try await sandbox.mosaic(
        ["news", "open", id], environment: ["PATH": failing.path, "BROWSER": "broken-browser"])
      #expect(failed.status == 0)
      #expect(
        failed.stderr
          == "Could not open a browser: 'broken-browser' exited with status 4; the link is printed above.\n")
      let missing = try await sandbox.mosaic(
        ["news", "open", id, "--json"], environment: ["PATH": failing.path, "BROWSER": "no-such-browser"])
      let document = try jsonObject(missing.stdout)
      #expect(document["reasonCode"] as? String == "browserNotFound")
      #expect((document["reason"] as? String)?.contains("$BROWSER names 'no-such-browser'") == true)
      let unset = try await sandbox.mosaic(["news", "open", id], environment: ["PATH": failing.path, "DISPLAY": ":0"])
      #expect(unset.stderr.contains("$BROWSER is not set"), "\(unset)")
      #expect(!failed.stderr.contains("not set") && !(document["reason"] as? String ?? "").contains("not set"))
    }
  }

  @Test func settings_showEachSettingOnce_andAnEmptySearchEndsWithItsSentence() async throws {
    try await withSandbox { sandbox in
      let settings = try await sandbox.mosaic(["settings"])
      #expect(settings.stdout.contains("  Theme          Dark (dark)\n"), "\(settings)")
      #expect(!settings.stdout.contains("(dark)  theme"))
      let search = try await sandbox.mosaic(["news", "search", "zzzqqq"])
      #expect(search.stdout.hasSuffix("No articles match 'zzzqqq'; try fewer or more general words.\n"), "\(search)")
    }
  }

  @Test func cache_countsOnePictureInTheSingular_andRendersOfflineApartFromDownloads() async throws {
    try await withSandbox { sandbox in
      _ = try await sandbox.mosaic(["photo", "q5Aq-4pHXK9", "--image", "--width", "20"])
      let cache = try await sandbox.mosaic(["cache"])
      #expect(cache.stdout.contains(" · 1 picture · "), "\(cache)")
      #expect(cache.stdout.contains("1 request · "), "\(cache)")
      #expect(cache.stdout.contains("0 downloaded · 1 rendered offline"), "\(cache)")
    }
  }

  static let unknownCommands: [[String]] = [
    ["nonsense", "--help"], ["plugin", "--help"], ["help", "nonsense"], ["nonsense", "--json", "-h"],
  ]

  @Test(arguments: unknownCommands)
  func anUnknownCommand_isAUsageError_whateverFlagsFollow(_ arguments: [String]) async throws {
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(arguments)
      #expect(result.stdout.isEmpty, "\(result)")
      expectOneSentenceError(result, status: 64, containing: "; `mosaic --help` lists the commands.")
    }
  }

  @Test func anUnknownRoute_isAUsageError() async throws {
    try await withSandbox { sandbox in
      expectOneSentenceError(
        try await sandbox.mosaic(["open", "mosaic://nothing"]), status: 64, containing: "No route matches")
    }
  }

  @Test func doctor_saysWhatA404OnTheProbesPathMeans() async throws {
    let server = try await MockServer.start()
    defer { Task { await server.stop() } }
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(
        ["doctor"], environment: ["NEWSAPI_KEY": "k", "MOSAIC_NEWSAPI_BASE_URL": server.baseURL + "/not-newsapi/"])
      #expect(result.status == 1)
      #expect(
        result.stdout.contains(
          "/not-newsapi/v2/top-headlines/sources' answered HTTP 404 (not found): NewsAPI's API is not at that address; check MOSAIC_NEWSAPI_BASE_URL."
        ),
        "\(result)")
      #expect(!result.stdout.contains("try again later"))
    }
  }

  @Test func newsWatch_outlivesTheCommandCeiling_whichBoundsEachPoll() async throws {
    try await withSandbox { sandbox in
      let result = try await sandbox.mosaic(
        ["news", "watch", "--interval", "1s", "--polls", "3"], environment: ["MOSAIC_COMMAND_TIMEOUT": "1"])
      #expect(result.status == 0, "\(result)")
      for feed in ["Business", "TechCrunch", "Wall Street Journal"] {
        #expect(result.stdout.contains("\(feed): first look, "), "poll of \(feed) in \(result)")
      }
      #expect(result.stderr.isEmpty)
    }
  }

  @Test func aTypedEscape_neverCutsTheSentence_andAHugeArgumentIsEchoedCut() async throws {
    try await withSandbox { sandbox in
      let escaped = try await sandbox.mosaic(["photo", "abc\u{1B}]def ghi"])
      expectOneSentenceError(escaped, containing: "; list the ids with `mosaic gallery`.")
      let huge = String(repeating: "x", count: 131_000)
      let result = try await sandbox.mosaic(["photo", huge])
      expectOneSentenceError(result, containing: "…'; list the ids with `mosaic gallery`.")
      #expect(result.stderr.count < 200, "\(result.stderr.count) characters")
      let suggestion = try await sandbox.mosaic(["gallery", "--pag", "2"])
      #expect(suggestion.status == 64)
      #expect(suggestion.stderr.hasPrefix("Error: Unknown option '--pag'; the closest option is '--page'.\n"))
    }
  }
}
