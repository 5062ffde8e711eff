import Foundation
import MosaicTestSupport
import TestExpectations
import Testing

/// The standing hostile-server suite: the built `mosaic` against `mosaic-mock-api --hostile …`. Each run must
/// end in results or one sentence, in bounded time and memory, without the key anywhere and without a file
/// outside Mosaic's folders (checked by ``HostileRuns/run``).
@Suite(.serialized) struct HostileServerEndToEndTests {
  static let short = ["MOSAIC_REQUEST_TIMEOUT": "\(HostileRuns.shortTimeout)"]

  // Finding 1: a slow server cannot hold mosaic; the deadline covers connecting, headers and body.
  @Test(arguments: [
    ["drip-bytes", "--hostile-interval-ms", "100"], ["slow-headers", "--hostile-interval-ms", "100"], ["silence"],
  ])
  func aSlowServer_endsAtTheDeadline_withOneSentence(_ behaviour: [String]) async throws {
    try await withSandbox { sandbox in
      try await HostileRuns.withHostileServer(behaviour[0], Array(behaviour.dropFirst())) { server in
        let run = try await HostileRuns.run(sandbox, ["gallery"], against: server, environment: Self.short)
        expectOneSentenceError(run.result, containing: "did not answer within 2 seconds")
        let doctor = try await HostileRuns.run(sandbox, ["doctor"], against: server, environment: Self.short)
        #expect(doctor.result.status == 1)
        #expect(doctor.result.stdout.contains("did not answer within 2 seconds"))
      }
    }
  }

  // Finding 2: bodies are capped while they arrive, compressed or not, and nothing refused is saved.
  @Test(arguments: ["oversized-body", "gzip-bomb", "huge-list"])
  func aHugeAnswer_isRefusedWhileItArrives_inBoundedMemory(_ behaviour: String) async throws {
    try await withSandbox { sandbox in
      try await HostileRuns.withHostileServer(behaviour) { server in
        let run = try await HostileRuns.run(sandbox, ["gallery"], against: server)
        expectOneSentenceError(run.result, containing: "could not be read (the answer is larger than 2 MB)")
        expectNone(sandbox.files(), "a refused answer was saved") { $0.path.contains("/responses/") }
        #expect(try await server.stats().requests.unsplash == 1, "a refused answer is not asked again")
      }
    }
  }

  // Finding 3: a redirect to another origin is refused, and the key never reaches it.
  @Test func aRedirectToAnotherOrigin_isRefused_andTheKeyNeverReachesIt() async throws {
    try await withSandbox { sandbox in
      try await HostileRuns.withHostileServer("redirect-other-origin") { server in
        let witness = try await server.witness()
        let run = try await HostileRuns.run(sandbox, ["gallery"], against: server)
        expectOneSentenceError(run.result, containing: "to another origin, '\(witness.baseURL ?? "?")'")
        _ = try await HostileRuns.run(sandbox, ["photo", "abc"], against: server)
        _ = try await HostileRuns.run(sandbox, ["doctor"], against: server)
        #expect(try await server.witness().requests == 0)
        #expect(try await server.witness().withCredentials == 0)
      }
    }
  }

  @Test func aRedirectWithinTheOrigin_isFollowed() async throws {
    try await withSandbox { sandbox in
      try await HostileRuns.withHostileServer("redirect-same-origin") { server in
        let run = try await HostileRuns.run(sandbox, ["gallery"], against: server)
        #expect(run.result.status == 0, "\(run)")
        #expect(photoLines(run.result.stdout).count == 30)
      }
    }
  }

  // Finding 11: an error body that echoes the key becomes a short sentence without it.
  @Test func anErrorEchoingTheKey_isABoundedSentence_withoutTheKey() async throws {
    try await withSandbox { sandbox in
      try await HostileRuns.withHostileServer("echo-key") { server in
        let run = try await HostileRuns.run(
          sandbox, ["gallery"], against: server, environment: ["MOSAIC_LOG_LEVEL": "debug"])
        #expect(run.result.status == 1)
        let error = try requireValue(run.result.stderr.split(separator: "\n").last { $0.hasPrefix("Error: ") })
        #expect(error.contains("answered HTTP 400") && error.contains("<redacted>"))
        #expect(error.count < 400)
      }
    }
  }

