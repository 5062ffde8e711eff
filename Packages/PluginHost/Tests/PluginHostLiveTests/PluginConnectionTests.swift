import Core
import Foundation
import PluginHostLive
import PluginKit
import Testing

@Suite struct PluginConnectionTests {
  static let answer = """
    send({"type": "output", "id": req["id"], "output": {"title": "Hi", "lines": ["Hello, " + " ".join(req["arguments"])]}})
    """

  @Test func command_answersThroughTheProtocol() async throws {
    let fake = try FakePlugin(behaviour: Self.answer)
    let reply = try await fake.run(["Ada"])
    #expect(reply.output == PluginOutput(title: "Hi", lines: ["Hello, Ada"]))
  }

  @Test func strayPrint_landsInTheLogNotTheChannel() async throws {
    let fake = try FakePlugin(behaviour: "print('stray words')\n" + Self.answer)
    #expect(try await fake.run(["Ada"]).output?.lines == ["Hello, Ada"])
    let log = try String(contentsOf: fake.store.logURL(of: "fake"), encoding: .utf8)
    #expect(log.contains("stray words"))
  }

  struct Failure: Sendable, CustomTestStringConvertible {
    let id: String
    let behaviour: String
    let code: PluginHostError.Code
    var testDescription: String { id }
  }

  @Test(arguments: [
    Failure(id: "crash", behaviour: "os.kill(os.getpid(), 11)", code: .exited),
    Failure(id: "exit mid-request", behaviour: "sys.exit(3)", code: .exited),
    Failure(id: "hang", behaviour: "time.sleep(60)", code: .timedOut),
    Failure(id: "garbage", behaviour: "out.write(struct.pack('>I', 5) + b'hello'); out.flush()", code: .garbage),
    Failure(
      id: "flood", behaviour: "out.write(struct.pack('>I', 50000000))\nwhile True: out.write(b'x' * 65536)",
      code: .flooded),
    Failure(id: "wrong id", behaviour: "send({'type': 'done', 'id': 99})", code: .garbage),
    Failure(
      id: "error reply", behaviour: "send({'type': 'error', 'id': req['id'], 'message': 'no \\u001b[2Jcity'})",
      code: .failed),
  ])
  func misbehaviour_isOneTypedErrorNamingThePlugin(_ failure: Failure) async throws {
    let fake = try FakePlugin(behaviour: failure.behaviour)
    var limits = PluginLimits.standard
    // Short only where the deadline is what is tested: a Python start on a busy machine may take seconds, and a
    // crash, flood or garbage must be named as such, not as a timeout.
    limits.requestSeconds = failure.code == .timedOut ? 2 : 30
    await #expect {
      try await fake.run(limits: limits)
    } throws: { error in
      guard let error = error as? PluginHostError, error.code == failure.code, error.plugin == "fake" else {
        return false
      }
      let sentence = error.message(in: .english)
      return !sentence.contains("\u{1B}") && !sentence.contains("\n")
    }
  }

  @Test func failedPlugin_startsAgainOnTheNextUse() async throws {
    let fake = try FakePlugin(
      behaviour: "if req['arguments'] == ['crash']: os.kill(os.getpid(), 9)\n" + Self.answer)
    let supervisor = fake.supervisor()
    defer { supervisor.shutdown() }
    var request = PluginRequest(type: .run, id: 0)
    request.command = "fake"
    request.arguments = ["crash"]
    await #expect(throws: PluginHostError.self) {
      try await supervisor.send(request, to: fake.plugin, language: .english)
    }
    #expect(supervisor.running.isEmpty)
    request.arguments = ["again"]
    #expect(try await supervisor.send(request, to: fake.plugin, language: .english).output?.lines == ["Hello, again"])
    #expect(supervisor.running == ["fake"])
  }

  @Test func unknownProtocolVersion_isRefusedNamingBoth() async throws {
    let fake = try FakePlugin(
      behaviour: Self.answer,
      hello: "{\"type\": \"hello\", \"id\": 0, \"protocol\": 7, \"plugin\": \"fake\", \"version\": \"1.0.0\"}")
    await #expect(
      throws: PluginHostError(.unsupportedProtocol, plugin: "fake", detail: "protocol 7 and mosaic speaks 1, 2")
    ) {
      try await fake.run()
    }
  }

  @Test func shutdown_endsTheProcess() async throws {
    let fake = try FakePlugin(behaviour: Self.answer)
    let supervisor = fake.supervisor()
    var request = PluginRequest(type: .run, id: 0)
    request.command = "fake"
    request.arguments = []
    _ = try await supervisor.send(request, to: fake.plugin, language: .english)
    supervisor.shutdown()
    #expect(supervisor.running.isEmpty)
  }
}
