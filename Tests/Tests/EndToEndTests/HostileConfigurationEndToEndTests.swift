import Foundation
import MosaicTestSupport
import Testing

/// The network edge's settings and memories end to end: deadlines and the ceiling in `doctor`, base URLs
/// checked up front, passwords never printed, ids that cannot address another path, and a server's pause
/// that stays with that server.
@Suite(.serialized) struct HostileConfigurationEndToEndTests {
  // Finding 9: Retry-After in the year 9999 pauses one window, for that server only, and doctor says so.
  @Test func anExtremeRetryAfter_pausesOneHour_forThatServerOnly() async throws {
    try await withSandbox { sandbox in
      try await HostileRuns.withHostileServer("retry-after-forever") { serverA in
        let first = try await HostileRuns.run(sandbox, ["gallery"], against: serverA)
        expectOneSentenceError(first.result, containing: "(in 60 minutes)")
        let doctor = try await HostileRuns.run(sandbox, ["doctor", "--offline"], against: serverA)
        #expect(doctor.result.status == 1)
        #expect(doctor.result.stdout.contains("paused until"))
        #expect(doctor.result.stderr.contains("Requests to Unsplash at '127.0.0.1:\(serverA.port)' are paused until"))

        try await withMockServer(["--unsplash-key", HostileRuns.key]) { serverB in
          let other = try await HostileRuns.run(sandbox, ["gallery"], against: serverB)
          #expect(other.result.status == 0, "\(other)")
          #expect(other.result.stdout.hasPrefix("Page 1 of 12"), "B answers live, not A's pause or saved pages")
          let doctorB = try await HostileRuns.run(sandbox, ["doctor", "--offline"], against: serverB)
          #expect(doctorB.result.status == 0, "\(doctorB)")
        }
      }
    }
  }

  // Finding 9: answers saved from server A never show as offline results of server B.
  @Test func savedAnswersOfOneServer_neverStandInForAnother() async throws {
    try await withSandbox { sandbox in
      try await withMockServer(["--unsplash-key", HostileRuns.key]) { serverA in
        let run = try await HostileRuns.run(sandbox, ["gallery"], against: serverA)
        #expect(run.result.status == 0, "\(run)")
        // B starts while A still holds its port: a server started after A stopped may get A's port again,
        // and then it is A's origin, whose saved answers rightly stand in.
        try await withMockServer(["--unsplash-key", HostileRuns.key, "--drop-rate", "1"]) { serverB in
          try #require(serverB.port != serverA.port)
          let run = try await HostileRuns.run(sandbox, ["gallery"], against: serverB)
          expectOneSentenceError(run.result, containing: "Could not reach Unsplash at '127.0.0.1:\(serverB.port)'")
        }
      }
    }
  }

