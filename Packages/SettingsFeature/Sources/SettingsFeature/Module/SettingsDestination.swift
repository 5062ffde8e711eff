import Core

/// The settings: where `mosaic settings` and `mosaic://settings` lead.
public struct SettingsDestination: Destination {
  public init() {}
}
