/// The constants both sides of the plugin protocol agree on (docs/plugins.md).
///
/// ```swift
/// PluginProtocol.versions          // [1, 2]: what this SDK speaks
/// PluginProtocol.hostCalls         // 2: the first version with host services
/// PluginProtocol.tabsVersion       // 2: the first version with tabs and item actions
/// PluginProtocol.manifestName      // "mosaic-plugin.json"
/// ```
public enum PluginProtocol {
  /// The protocol versions this SDK speaks, oldest first. Version 2 is version 1 plus host services (`call`
  /// frames from the plugin while a request is in flight, answered by `result` frames, and the grants in `hello`),
  /// the `tab` request and items' `actions` (docs/plugins.md); everything of version 1 stays as it was.
  public static let versions: [Int] = [1, 2]
  /// The first version in which a plugin may call the host's services.
  public static let hostCalls = 2
  /// The first version with terminal-app tabs and item actions.
  public static let tabsVersion = 2
  /// The most host calls one request may make.
  public static let maximumCallsPerRequest = 64
  /// The manifest's file name, beside the executable.
  public static let manifestName = "mosaic-plugin.json"
  /// The largest frame either side accepts: 1 MiB of JSON.
  public static let maximumFrameBytes = 1 << 20
  /// The largest manifest the host reads.
  public static let maximumManifestBytes = 64 * 1024
}
