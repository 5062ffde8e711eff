import ArgumentParser
import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Foundation
import NetworkLayer
import NetworkLayerTestSupport
import Testing

@testable import GalleryFeature

/// The `mosaic` host in miniature: a container with the fakes registered as host services, a booted
/// registry with ``GalleryModule``, and commands run in-process against a captured console.
struct TestHost {
  let service: FakePhotoService
  let favorites: FavoritesClient
  let feeds: FeedStore
  let registry: PluginRegistry

  fileprivate init(service: FakePhotoService, favorites: FavoritesClient, feeds: FeedStore) throws {
    self.service = service
    self.favorites = favorites
    self.feeds = feeds
    registry = try PluginRegistry(
      modules: [GalleryModule()], serving: [.value(service.client), .value(favorites), .value(feeds)])
  }

  /// A resolver like the one the host hands a command.
  var resolver: Resolver { registry.container.resolver(for: "test") }

  /// Runs `command` as the host would and returns what it wrote.
  @discardableResult
  func run(
    _ command: some HostedCommand, console: CapturedConsole = CapturedConsole()
  ) async throws -> CapturedConsole {
    try await registry.run(command, console: console)
  }

  /// Parses `mosaic gallery <arguments>` and runs it.
  @discardableResult
  func gallery(_ arguments: [String] = []) async throws -> CapturedConsole {
    try await run(GalleryCommand.parse(arguments))
  }

  /// Parses `mosaic favorites <arguments>` (the group picks the subcommand) and runs it.
  @discardableResult
  func favorites(_ arguments: [String] = []) async throws -> CapturedConsole {
    let parsed = try FavoritesCommand.parseAsRoot(arguments)
    let command = try #require(parsed as? any HostedCommand, "'favorites \(arguments)' parsed to \(parsed)")
    return try await run(command)
  }
}

/// Runs `body` with a booted ``TestHost`` and always shuts the registry down.
func withTestHost(
  _ service: FakePhotoService,
  favorites: FavoritesClient = .inMemory(),
  feeds: FeedStore = .inMemory(),
  isolation: isolated (any Actor)? = #isolation,
  _ body: (TestHost) async throws -> Void
) async throws {
  let host = try TestHost(service: service, favorites: favorites, feeds: feeds)
  try await withBootedRegistry(host.registry) { try await body(host) }
}