  // Finding 1: doctor shows the deadline and the ceiling in effect, as a table and as JSON.
  @Test func doctor_showsTheDeadlineAndTheCeiling() async throws {
    try await withSandbox { sandbox in
      let environment = ["MOSAIC_REQUEST_TIMEOUT": "2.5", "MOSAIC_COMMAND_TIMEOUT": "45"]
      let table = try await sandbox.mosaic(["doctor", "--offline"], environment: environment)
      #expect(table.status == 0, "\(table)")
      #expect(
        table.stdout.contains("  deadline      2.5 s per request, connecting to last byte (MOSAIC_REQUEST_TIMEOUT)"))
      #expect(table.stdout.contains("  ceiling       45 s per command (MOSAIC_COMMAND_TIMEOUT)"))
      let json = try jsonObject(
        try await sandbox.mosaic(["doctor", "--offline", "--json"], environment: environment).stdout)
      let limits = try #require(json["limits"] as? [String: Any])
      #expect(limits["requestTimeoutSeconds"] as? Double == 2.5)
      #expect(limits["commandTimeoutSeconds"] as? Double == 45)
      // Finding 12: no session, no Foundation folder, when no request is made.
      #expect(sandbox.strayFiles().isEmpty, "\(sandbox.strayFiles())")

      let bad = try await sandbox.mosaic(["gallery"], environment: ["MOSAIC_COMMAND_TIMEOUT": "soon"])
      expectOneSentenceError(bad, containing: "MOSAIC_COMMAND_TIMEOUT is 'soon', which is not a number of seconds")
    }
  }

  // Finding 1: every command has a ceiling, whatever the request deadline.
  @Test func theCommandCeiling_stopsACommandThatOutlivesIt() async throws {
    try await withSandbox { sandbox in
      try await HostileRuns.withHostileServer("silence") { server in
        let run = try await HostileRuns.run(
          sandbox, ["gallery"], against: server,
          environment: ["MOSAIC_REQUEST_TIMEOUT": "600", "MOSAIC_COMMAND_TIMEOUT": "3"],
          within: .seconds(3) + HostileRuns.slack)
        expectOneSentenceError(run.result, containing: "did not finish within 3 seconds and was stopped")
      }
    }
  }

  // Finding 15: a base URL is checked before any request: scheme in any case, a real port.
  @Test func baseURLs_areCheckedUpFront() async throws {
    try await withSandbox { sandbox in
      let port = try await sandbox.mosaic(
        ["gallery"], environment: ["UNSPLASH_ACCESS_KEY": "k", "MOSAIC_UNSPLASH_BASE_URL": "http://127.0.0.1:99999"])
      expectOneSentenceError(port, containing: "whose port 99999 is not between 1 and 65535")
      try await withMockServer { server in
        let upper = try await sandbox.mosaic(
          ["gallery"],
          environment: ["MOSAIC_UNSPLASH_BASE_URL": "HTTP://127.0.0.1:\(server.port)", "UNSPLASH_ACCESS_KEY": "k"])
        #expect(upper.status == 0, "\(upper)")
      }
    }
  }

  // Finding 16: a password in the base URL is never printed: listing, JSON source, doctor.
  @Test func aPasswordInTheBaseURL_isNeverPrinted() async throws {
    try await withSandbox { sandbox in
      try await withMockServer(["--unsplash-key", HostileRuns.key]) { server in
        let base = "http://mosaic:hunter22@127.0.0.1:\(server.port)"
        let environment = ["MOSAIC_UNSPLASH_BASE_URL": base, "UNSPLASH_ACCESS_KEY": HostileRuns.key]
        var outputs: [CommandResult] = []
        for arguments in [["gallery"], ["gallery", "--json"], ["doctor"], ["doctor", "--json"]] {
          outputs.append(try await sandbox.mosaic(arguments, environment: environment))
        }
        #expect(outputs[0].stdout.contains("Unsplash at http://mosaic:***@127.0.0.1:\(server.port)"))
        for output in outputs {
          #expect(!output.stdout.contains("hunter22") && !output.stderr.contains("hunter22"), "\(output)")
        }
        for file in sandbox.files() {
          #expect((try Data(contentsOf: file)).range(of: Data("hunter22".utf8)) == nil, "in \(file.path)")
        }
      }
    }
  }

  // Finding 17: ids that would address another path are refused before any request.
  @Test(arguments: [".", "..", "", "../.."])
  func anIdThatIsAPath_neverAddressesAnotherOne(_ id: String) async throws {
    try await withSandbox { sandbox in
      try await withMockServer(["--unsplash-key", HostileRuns.key]) { server in
        let run = try await HostileRuns.run(sandbox, ["photo", id], against: server)
        #expect(run.result.status == 1, "\(run)")
        let requests = try await server.stats().requests.unsplash
        if id == "../.." {
          // Not a dot segment: it travels as one escaped segment, and the server has no such photo.
          expectOneSentenceError(run.result, containing: "has no photo '../..' (HTTP 404")
          #expect(requests == 1, "one request, for the escaped id")
        } else {
          expectOneSentenceError(run.result, containing: "is not a photo id")
          #expect(requests == 0)
        }
      }
    }
  }

  // Finding 18: an answer that cannot be decoded is asked once.
  @Test func anUndecodableAnswer_isAskedOnce() async throws {
    try await withSandbox { sandbox in
      try await withMockServer(["--unsplash-key", HostileRuns.key, "--malformed-rate", "1"]) { server in
        let run = try await HostileRuns.run(sandbox, ["gallery"], against: server)
        expectOneSentenceError(run.result, containing: "could not be read")
        #expect(try await server.stats().requests.unsplash == 1)
      }
    }
  }
}
