import Core

/// Places a module offers in the command palette besides its routes' templates: a news feed
/// (`mosaic://news?feed=wsj`), a saved search. The palette lists each as a ``PaletteEntry`` of kind `feed`.
///
/// Either one fixed place, known when the module registers (``ModuleRegistrar/paletteEntry(_:label:)``), or a
/// list the module works out each time the palette opens (``ModuleRegistrar/paletteEntries(_:with:offers:)``):
/// places the person makes while the app runs, such as their own news feeds. The registry checks a fixed place's
/// URL when it boots; a list's places are checked the same way each time they are asked for, and a place that is
/// no `mosaic://` URL is left out.
///
/// ```swift
/// registrar.paletteEntry("mosaic://news?feed=wsj", label: LocalizedText(en: "Wall Street Journal", de: "…"))
/// registrar.paletteEntries("mosaic://news?feed=YOURS", with: { try $0.resolve() as NewsFeedsClient }) { feeds in
///   try await feeds.list().map { PaletteOffer(url: "mosaic://news?feed=\($0.id)", label: …) }
/// }
/// ```
public struct PaletteContribution: Contribution {
  public static let kind = "palette"

  /// The most places one list offers; the rest are left out.
  public static let maximumOffers = 500

  /// A fixed place's `mosaic://` URL; for a list, the `mosaic://` URL that says what it offers
  /// (`mosaic://news?feed=YOURS`), as `mosaic features` shows it.
  public let name: String
  private let offers: @Sendable () async throws -> [PaletteOffer]

  init(url: String, label: LocalizedText) {
    name = url
    let offer = PaletteOffer(url: url, label: label)
    offers = { [offer] }
  }

  init(name: String, offers: @escaping @Sendable () async throws -> [PaletteOffer]) {
    self.name = name
    self.offers = offers
  }

  /// The entries the palette shows in `language`: the fixed place, or the list asked now — without a place that is
  /// no `mosaic://` URL, at most ``maximumOffers``, and none when the list could not be worked out.
  public func entries(in language: Language) async -> [PaletteEntry] {
    let offered = (try? await offers()) ?? []
    return offered.lazy.filter { PaletteEntry.hasScheme($0.url) }.prefix(Self.maximumOffers)
      .map { PaletteEntry(.feed, text: $0.url, label: $0.label.text(in: language)) }
  }

  /// Every fixed place, and what every list says it offers, is a `mosaic://` URL.
  public static func validate(_ contributions: [Contributed<PaletteContribution>]) throws {
    for contributed in contributions where !PaletteEntry.hasScheme(contributed.value.name) {
      throw CoreError(
        .invalidModule,
        "Module '\(contributed.moduleID)' offers '\(contributed.value.name)' in the command palette; offer a "
          + "mosaic:// URL.",
        module: contributed.moduleID, value: contributed.value.name)
    }
  }
}

/// One place in the command palette: a `mosaic://` URL a route answers, and its name.
public struct PaletteOffer: Hashable, Sendable {
  public let url: String
  public let label: LocalizedText

  public init(url: String, label: LocalizedText) {
    self.url = url
    self.label = label
  }
}

extension ModuleRegistrar {
  /// Offers `url` (a `mosaic://` URL its routes answer) in the terminal app's command palette, named `label`.
  public func paletteEntry(_ url: String, label: LocalizedText) {
    contribute(PaletteContribution(url: url, label: label))
  }

  /// Offers in the terminal app's command palette the places `offers` lists, asked each time the palette opens (so
  /// places made while the app runs are among them), with the dependencies `make` builds once on first use. `name`
  /// (a `mosaic://` URL) says what they are in `mosaic features`. A list that fails to build or throws offers
  /// nothing that time.
  public func paletteEntries<Dependencies: Sendable>(
    _ name: String, with make: @escaping @Sendable (Resolver) throws -> Dependencies,
    offers: @escaping @Sendable (Dependencies) async throws -> [PaletteOffer]
  ) {
    let dependencies = deferred(make)
    contribute(PaletteContribution(name: name) { try await offers(try dependencies.value()) })
  }
}
