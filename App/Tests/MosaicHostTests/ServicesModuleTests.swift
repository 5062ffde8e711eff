import ArgumentParser
import Core
import CoreCLI
import Foundation
import NetworkLayer
import NetworkLayerLive
import TestExpectations
import Testing

@testable import MosaicHost

/// The services module on its own: one rate-limit memory for the whole run, shared by the transports and
/// by `mosaic doctor`.
@Suite struct ServicesModuleTests {
  let sandbox = HostSandbox()
  /// Unsplash on a port nobody listens on: a request that got through would fail as a transport error.
  static let unreachableUnsplash = [
    "UNSPLASH_ACCESS_KEY": "services-test-key", "MOSAIC_UNSPLASH_BASE_URL": "http://127.0.0.1:9",
  ]

  /// Boots the services module alone, as the host does, runs `body` and always shuts down.
  func withServices<T>(
    _ extra: [String: String] = unreachableUnsplash, _ body: (PluginRegistry) async throws -> T
  ) async throws -> T {
    let container = Container()
    let registry = try PluginRegistry(
      modules: [ServicesModule()], hostServices: [ServiceKey(HostConfiguration.self)], container: container)
    try container.register(HostConfiguration.self, value: try sandbox.configuration(extra))
    try await registry.boot()
    do {
      let result = try await body(registry)
      await registry.shutdown()
      return result
    } catch {
      await registry.shutdown()
      throw error
    }
  }

  @Test func rateLimitStore_isOneSingleton_registeredByTheServices() async throws {
    defer { sandbox.remove() }
    try await withServices { registry in
      let registration = try requireValue(
        registry.container.registeredServices.first { $0.key == ServiceKey(RateLimitStore.self) })
      #expect(registration.scope == .singleton)
      #expect(registration.registeredBy == "services")
    }
  }

  @Test func aBlockWrittenThroughOneResolution_isReadByTheOther_theTransportAndDoctor() async throws {
    defer { sandbox.remove() }
    try await withServices { registry in
      let writer = try registry.container.resolve(RateLimitStore.self, requestedBy: "writer")
      let reader = try registry.container.resolve(RateLimitStore.self, requestedBy: "reader")
      let blockedUntil = Date(timeIntervalSinceNow: 3600)
      let key = "unsplash http://127.0.0.1:9"
      try writer.save(key, RateLimitState(limit: 50, remaining: 0, observedAt: Date(), blockedUntil: blockedUntil))
      let stored = try #require(reader.load(key))
      #expect(stored.remaining == 0)
      let retryAt = try #require(stored.blockedUntil)
      #expect(abs(retryAt.timeIntervalSince(blockedUntil)) < 1)

      // The photo client's transport reads the same memory: it does not call, and says when to try again.
      let photos = try registry.container.resolve(PhotoClient.self, requestedBy: "test")
      let error = await #expect(throws: NetworkError.self) { try await photos.listPhotos(1, 30) }
      #expect(error?.code == .rateLimited)
      #expect(error?.retryAt == retryAt)

      // So does doctor, through the dependencies the services module built for it.
      let doctor = try DoctorCommand.parseAsRoot(["--offline", "--json"])
      let contribution = try requireValue(
        registry.contributions(CommandContribution.self).first { $0.value.contains(doctor) })
      let console = CapturedConsole()
      // The pause is a problem doctor reports (and exits 1 for), after printing the report.
      await #expect(throws: HostError.self) {
        try await contribution.value.run(doctor, in: CommandContext(console: console.console))
      }
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .iso8601
      let report = try decoder.decode(DoctorRateLimits.self, from: Data(console.output.utf8))
      #expect(report.rateLimits.map(\.service) == ["unsplash"])
      #expect(report.rateLimits.first?.remaining == 0)
      #expect(report.rateLimits.first?.blockedUntil == retryAt)
    }
  }
}

/// The rate-limit part of `mosaic doctor --json`.
private struct DoctorRateLimits: Decodable {
  struct Limit: Decodable {
    let service: String
    let remaining: Int?
    let blockedUntil: Date?
  }

  let rateLimits: [Limit]
}
