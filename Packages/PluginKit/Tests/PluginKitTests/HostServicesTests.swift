import Foundation
import Testing

@testable import PluginKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The SDK's side of host calls over a real pair of pipes: a `call` frame goes out, the `result` frame that repeats
/// its id comes back as the value, an `error` as the typed ``HostCallError``.
@Suite struct HostServicesTests {
  /// Services over pipes whose far end is `host`: it reads `calls` calls and answers each with what it returns (then
  /// stops reading, so that no descriptor number reused by another test is read from).
  static func withHost(
    protocolVersion: Int = 2, calls: Int = 1, _ host: @escaping @Sendable (PluginReply) -> PluginRequest,
    _ body: (HostServices) throws -> Void
  ) throws {
    var toPlugin: [Int32] = [0, 0]
    var toHost: [Int32] = [0, 0]
    #expect(pipe(&toPlugin) == 0 && pipe(&toHost) == 0)
    let services = HostServices(
      grants: PluginManifest.Permissions(storage: true), protocolVersion: protocolVersion,
      channel: PluginChannel(input: toPlugin[0], output: toHost[1]))
    let hostSide = PluginChannel(input: toHost[0], output: toPlugin[1])
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
      defer { finished.signal() }
      for _ in 0..<calls {
        guard let frame = try? hostSide.next(),
          let call = try? JSONDecoder().decode(PluginReply.self, from: Data(frame))
        else { return }
        try? hostSide.send(host(call))
      }
    }
    thread.start()
    defer {
      // The plugin's end first, so the host's read ends; every descriptor is closed only once the host's thread is
      // done with it, so a number another test reuses is never read here.
      close(toHost[1])
      finished.wait()
      for descriptor in [toPlugin[1], toHost[0], toPlugin[0]] { close(descriptor) }
    }
    try body(services)
  }

  @Test func storageGet_returnsTheHostsValue() throws {
    try Self.withHost({ call in
      #expect(call.type == .call)
      #expect(call.call == HostCall(service: .storageGet, key: "city"))
      return .result(.success(HostCallResult(value: "Berlin")), id: call.id)
    }) { host in
      let value = try host.storage.get("city")
      #expect(value == "Berlin")
    }
  }

  @Test func aRefusal_isThrownAsTheTypedError() throws {
    let refusal = HostCallError(.notDeclared, message: "Plugin 'x' may not reach 'https://evil.example'.")
    try Self.withHost({ call in .result(.failure(refusal), id: call.id) }) { host in
      #expect(throws: refusal) { _ = try host.get("https://evil.example/") }
    }
  }

  @Test func aResultForAnotherCall_isAFailure() throws {
    try Self.withHost({ call in .result(.success(HostCallResult()), id: call.id + 1) }) { host in
      #expect { _ = try host.settings() } throws: { ($0 as? HostCallError)?.code == .failed }
    }
  }

  @Test func protocol1_hasNoServices_andSendsNothing() throws {
    try Self.withHost(
      protocolVersion: 1, calls: 0,
      { _ in
        Issue.record("a call was sent"); return .result(.success(HostCallResult()), id: 0)
      }
    ) { host in
      #expect { _ = try host.favorites() } throws: { ($0 as? HostCallError)?.code == .unknownService }
    }
    #expect { _ = try HostServices.unavailable.storage.keys() } throws: {
      ($0 as? HostCallError)?.code == .unknownService
    }
  }
}
