import ArgumentParser
import Core
import CoreCLI
import DataLayer
import Foundation
import NetworkLayer
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
    let container = Container()
    container.register(PhotoClient.self, value: service.client)
    container.register(FavoritesClient.self, value: favorites)
    container.register(FeedStore.self, value: feeds)
    registry = try PluginRegistry(
      modules: [GalleryModule()],
      hostServices: [ServiceKey(PhotoClient.self), ServiceKey(FavoritesClient.self), ServiceKey(FeedStore.self)],
      container: container
    )
  }

  /// A resolver like the one the host hands a command.
  var resolver: Resolver { registry.container.resolver(for: "test") }

  /// Runs `command` as the host would and returns what it wrote.
  @discardableResult
  func run(
    _ command: some HostedCommand, console: CapturedConsole = CapturedConsole()
  ) async throws
    -> CapturedConsole
  {
    let context = CommandContext(
      resolver: registry.container.resolver(for: type(of: command).moduleCommandName), console: console.console,
      registry: registry)
    try await command.run(in: context)
    return console
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
  try await host.registry.boot()
  do {
    try await body(host)
  } catch {
    await host.registry.shutdown()
    throw error
  }
  await host.registry.shutdown()
}

extension CapturedConsole {
  /// The result stream split into lines, without the final empty one.
  var lines: [String] {
    output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  /// The result stream read as one JSON document.
  func json() throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(output.utf8))
  }
}

extension JSONValue {
  /// The elements when this is an array, else empty.
  var elements: [JSONValue] {
    if case .array(let elements) = self { elements } else { [] }
  }

  /// The member names when this is an object, else empty.
  var keys: Set<String> {
    if case .object(let object) = self { Set(object.keys) } else { [] }
  }
}
