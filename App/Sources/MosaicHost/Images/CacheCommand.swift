import ArgumentParser
import CoreCLI
import Foundation
import NetworkLayer

/// `mosaic cache [--json]` and `mosaic cache clear [images|answers|all]`: what the image and answer
/// caches hold, their limits and the last run's hit rate; emptying them.
struct CacheCommand: HostedCommandGroup {
  typealias Dependencies = ImageCache

  static let hostedSubcommands: [HostedSubcommand<ImageCache>] = [.command(Show.self), .command(Clear.self)]

  static let configuration = CommandConfiguration(
    commandName: "cache",
    abstract: "Show the image and answer caches (limits, use, the last run's hit rate) or clear them.",
    subcommands: HostedSubcommand.types(hostedSubcommands),
    defaultSubcommand: Show.self
  )

  struct Show: HostedCommand {
    typealias Dependencies = ImageCache
    static let configuration = CommandConfiguration(
      commandName: "show",
      abstract: "Show limits, bytes and entries used, and the hit rate of the last run that drew pictures.")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @Flag(help: "Print one JSON document instead of a table.") var json = false

    func run(with cache: ImageCache, in context: CommandContext) async throws {
      try context.emit(try cache.report(), json: json)
    }
  }

  struct Clear: HostedCommand {
    typealias Dependencies = ImageCache
    static let configuration = CommandConfiguration(
      commandName: "clear",
      abstract: "Empty the picture cache, the saved API answers, or both (the default).")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @Argument(help: "What to clear: images, answers or all.") var what: CacheKind = .all
    @Flag(help: "Print one JSON document.") var json = false

    func run(with cache: ImageCache, in context: CommandContext) async throws {
      try context.emit(try await cache.clear(what), json: json)
    }
  }
}

/// What `mosaic cache clear` empties.
enum CacheKind: String, CaseIterable, ExpressibleByArgument, Sendable, Encodable {
  case images, answers, all
}
