import CPluginSandbox

/// What the kernel offers to confine plugins.
///
/// ```swift
/// PluginSandbox.landlockABI   // 7 on a kernel with Landlock ABI 7; 0 where there is none
/// ```
public enum PluginSandbox {
  /// The Landlock ABI the kernel offers; 0 when it offers none (then only resource limits apply).
  public static var landlockABI: Int { Int(mosaic_landlock_abi()) }
}
