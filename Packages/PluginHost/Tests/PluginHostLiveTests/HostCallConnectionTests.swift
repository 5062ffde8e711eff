import Core
import Foundation
import PluginHostLive
import PluginKit
import Synchronization
import TestExpectations
import Testing

/// Host calls through the real protocol: a Python plugin speaking protocol 2 sends `call` frames while its request
/// is in flight, and the connection answers each with a `result` frame from in-process fake services.
@Suite struct HostCallConnectionTests {
  /// The plugin's side of a call: `call(service, **fields)` sends it and returns the host's `result` frame.
  static let call = """
    def call(service, **fields):
        send({"type": "call", "id": 100, "call": dict(service=service, **fields)})
        return read()
    """

  /// GETs the first argument and answers its body, or the error's code and message as its own error.
  static let fetch =
    call + """

      answer = call("http.get", url=req["arguments"][0])
      if answer.get("error"):
          send({"type": "error", "id": req["id"], "message": answer["error"]["code"] + ": " + answer["error"]["message"]})
      else:
          send({"type": "output", "id": req["id"], "output": {"lines": [answer["result"]["body"]]}})
      """

  static let protocol2Hello =
    #"dict(type="hello", id=0, protocol=max(req["protocols"]), plugin="fake", version="1.0.0", "#
    + #"_=globals().__setitem__("hello", req))"#

  static func fake(_ behaviour: String, api: ClosedRange<Int> = 1...2) throws -> FakePlugin {
    try FakePlugin(
      behaviour: behaviour, hello: protocol2Hello, api: api,
      permissions: PluginManifest.Permissions(network: ["https://api.example.com"], storage: true))
  }

  @Test func declaredOrigin_isFetchedByTheHost() async throws {
    let services = FakeServices(body: "sunny")
    let reply = try await Self.fake(Self.fetch).run(["https://api.example.com/v1/today"], services: services.services)
    #expect(reply.output?.lines == ["sunny"])
    #expect(services.requestedURLs == ["https://api.example.com/v1/today"])
  }

  @Test func undeclaredOrigin_reachesThePluginAsTheTypedError() async throws {
    let services = FakeServices()
    await #expect {
      try await Self.fake(Self.fetch).run(["https://evil.example/steal"], services: services.services)
    } throws: { error in
      guard let error = error as? PluginHostError, error.code == .failed else { return false }
      return error.detail?.hasPrefix("notDeclared: Plugin 'fake' may not reach 'https://evil.example'") == true
    }
    #expect(services.requestedURLs.isEmpty)
  }

  @Test func aProtocol1Plugin_callingTheHost_isNotTheProtocol() async throws {
    let services = FakeServices()
    await #expect(throws: PluginHostError.self) {
      try await Self.fake(Self.fetch, api: 1...1).run(["https://api.example.com/v1"], services: services.services)
    }
    #expect(services.requestedURLs.isEmpty)
  }

  @Test func hello_offersTheManifestsVersions_andCarriesTheGrants() async throws {
    let behaviour = """
      send({"type": "output", "id": req["id"], "output": {"lines": [json.dumps(hello["protocols"]), json.dumps(hello["grants"]["network"]), str(hello["grants"]["storage"])]}})
      """
    let two = try await Self.fake(behaviour).run()
    #expect(two.output?.lines == ["[1, 2]", "[\"https://api.example.com\"]", "True"])
    let one = try await Self.fake(behaviour, api: 1...1).run()
    #expect(one.output?.lines.first == "[1]")
  }

  @Test func storage_keepsValuesBetweenRequests() async throws {
    let behaviour =
      Self.call + """

        if req["arguments"]:
            call("storage.set", key="city", value=req["arguments"][0])
        send({"type": "output", "id": req["id"], "output": {"lines": [str(call("storage.get", key="city")["result"].get("value"))]}})
        """
    let fake = try Self.fake(behaviour)
    let services = FakeServices()
    let supervisor = fake.supervisor(services: services.services)
    defer { supervisor.shutdown() }
    var request = PluginRequest(type: .run, id: 0)
    request.command = "fake"
    request.arguments = ["Berlin"]
    #expect(try await supervisor.send(request, to: fake.plugin, language: .english).output?.lines == ["Berlin"])
    request.arguments = []
    #expect(try await supervisor.send(request, to: fake.plugin, language: .english).output?.lines == ["Berlin"])
    expectEqual(services.stored.withLock { $0["fake"] }, ["city": "Berlin"])
  }

  @Test func tooManyCallsInOneRequest_endThePlugin() async throws {
    let behaviour =
      Self.call + """

        for _ in range(65): call("storage.keys")
        send({"type": "output", "id": req["id"], "output": {"lines": ["done"]}})
        """
    await #expect {
      try await Self.fake(behaviour).run(services: FakeServices().services)
    } throws: { error in
      (error as? PluginHostError)?.code == .garbage
    }
  }

  @Test func concurrentRequests_toOnePlugin_takeTurns() async throws {
    let behaviour =
      Self.call + """

        keys = call("storage.keys")["result"]["keys"]
        send({"type": "output", "id": req["id"], "output": {"lines": req["arguments"] + keys}})
        """
    let fake = try Self.fake(behaviour)
    let supervisor = fake.supervisor(services: FakeServices().services)
    defer { supervisor.shutdown() }
    let answers = try await withThrowingTaskGroup(of: [String].self) { group in
      for word in ["a", "b", "c", "d"] {
        group.addTask {
          var request = PluginRequest(type: .run, id: 0)
          request.command = "fake"
          request.arguments = [word]
          return try await supervisor.send(request, to: fake.plugin, language: .english).output?.lines ?? []
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    expectEqual(answers.sorted { $0.joined() < $1.joined() }, [["a"], ["b"], ["c"], ["d"]])
  }
}
