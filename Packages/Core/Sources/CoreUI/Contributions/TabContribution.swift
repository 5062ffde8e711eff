import Core

/// A tab of the terminal app: its id, its title in every language, where it goes among the tabs, the
/// destinations its root screen shows, and the coordinator that runs it.
///
/// Removing the module removes the tab; no other code names it.
public struct TabContribution: Contribution {
  public static let kind = "tabs"

  /// Stable, like `gallery`; remembered as the last tab used.
  public let id: String
  public let title: LocalizedText
  /// Lower comes first.
  public let order: Int
  /// A key that shows this tab from anywhere, like `,` for settings.
  public let shortcut: Character?
  let hosted: [ObjectIdentifier]
  private let make: @MainActor @Sendable (ScreenContext) throws -> Coordinator

  public var name: String { id }

  init<Dependencies: Sendable>(
    id: String, title: LocalizedText, order: Int, shortcut: Character?, hosts: [any Destination.Type],
    dependencies: Deferred<Dependencies>,
    make: @escaping @MainActor @Sendable (Dependencies, ScreenContext) -> Coordinator
  ) {
    self.id = id
    self.title = title
    self.order = order
    self.shortcut = shortcut
    self.hosted = hosts.map { ObjectIdentifier($0) }
    self.make = { context in make(try dependencies.value(), context) }
  }

  /// Whether the tab's root shows destinations like `destination`.
  public func hosts(_ destination: any Destination) -> Bool {
    hosted.contains(ObjectIdentifier(type(of: destination)))
  }

  /// The tab's coordinator; its `start()` sets the tab's root screen.
  @MainActor
  public func coordinator(in context: ScreenContext) throws -> Coordinator {
    try make(context)
  }

  /// Tab ids use lowercase letters, digits and `-`; at most nine tabs, one per digit key.
  public static func validate(_ contributions: [Contributed<TabContribution>]) throws {
    for tab in contributions {
      guard ContributionIdentifier.isValid(tab.value.id, allowingDot: false) else {
        throw CoreError(
          .invalidModule,
          "Module '\(tab.moduleID)' contributes a tab with the id '\(tab.value.id)'; use lowercase letters, digits "
            + "and '-' only.",
          module: tab.moduleID, value: tab.value.id)
      }
    }
    if contributions.count > 9, let extra = contributions.dropFirst(9).first {
      throw CoreError(
        .invalidModule,
        "Module '\(extra.moduleID)' contributes the tab '\(extra.value.id)', but the app has room for 9 tabs; "
          + "remove a module that contributes one.",
        module: extra.moduleID, value: extra.value.id)
    }
  }
}

extension ModuleRegistrar {
  /// Contributes a tab: `coordinator` builds, on the main actor, the coordinator that sets the tab's root
  /// screen, with the dependencies `make` builds once on first use.
  ///
  /// ```swift
  /// registrar.tab("gallery", title: LocalizedText(en: "Gallery", de: "Galerie"), order: 10,
  ///   hosts: [GalleryDestination.self]) { resolver in
  ///   GalleryTabDependencies(feed: try feed.value(), favorites: try resolver.resolve())
  /// } coordinator: { dependencies, context in
  ///   GalleryCoordinator(dependencies: dependencies, context: context)
  /// }
  /// ```
  public func tab<Dependencies: Sendable>(
    _ id: String, title: LocalizedText, order: Int, shortcut: Character? = nil, hosts: [any Destination.Type] = [],
    with make: @escaping @Sendable (Resolver) throws -> Dependencies,
    coordinator: @escaping @MainActor @Sendable (Dependencies, ScreenContext) -> Coordinator
  ) {
    contribute(
      TabContribution(
        id: id, title: title, order: order, shortcut: shortcut, hosts: hosts, dependencies: deferred(make),
        make: coordinator))
  }
}
