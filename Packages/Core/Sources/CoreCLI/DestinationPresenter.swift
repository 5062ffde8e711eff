import Core

/// How the command line shows one kind of ``Core/Destination``: `mosaic open mosaic://photo/ID` and
/// `mosaic photo ID` both end here, so a route and its command print the same thing.
public struct DestinationPresenter: Contribution {
  public static let kind = "destinations"

  /// The destination type's name, like `PhotoDestination`.
  public let name: String
  let destinationType: ObjectIdentifier
  private let present: @Sendable (any Destination, PresentationOptions, CommandContext) async throws -> Bool

  init<Target: Destination, Presenter: Sendable>(
    _ destination: Target.Type, presenter: Deferred<Presenter>,
    present: @escaping @Sendable (Presenter, Target, PresentationOptions, CommandContext) async throws -> Void
  ) {
    self.name = _typeName(Target.self, qualified: false)
    self.destinationType = ObjectIdentifier(Target.self)
    self.present = { destination, options, context in
      guard let destination = destination as? Target else { return false }
      try await present(try presenter.value(), destination, options, context)
      return true
    }
  }

  /// Whether this presenter shows destinations like `destination`.
  public func presents(_ destination: any Destination) -> Bool {
    ObjectIdentifier(type(of: destination)) == destinationType
  }

  /// Shows `destination` on `context`'s console.
  ///
  /// - Throws: ``CLIError`` `.noPresenter` when `destination` is of another type; what the presenter throws.
  public func present(
    _ destination: any Destination, options: PresentationOptions, in context: CommandContext
  )
    async throws
  {
    guard try await present(destination, options, context) else {
      throw CLIError(.noPresenter, command: "open", detail: _typeName(type(of: destination), qualified: false))
    }
  }
}

/// How the command line was asked to show a destination.
public struct PresentationOptions: Sendable, Hashable {
  /// One JSON document instead of text.
  public var json: Bool

  public init(json: Bool = false) {
    self.json = json
  }
}

extension ModuleRegistrar {
  /// Contributes how the command line shows `destination`: `present` runs with the presenter `make` builds
  /// once, on first use.
  ///
  /// ```swift
  /// registrar.present(PhotoDestination.self) { resolver in
  ///   PhotoScreen(photos: try resolver.resolve())
  /// } present: { screen, destination, options, context in
  ///   try await screen.print(destination, json: options.json, in: context)
  /// }
  /// ```
  public func present<Target: Destination, Presenter: Sendable>(
    _ destination: Target.Type, with make: @escaping @Sendable (Resolver) throws -> Presenter,
    present: @escaping @Sendable (Presenter, Target, PresentationOptions, CommandContext) async throws -> Void
  ) {
    contribute(DestinationPresenter(destination, presenter: deferred(make), present: present))
  }
}
