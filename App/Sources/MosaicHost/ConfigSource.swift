import MosaicConfig
import Synchronization

/// The run's configuration file, read once, when something first needs it (most commands never do), and
/// checked against the tabs the modules contribute.
///
/// ```swift
/// let loaded = configuration.config.load()
/// loaded.config.graphics   // what `graphics:` says, nil for auto
/// ```
public final class ConfigSource: Sendable {
  public let file: ConfigFile
  /// The tab ids `default_tab` may name.
  public let tabs: [String]
  private let loaded = Mutex<ConfigFile.Loaded?>(nil)

  public init(file: ConfigFile, tabs: [String]) {
    self.file = file
    self.tabs = tabs
  }

  /// The file read and checked; the defaults when there is none.
  public func load() -> ConfigFile.Loaded {
    loaded.withLock { loaded in
      if let loaded { return loaded }
      let read = file.load(tabs: tabs)
      loaded = read
      return read
    }
  }
}
