/// The constants both sides of the plugin protocol agree on (docs/plugins.md).
///
/// ```swift
/// PluginProtocol.versions          // [1]: what this SDK speaks
/// PluginProtocol.manifestName      // "mosaic-plugin.json"
/// ```
public enum PluginProtocol {
  /// The protocol versions this SDK speaks, oldest first.
  public static let versions: [Int] = [1]
  /// The manifest's file name, beside the executable.
  public static let manifestName = "mosaic-plugin.json"
  /// The largest frame either side accepts: 1 MiB of JSON.
  public static let maximumFrameBytes = 1 << 20
  /// The largest manifest the host reads.
  public static let maximumManifestBytes = 64 * 1024
}
