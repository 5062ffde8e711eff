import CoreCLI
import DataLayer
import Foundation
import MosaicConfig
import NetworkLayerLive

/// What one `mosaic` run was configured with: the environment, where data and cache live, and which of the
/// remote services the modules bring it talks to. The host registers it before boot; the services module
/// builds everything else from it.
public struct HostConfiguration: Sendable {
  public let environment: [String: String]
  public let locations: StorageLocations
  public let services: ServiceConfiguration
  /// The longest a command may run (`MOSAIC_COMMAND_TIMEOUT`).
  public let ceiling: CommandCeiling
  /// The configuration file (`$XDG_CONFIG_HOME/mosaic/config.yaml`), read when first needed.
  public let config: ConfigSource

  public init(
    environment: [String: String], locations: StorageLocations, services: ServiceConfiguration,
    ceiling: CommandCeiling = CommandCeiling(), tabs: [String] = []
  ) {
    self.environment = environment
    self.locations = locations
    self.services = services
    self.ceiling = ceiling
    self.config = ConfigSource(file: ConfigFile(environment: environment), tabs: tabs)
  }

  /// Reads the command's host options and the environment, and which of `services` it configures.
  ///
  /// - Throws: `DataLayerError` when no data or cache directory can be found, `NetworkError` when a base
  ///   URL or the request timeout is malformed, ``HostError`` when the command timeout is.
  public static func resolve(
    _ options: HostOptions, environment: [String: String], services: [ServiceDescriptor], tabs: [String] = []
  ) throws -> HostConfiguration {
    let locations = try StorageLocations.resolve(
      dataDirectoryFlag: options.dataDirectory, cacheDirectoryFlag: options.cacheDirectory,
      environment: environment,
      currentDirectory: URL(fileURLWithPath: WorkingDirectory.path, isDirectory: true))
    return HostConfiguration(
      environment: environment, locations: locations,
      services: try ServiceConfiguration(environment: environment, services: services),
      ceiling: try CommandCeiling(environment: environment), tabs: tabs)
  }
}
