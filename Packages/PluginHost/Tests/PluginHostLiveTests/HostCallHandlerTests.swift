import Core
import Foundation
import PluginHostLive
import PluginKit
import Synchronization
import TestExpectations
import Testing

/// The permission checks and bounds in front of the host's services, with in-process fakes: nothing undeclared
/// reaches a service, and each refusal is the typed error the plugin receives.
@Suite struct HostCallHandlerTests {
  static func manifest(_ permissions: PluginManifest.Permissions) -> PluginManifest {
    PluginManifest(
      id: "weather", version: "1.0.0", api: PluginManifest.APIRange(min: 1, max: 2),
      names: LocalizedText(en: "Weather"), executable: "weather", permissions: permissions)
  }

  static let declared = PluginManifest.Permissions(
    network: ["https://api.example.com", "http://127.0.0.1:8080"], storage: true,
    read: ["favorites", "saved-articles", "settings"])

  static func handler(
    _ fake: FakeServices, _ permissions: PluginManifest.Permissions = declared, language: Language = .english
  ) -> HostCallHandler {
    HostCallHandler(manifest: manifest(permissions), services: fake.services, language: language)
  }

  struct Address: Sendable, CustomTestStringConvertible {
    let url: String
    let code: HostCallError.Code?
    var testDescription: String { url }
  }

  @Test(arguments: [
    Address(url: "https://api.example.com/v1/today?city=Berlin", code: nil),
    Address(url: "https://API.Example.com:443/v1", code: nil),
    Address(url: "http://127.0.0.1:8080/photos", code: nil),
    Address(url: "https://evil.example/v1", code: .notDeclared),
    Address(url: "https://api.example.com.evil.example/", code: .notDeclared),
    Address(url: "http://api.example.com/v1", code: .notDeclared),
    Address(url: "https://api.example.com:8443/v1", code: .notDeclared),
    Address(url: "http://127.0.0.1:8081/photos", code: .notDeclared),
    Address(url: "https://user:secret@api.example.com/v1", code: .invalid),
    Address(url: "file:///etc/passwd", code: .invalid),
    Address(url: "not a url", code: .invalid),
  ])
  func httpGet_reachesOnlyDeclaredOrigins(_ address: Address) async {
    let fake = FakeServices()
    let answer = await Self.handler(fake).answer(.get(address.url))
    switch (answer, address.code) {
    case (.success(let result), nil):
      #expect(result.body == "{\"ok\":true}")
      #expect(fake.requestedURLs == [address.url])
    case (.failure(let error), let code?):
      #expect(error.code == code)
      #expect(fake.requestedURLs.isEmpty, "an undeclared or malformed address reached the service")
    default:
      Issue.record("'\(address.url)' answered \(answer), expected \(String(describing: address.code))")
    }
  }

