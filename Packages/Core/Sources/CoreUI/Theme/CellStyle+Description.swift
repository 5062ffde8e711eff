extension CellStyle: CustomStringConvertible {
  /// The style by its fields, as the derived description showed it before the style became one word: what a
  /// failed test prints for two cells that differ.
  public var description: String {
    "CellStyle(foreground: \(foreground), background: \(background), attributes: \(attributes.rawValue))"
  }
}
