import ArgumentParser
import Core
import Foundation

/// Options every hosted command accepts: where Mosaic keeps its data and its cache.
///
/// ```swift
/// struct GalleryCommand: HostedCommand {
///   @OptionGroup(title: "Host Options") var host: HostOptions
/// }
/// ```
public struct HostOptions: ParsableArguments, Sendable {
  @Option(
    name: .customLong("data-dir"),
    help: ArgumentHelp(
      "Where the database is kept: favorites, saved articles, search history, settings (default: "
        + "$MOSAIC_DATA_DIR, else $XDG_DATA_HOME/mosaic).",
      valueName: "path"
    )
  )
  public var dataDirectory: String?

  @Option(
    name: .customLong("cache-dir"),
    help: ArgumentHelp(
      "Where saved answers, pictures and the last gallery listing are cached (default: $MOSAIC_CACHE_DIR, else "
        + "$XDG_CACHE_HOME/mosaic).",
      valueName: "path"
    )
  )
  public var cacheDirectory: String?

  public init() {}

  /// Refuses a blank directory or one that looks like a flag (`-`, `--x`): a usage error (exit 64) rather
  /// than a folder named ` ` or `-` in the current directory. A folder of that name is still reachable as
  /// `./-`.
  public func validate() throws {
    for (flag, value) in [("--data-dir", dataDirectory), ("--cache-dir", cacheDirectory)] {
      guard let value else { continue }
      if value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty || value.hasPrefix("-") {
        throw ValidationError(CLIStrings.badDirectory(flag: flag, value: value, .english))
      }
    }
  }

  public init(dataDirectory: String?, cacheDirectory: String?) {
    self.dataDirectory = dataDirectory
    self.cacheDirectory = cacheDirectory
  }
}