  @Test func undeclaredOrigin_isOneSentenceNamingThePluginAndTheOrigin() async {
    let answer = await Self.handler(FakeServices()).answer(.get("https://evil.example/x"))
    guard case .failure(let error) = answer else { Issue.record("not refused: \(answer)"); return }
    #expect(
      error.message
        == "Plugin 'weather' may not reach 'https://evil.example', which its manifest does not declare in "
        + "'permissions.network'; add it there and add the plugin again.")
    let german = await Self.handler(FakeServices(), language: .german).answer(.get("https://evil.example/x"))
    guard case .failure(let error) = german else { Issue.record("not refused: \(german)"); return }
    #expect(error.message.hasPrefix("Das Plugin 'weather' darf 'https://evil.example' nicht erreichen"))
  }

  @Test func headers_onlyTheAllowedOnesTravel() async {
    let fake = FakeServices()
    let allowed = await Self.handler(fake).answer(
      .get("https://api.example.com/", headers: ["Accept": "application/json", "Authorization": "Client-ID mine"]))
    #expect((try? allowed.get()) != nil)
    expectEqual(fake.gets.withLock { $0.first?.headers["Authorization"] }, "Client-ID mine")
    for headers in [["Cookie": "a=b"], ["Host": "evil.example"], ["Accept": "a\r\nX-Evil: 1"], ["x-": "1"]] {
      let answer = await Self.handler(fake).answer(.get("https://api.example.com/", headers: headers))
      guard case .failure(let error) = answer else { Issue.record("\(headers) was sent"); return }
      #expect(error.code == .invalid, "\(headers)")
    }
    let many = Dictionary(uniqueKeysWithValues: (0..<9).map { ("X-H\($0)", "v") })
    let tooMany = await Self.handler(fake).answer(.get("https://api.example.com/", headers: many))
    #expect((try? tooMany.get()) == nil)
    expectEqual(fake.gets.withLock { $0.count }, 1)
  }

  @Test func storage_roundTrips_whenDeclared() async throws {
    let fake = FakeServices()
    let handler = Self.handler(fake)
    _ = try await handler.answer(HostCall(service: .storageSet, key: "city", value: "Berlin")).get()
    #expect(try await handler.answer(HostCall(service: .storageGet, key: "city")).get().value == "Berlin")
    #expect(try await handler.answer(HostCall(service: .storageKeys)).get().keys == ["city"])
    _ = try await handler.answer(HostCall(service: .storageDelete, key: "city")).get()
    #expect(try await handler.answer(HostCall(service: .storageGet, key: "city")).get().value == nil)
    expectEqual(fake.stored.withLock { $0["weather"] }, [:])
  }

  @Test func storage_isRefused_whenNotDeclared() async {
    let fake = FakeServices()
    let handler = Self.handler(fake, PluginManifest.Permissions(network: ["https://api.example.com"]))
    for call in [
      HostCall(service: .storageSet, key: "city", value: "Berlin"), HostCall(service: .storageGet, key: "city"),
      HostCall(service: .storageKeys), HostCall(service: .storageDelete, key: "city"),
    ] {
      guard case .failure(let error) = await handler.answer(call) else { Issue.record("\(call) served"); return }
      #expect(error.code == .notDeclared, "\(call.service)")
    }
    expectTrue(fake.stored.withLock { $0.isEmpty })
  }

  @Test func storage_boundsKeysValuesAndCount() async throws {
    let fake = FakeServices(capacity: 2)
    let handler = Self.handler(fake)
    let cases: [(HostCall, HostCallError.Code)] = [
      (HostCall(service: .storageSet, key: "", value: "x"), .invalid),
      (HostCall(service: .storageSet, key: String(repeating: "k", count: 129), value: "x"), .invalid),
      (HostCall(service: .storageSet, key: "bell\u{7}", value: "x"), .invalid),
      (HostCall(service: .storageSet, key: "big", value: String(repeating: "v", count: 16 * 1024 + 1)), .invalid),
    ]
    for (call, code) in cases {
      guard case .failure(let error) = await handler.answer(call) else { Issue.record("\(call) stored"); return }
      #expect(error.code == code)
    }
    _ = try await handler.answer(HostCall(service: .storageSet, key: "a", value: "1")).get()
    _ = try await handler.answer(
      HostCall(service: .storageSet, key: "b", value: String(repeating: "v", count: 16 * 1024))
    ).get()
    guard case .failure(let full) = await handler.answer(HostCall(service: .storageSet, key: "c", value: "3")) else {
      Issue.record("a third key was stored past the capacity"); return
    }
    #expect(full.code == .storageFull)
    _ = try await handler.answer(HostCall(service: .storageSet, key: "a", value: "replaced")).get()
    expectEqual(fake.stored.withLock { $0["weather"]?.keys.sorted() }, ["a", "b"])
  }

  @Test func personData_isReadOnlyWhenDeclared() async throws {
    let fake = FakeServices()
    let all = Self.handler(fake)
    #expect(try await all.answer(HostCall(service: .favorites)).get().favorites?.map(\.id) == ["q5Aq-4pHXK9"])
    #expect(try await all.answer(HostCall(service: .savedArticles)).get().savedArticles?.map(\.id) == ["7K2M9QX4TB"])
    #expect(
      try await all.answer(HostCall(service: .settings)).get().settings
        == PluginSettings(language: "de", theme: "light"))
    let onlySettings = Self.handler(fake, PluginManifest.Permissions(read: ["settings"]))
    for service in [HostCall.Service.favorites, .savedArticles] {
      guard case .failure(let error) = await onlySettings.answer(HostCall(service: service)) else {
        Issue.record("\(service) read without being declared"); return
      }
      #expect(error.code == .notDeclared)
    }
    #expect((try? await onlySettings.answer(HostCall(service: .settings)).get()) != nil)
  }

  @Test func unknownService_andAFailingService_areTypedErrors() async {
    var call = HostCall(service: .settings)
    call.service = "shell.run"
    guard case .failure(let unknown) = await Self.handler(FakeServices()).answer(call) else {
      Issue.record("an unknown service answered"); return
    }
    #expect(unknown.code == .unknownService)
    var services = FakeServices().services
    services.settings = { throw CancellationError() }
    let failing = HostCallHandler(manifest: Self.manifest(Self.declared), services: services, language: .english)
    guard case .failure(let failed) = await failing.answer(HostCall(service: .settings)) else {
      Issue.record("a failing service answered"); return
    }
    #expect(failed.code == .failed)
  }
}
