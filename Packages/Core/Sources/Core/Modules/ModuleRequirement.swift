/// A module's need for another module, or for a version of the plugin API, within a version range.
///
/// ```swift
/// var moduleRequirements: [ModuleRequirement] {
///   [.module("gallery", "1.0.0"..<"2.0.0"), .pluginAPI("2.0.0"..<"3.0.0")]
/// }
/// ```
public struct ModuleRequirement: Hashable, Sendable, CustomStringConvertible {
  /// The required module id, or ``PluginAPI/id`` for the plugin API itself.
  public let moduleID: String
  /// Versions that satisfy the requirement.
  public let versions: Range<SemanticVersion>

  public init(moduleID: String, versions: Range<SemanticVersion>) {
    self.moduleID = moduleID
    self.versions = versions
  }

  /// Requires the module `id` at a version in `versions`.
  public static func module(_ id: String, _ versions: Range<SemanticVersion>) -> ModuleRequirement {
    ModuleRequirement(moduleID: id, versions: versions)
  }

  /// Requires a plugin API version in `versions`.
  public static func pluginAPI(_ versions: Range<SemanticVersion>) -> ModuleRequirement {
    ModuleRequirement(moduleID: PluginAPI.id, versions: versions)
  }

  public var description: String {
    "'\(moduleID)' \(versions.lowerBound)..<\(versions.upperBound)"
  }
}

/// The version of the plugin contract this Core implements.
public enum PluginAPI {
  /// The id a ``ModuleRequirement`` uses to name the plugin API.
  public static let id = "mosaic.plugin-api"
  /// Bumped in its major part whenever ``FeatureModule`` or ``ModuleRegistrar`` break source
  /// compatibility. 2.0.0: routes lead to typed destinations, sections return data, commands moved to
  /// CoreCLI and contributions are open to new kinds.
  public static let version: SemanticVersion = "2.0.0"
}
