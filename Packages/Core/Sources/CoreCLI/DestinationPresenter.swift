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

/// Every presenter the modules contributed, found by the destination's type: the one way the command line
/// shows a page. `mosaic open URL` hands the route's destination to it, and so does every ``PageCommand``
/// with the destination its flags build, so `mosaic photo X` and `mosaic open mosaic://photo/X` take one
/// path by construction.
///
/// ```swift
/// let presenters = DestinationPresenters(registry.contributions(DestinationPresenter.self).map(\.value))
/// try await presenters.present(PhotoDestination(id: "abc"), options: PresentationOptions(), in: context)
/// ```
public struct DestinationPresenters: Sendable {
  private let all: [DestinationPresenter]

  public init(_ presenters: [DestinationPresenter]) {
    self.all = presenters
  }

  /// None: a context that shows no page (a test of one command that prints no page).
  public static let none = DestinationPresenters([])

  /// The presenter of destinations like `destination`, if a module contributed one.
  public func presenter(for destination: any Destination) -> DestinationPresenter? {
    all.first { $0.presents(destination) }
  }

  /// Shows `destination` with its presenter.
  ///
  /// - Throws: ``CLIError`` `.noPresenter` naming the destination's type when no module shows it; what the
  ///   presenter throws.
  public func present(
    _ destination: any Destination, options: PresentationOptions, in context: CommandContext
  ) async throws {
    guard let presenter = presenter(for: destination) else {
      throw CLIError(.noPresenter, command: "open", detail: _typeName(type(of: destination), qualified: false))
    }
    try await presenter.present(destination, options: options, in: context)
  }
}

/// How the command line was asked to show a destination: `--json`, and the pictures a page command's flags
/// ask for (`--image`, `--thumbnails`), which a `mosaic://` URL never does.
public struct PresentationOptions: Sendable, Hashable {
  /// One JSON document instead of text.
  public var json: Bool
  /// Pictures drawn with the page; `nil` for none.
  public var pictures: PictureRequest?

  public init(json: Bool = false, pictures: PictureRequest? = nil) {
    self.json = json
    self.pictures = pictures
  }
}

/// Pictures a command was asked to draw (`--image`, `--thumbnails`): how wide and how.
public struct PictureRequest: Sendable, Hashable {
  /// Columns; the terminal's width when `nil`.
  public var width: Int?
  /// A graphics mode by name (`truecolor`, `256`, `kitty`, `text`), checked by the command; detected from the
  /// terminal when `nil` (`auto`).
  public var mode: String?

  public init(width: Int? = nil, mode: String? = nil) {
    self.width = width
    self.mode = mode
  }
}

extension ModuleRegistrar {
  /// Contributes how the command line shows `destination`: `present` runs with the presenter `make` builds
  /// once, on first use.
  ///
  /// ```swift
  /// registrar.present(PhotoDestination.self) { resolver in
  ///   PhotoPresenter(photos: try resolver.resolve())
  /// } present: { presenter, destination, options, context in
  ///   try await presenter.show(destination, options: options, in: context)
  /// }
  /// ```
  public func present<Target: Destination, Presenter: Sendable>(
    _ destination: Target.Type, with make: @escaping @Sendable (Resolver) throws -> Presenter,
    present: @escaping @Sendable (Presenter, Target, PresentationOptions, CommandContext) async throws -> Void
  ) {
    contribute(DestinationPresenter(destination, presenter: deferred(make), present: present))
  }

  /// Contributes how the command line shows `destination` with a presenter the module already built once for
  /// its other commands too (a group's dependencies: `favorites add` and the favorites page share one).
  public func present<Target: Destination, Presenter: Sendable>(
    _ destination: Target.Type, by presenter: Deferred<Presenter>,
    present: @escaping @Sendable (Presenter, Target, PresentationOptions, CommandContext) async throws -> Void
  ) {
    contribute(DestinationPresenter(destination, presenter: presenter, present: present))
  }
}
