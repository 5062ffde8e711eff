/// What one registered module contributes, as `mosaic features` shows it.
public struct ModuleSummary: Sendable, Equatable, Codable {
  public let id: String
  public let version: SemanticVersion
  public let name: String
  /// Subcommand names.
  public let commands: [String]
  /// Route templates, like `mosaic://photo/:id`.
  public let routes: [String]
  /// Section provider ids with their slot, like `photo.detail/gallery.more-photos`.
  public let sections: [String]
  public let provides: [String]
  public let requires: [String]
}