  // Finding 10: an endless feed ends — at a page that repeats, or after the most pages one walk takes.
  @Test func anEndlessFeedOfRepeats_stopsAtTheFirstRepeatedPage() async throws {
    try await withSandbox { sandbox in
      try await HostileRuns.withHostileServer("endless-repeat") { server in
        let run = try await HostileRuns.run(sandbox, ["gallery", "--all", "--json"], against: server)
        #expect(run.result.status == 0, "\(run)")
        #expect(try jsonObject(run.result.stdout)["stopped"] as? String == "repeatingPage")
        #expect(try await server.stats().requests.unsplash == 2)
      }
    }
  }

  @Test func anEndlessFeedOfNewPhotos_stopsAfterAHundredPages() async throws {
    try await withSandbox { sandbox in
      try await HostileRuns.withHostileServer("endless-pages") { server in
        let run = try await HostileRuns.run(
          sandbox, ["gallery", "--all", "--per-page", "5"], against: server, within: .seconds(60))
        #expect(run.result.status == 0, "\(run)")
        #expect(run.result.stderr.contains("Stopped after 100 pages"))
        #expect(run.result.stderr.contains("mosaic gallery --page 101 --per-page 5 --all"))
        #expect(try await server.stats().requests.unsplash == 100)
      }
    }
  }

  // Finding 12: a server's cookie is never stored, anywhere (the stray-file check of every run).
  @Test func aCookie_isNeverStored() async throws {
    try await withSandbox { sandbox in
      try await HostileRuns.withHostileServer("set-cookie") { server in
        let run = try await HostileRuns.run(sandbox, ["gallery"], against: server)
        #expect(run.result.status == 0, "\(run)")
        expectNone(sandbox.files()) { $0.lastPathComponent.contains("cookie") }
      }
    }
  }

  // Finding 15: a 200 KB `Link` header and a number out of range are sentences, asked once (finding 18).
  @Test(arguments: [
    ("huge-link-header", "could not be read (its headers are too large)"),
    ("out-of-range-numbers", "does not fit its field)"),
  ])
  func anAnswerThatCannotBeRead_isOneSentence_askedOnce(behaviour: String, message: String) async throws {
    try await withSandbox { sandbox in
      try await HostileRuns.withHostileServer(behaviour) { server in
        let run = try await HostileRuns.run(sandbox, ["gallery"], against: server)
        expectOneSentenceError(run.result, containing: message)
        #expect(try await server.stats().requests.unsplash == 1)
      }
    }
  }

  // Finding 4: a total no page arithmetic can hold does not trap.
  @Test func aHugeTotal_neverTraps() async throws {
    try await withSandbox { sandbox in
      try await HostileRuns.withHostileServer("huge-total") { server in
        let run = try await HostileRuns.run(sandbox, ["gallery"], against: server)
        #expect(run.result.status == 0, "\(run)")
        #expect(run.result.stdout.hasPrefix("Page 1 of 307445734561825861 · 9223372036854775807 photos"))
      }
    }
  }

  // Strings with escape sequences stay intact, escaped, in JSON (the terminal side is finding 8's).
  @Test func controlCharacters_stayEscapedInJSON() async throws {
    try await withSandbox { sandbox in
      try await HostileRuns.withHostileServer("control-characters") { server in
        let run = try await HostileRuns.run(sandbox, ["gallery", "--json"], against: server)
        #expect(run.result.status == 0, "\(run)")
        #expect(!run.result.stdout.contains("\u{1B}"))
        #expect(try photos(in: jsonObject(run.result.stdout)).first?["author"] as? String != nil)
      }
    }
  }
}
