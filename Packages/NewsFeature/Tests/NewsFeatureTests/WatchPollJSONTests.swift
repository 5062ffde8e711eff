import ArgumentParser
import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import Synchronization
import TestExpectations
import Testing

@testable import NewsFeature

/// `mosaic news watch --json`: JSON Lines, one object per poll as it ends, flushed line by line.
@Suite struct WatchPollJSONTests {
  let service = FakeNewsService()
  let clock = ManualClock()
  let settings = SettingsClient.inMemory(Settings(notifications: true))

  init() throws {
    for list in ["business", "techcrunch", "wsj", "apple"] { try service.serve(list, count: 5) }
  }

  /// One poll as a script reads it: every key, typed.
  struct Poll: Decodable {
    let feed: String?
    let firstPoll: Bool
    let recorded: Int?
    let headlines: [Headline]
    let notified: [String]
    let skipped: Bool
    let secondsSinceLastPoll: Int?
    let failure: Failure?
    let polledAt: Date
  }

  struct Headline: Decodable, Equatable {
    let id: String
    let title: String
    let source: String
    let url: URL
    let isSaved: Bool
    let isRead: Bool
  }

  struct Failure: Decodable, Equatable {
    let code: String
    let reason: String
  }

  /// Each line of standard output as one poll; fails on a line that is not one whole JSON object.
  static func polls(_ output: String) throws -> [Poll] {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    #expect(output.hasSuffix("\n"))
    return try output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
      try decoder.decode(Poll.self, from: Data(line.utf8))
    }
  }

  func host(_ service: FakeNewsService? = nil) throws -> TestHost {
    try TestHost(service: service ?? self.service, settings: settings, clock: clock)
  }

  /// Puts `count` new articles on top of `list`'s five.
  func publish(_ count: Int, in list: String, title: (Int) -> String = { "news \($0)" }) throws {
    let fresh = try (0..<count).map { try Article.fixture("\(list)-new-\($0)", title: title($0)) }
    service.serve(list, fresh + (try (0..<5).map { try Article.fixture("\(list)-\($0)") }))
  }

  @Test func once_firstPoll_isOneLine_thatOnlyRecords() async throws {
    try await withTestHost(try host()) { host in
      let before = Date()
      let console = try await host.news(["watch", "--once", "--json"])
      let polls = try Self.polls(console.output)
      #expect(polls.count == 1)
      let poll = try #require(polls.first)
      #expect(poll.feed == "business")
      #expect(poll.firstPoll)
      #expect(poll.recorded == 5)
      #expect(poll.headlines.isEmpty)
      #expect(poll.notified.isEmpty)
      #expect(!poll.skipped)
      #expect(poll.secondsSinceLastPoll == nil)
      #expect(poll.failure == nil)
      #expect(poll.polledAt.timeIntervalSince(before) > -1, "the time of the poll, to the second")
      #expect(console.errors.isEmpty)
    }
  }

  @Test func once_laterPoll_listsTheNewHeadlines_asNewsJSONDoes() async throws {
    try await withTestHost(try host()) { host in
      for _ in 0..<4 { try await host.news(["watch", "--once", "--json"]) }
      try publish(4, in: "business")
      let console = try await host.news(["watch", "--once", "--json"])
      let poll = try #require(try Self.polls(console.output).first)
      #expect(poll.feed == "business")
      #expect(!poll.firstPoll)
      #expect(poll.recorded == nil)
      #expect(!poll.skipped)
      let fresh = try (0..<4).map { try Article.fixture("business-new-\($0)", title: "news \($0)") }
      expectEqual(
        poll.headlines,
        fresh.map {
          Headline(id: $0.shortID, title: $0.title, source: "The Ledger", url: $0.url, isSaved: false, isRead: false)
        })
      #expect(poll.notified == fresh.prefix(3).map(\.shortID), "three notifications a poll, the rest summed up")

      // The same article keys as `mosaic news --json`: one encoding.
      let line = try #require(
        try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
      let headline = try #require((line["headlines"] as? [[String: Any]])?.first)
      let listed = try #require(
        (try json(try await host.news(["business", "--json"]))["articles"] as? [[String: Any]])?.first)
      #expect(Set(headline.keys) == Set(listed.keys))
    }
  }

  @Test(arguments: [["--json"], []])
  func aWatchedHeadline_canBeSavedByItsID(_ mode: [String]) async throws {
    try await withTestHost(try host()) { host in
      for _ in 0..<4 { try await host.news(["watch", "--once"] + mode) }
      try publish(2, in: "business")
      let output = try await host.news(["watch", "--once"] + mode).output
      let id = try Article.fixture("business-new-1", title: "news 1").shortID
      expectText(output, contains: id)
      let saved = try json(try await host.news(["save", id, "--json"]))
      expectEqual(saved["isSaved"] as? Bool, true)
    }
  }

  @Test func polls2_areExactlyTwoLines_eachFlushedAsItEnds() async throws {
    let recording = FlushRecordingConsole()
    let console = recording.console
    try await withTestHost(try host()) { host in
      let start = clock.sleepCount
      let run = Task { try await host.run(["watch", "--polls", "2", "--interval", "1m", "--json"], console: console) }
      await clock.waitForSleeps(start + 1)
      expectEqual(
        recording.flushed.last?.split(separator: "\n").count, 1, "the first poll is out before the pause")
      clock.advance(by: .seconds(60))
      try await run.value
    }
    let output = recording.written
    let polls = try Self.polls(output)
    #expect(polls.map(\.feed) == ["business", "techcrunch"])
    expectAll(polls) { $0.firstPoll && $0.recorded == 5 }
    let lines = output.split(separator: "\n").map { String($0) + "\n" }
    expectEqual(recording.flushed, [lines[0], lines[0] + lines[1]], "flushed once per line")
  }

  @Test func withoutJSON_eachPollsLinesAreFlushed_beforeThePause() async throws {
    let recording = FlushRecordingConsole()
    let console = recording.console
    try await withTestHost(try host()) { host in
      let start = clock.sleepCount
      let run = Task { try await host.run(["watch", "--polls", "2", "--interval", "1m"], console: console) }
      await clock.waitForSleeps(start + 1)
      expectEqual(
        recording.flushed.last?.hasSuffix(
          "Business: first look, 5 current headlines noted; only newer ones are "
            + "announced.\n"), true)
      clock.advance(by: .seconds(60))
      try await run.value
    }
    expectEqual(recording.flushed.last, recording.written)
  }

  @Test(arguments: [["--json"], []])
  func aReaderThatWentAway_stopsTheWatch(_ mode: [String]) async throws {
    let console = Console(
      print: { _ in }, note: { _ in }, flush: { throw CLIError(.outputClosed, command: "news watch") })
    try await withTestHost(try host()) { host in
      // Three polls a minute apart; the first line cannot be written, so the watch stops without a pause. A watch
      // that went on would pause: the pacer ends its two pauses, so the test fails instead of waiting forever.
      let start = clock.sleepCount
      let pacer = Task { [clock] in
        for pause in 1...2 {
          await clock.waitForSleeps(start + pause)
          clock.advance(by: .seconds(60))
        }
      }
      try await host.run(["watch", "--polls", "3", "--interval", "1m"] + mode, console: console)
      let paused = clock.sleepCount - start
      #expect(paused == 0, "no pause after the reader went away")
      #expect(service.calls.count == 1)
      // Lets the pacer finish: the pauses the watch did not make, made here.
      for _ in paused..<2 { try await clock.sleep(for: .seconds(60)) }
      await pacer.value
    }
  }

  @Test func aSkippedPoll_saysSo() async throws {
    let newsAPI = FakeNewsService(provider: .newsAPI(try #require(URL(string: "https://newsapi.org"))))
    try newsAPI.serve("business", count: 5)
    try await withTestHost(try host(newsAPI)) { host in
      try await host.news(["watch", "--once", "--json"])
      let console = try await host.news(["watch", "--once", "--json"])
      let poll = try #require(try Self.polls(console.output).first)
      #expect(poll.skipped)
      #expect(poll.feed == nil)
      #expect(!poll.firstPoll)
      #expect(poll.headlines.isEmpty)
      #expect(try #require(poll.secondsSinceLastPoll) < 870)
      #expect(newsAPI.calls.count == 1, "a skipped poll asks nothing")
    }
  }

  @Test func aFailedPoll_isALine_andANoteOnStandardError() async throws {
    service.fail("business", page: 1, with: NetworkError(.rateLimited, service: "NewsAPI"))
    try await withTestHost(try host()) { host in
      let console = try await host.news(["watch", "--once", "--json"])
      let poll = try #require(try Self.polls(console.output).first)
      #expect(poll.feed == "business")
      #expect(poll.failure?.code == "rateLimited")
      #expect(console.errors.hasPrefix("Could not check Business:"))
    }
  }

  @Test func hostileHeadlines_areEscaped_andDecodeToTheSameText() async throws {
    let title = "Break\u{1B}[2J\nFake\u{7F}line\u{9B}31m\u{202E}evil\u{2028}end"
    try await withTestHost(try host()) { host in
      for _ in 0..<4 { try await host.news(["watch", "--once", "--json"]) }
      try publish(1, in: "business") { _ in title }
      let output = try await host.news(["watch", "--once", "--json"]).output
      #expect(output.split(separator: "\n").count == 1, "one line, whatever the title holds")
      expectNone(output.unicodeScalars.dropLast(), "no raw control: \(output)") { TerminalText.isControl($0) }
      #expect(output.contains(#"\u001b[2J\nFake\u007fline\u009b31m\u202eevil\u2028end"#))
      #expect(try Self.polls(output).first?.headlines.first?.title == title)
    }
  }
}

extension TestHost {
  /// Runs `mosaic news <arguments>` on `console` (a console of the test's own, to see when it is flushed).
  func run(_ arguments: [String], console: Console) async throws {
    let parsed = try NewsCommand.parseAsRoot(arguments)
    let contribution = try requireValue(
      registry.contributions(CommandContribution.self).first { $0.value.contains(parsed) })
    try await contribution.value.run(parsed, in: CommandContext(console: console, presenters: registry.presenters))
  }
}

/// A console that keeps what is printed and, at each flush, what had been printed by then.
private final class FlushRecordingConsole: Sendable {
  private let state = Mutex<(written: String, flushed: [String])>(("", []))

  /// Everything printed so far.
  var written: String { state.withLock { $0.written } }
  /// What had been printed at each flush, in order.
  var flushed: [String] { state.withLock { $0.flushed } }

  var console: Console {
    Console(
      print: { [self] text in state.withLock { $0.written += text + "\n" } }, note: { _ in },
      flush: { [self] in state.withLock { $0.flushed.append($0.written) } })
  }
}
