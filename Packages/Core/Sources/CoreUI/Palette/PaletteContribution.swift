import Core

/// A place a module offers in the command palette besides its routes' templates: a news feed
/// (`mosaic://news?feed=wsj`), a saved search. The palette lists it as a ``PaletteEntry`` of kind `feed`.
///
/// ```swift
/// registrar.paletteEntry("mosaic://news?feed=wsj", label: LocalizedText(en: "Wall Street Journal", de: "…"))
/// ```
public struct PaletteContribution: Contribution {
  public static let kind = "palette"

  /// A `mosaic://` URL.
  public let url: String
  public let label: LocalizedText

  public var name: String { url }

  init(url: String, label: LocalizedText) {
    self.url = url
    self.label = label
  }

  /// The entry the palette shows in `language`.
  public func entry(in language: Language) -> PaletteEntry {
    PaletteEntry(.feed, text: url, label: label.text(in: language))
  }

  /// Every entry is a `mosaic://` URL.
  public static func validate(_ contributions: [Contributed<PaletteContribution>]) throws {
    for contributed in contributions where !PaletteEntry.hasScheme(contributed.value.url) {
      throw CoreError(
        .invalidModule,
        "Module '\(contributed.moduleID)' offers '\(contributed.value.url)' in the command palette; offer a "
          + "mosaic:// URL.",
        module: contributed.moduleID, value: contributed.value.url)
    }
  }
}

extension ModuleRegistrar {
  /// Offers `url` (a `mosaic://` URL its routes answer) in the terminal app's command palette, named `label`.
  public func paletteEntry(_ url: String, label: LocalizedText) {
    contribute(PaletteContribution(url: url, label: label))
  }
}
