import ArgumentParser
import Core
import CoreCLI
import Synchronization

/// The `mosaic` root command, for parsing and help. Its subcommands are what the modules contribute (the host's
/// own `features`, `open` and `ui` among them, from ``HostModule``); the host installs them before parsing.
struct MosaicCommand: AsyncParsableCommand {
  static let version = "0.1.0"

  private static let installed = Mutex<[any ParsableCommand.Type]>([])

  /// Makes `commands` the root's subcommands for the parses that follow.
  static func install(_ commands: [any ParsableCommand.Type]) {
    installed.withLock { $0 = commands }
  }

  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "mosaic",
      abstract: "Browse photos and business news from a modular Swift host: gallery, favorites, photo details, news.",
      discussion: """
        With no UNSPLASH_ACCESS_KEY (NEWSAPI_KEY) the photos (articles) come from an embedded offline catalog. \
        Data lives in $XDG_DATA_HOME/mosaic (or --data-dir), caches in $XDG_CACHE_HOME/mosaic (or --cache-dir). \
        `mosaic settings set language de` switches every command to German.
        """,
      version: version,
      subcommands: installed.withLock { $0 }
    )
  }
}
