import Core

/// How the terminal app shows one kind of ``Core/Destination``: the module that owns the destination
/// builds the coordinator that pushes its screen. The app maps destinations to screens as the command line
/// maps them to output.
public struct ScreenContribution: Contribution {
  public static let kind = "screens"

  /// The destination type's name, like `PhotoDestination`.
  public let name: String
  let destinationType: ObjectIdentifier
  private let make: @MainActor @Sendable (any Destination, ScreenContext) throws -> Coordinator?

  init<Target: Destination, Dependencies: Sendable>(
    _ destination: Target.Type, dependencies: Deferred<Dependencies>,
    make: @escaping @MainActor @Sendable (Dependencies, Target, ScreenContext) -> Coordinator
  ) {
    self.name = _typeName(Target.self, qualified: false)
    self.destinationType = ObjectIdentifier(Target.self)
    self.make = { destination, context in
      guard let destination = destination as? Target else { return nil }
      return make(try dependencies.value(), destination, context)
    }
  }

  /// Whether this contribution shows destinations like `destination`.
  public func shows(_ destination: any Destination) -> Bool {
    ObjectIdentifier(type(of: destination)) == destinationType
  }

  /// The coordinator for `destination`.
  ///
  /// - Throws: ``UIError`` `.noScreen` when `destination` is of another type; what building the
  ///   dependencies throws.
  @MainActor
  public func coordinator(for destination: any Destination, in context: ScreenContext) throws -> Coordinator {
    guard let coordinator = try make(destination, context) else {
      throw UIError(.noScreen, value: _typeName(type(of: destination), qualified: false))
    }
    return coordinator
  }
}

extension ModuleRegistrar {
  /// Contributes the screen the terminal app shows for `destination`: `coordinator` builds, on the main
  /// actor, the coordinator that pushes it, with the dependencies `make` builds once on first use.
  ///
  /// ```swift
  /// registrar.screen(PhotoDestination.self) { resolver in
  ///   PhotoScreenDependencies(photos: try resolver.resolve(), favorites: try resolver.resolve())
  /// } coordinator: { dependencies, destination, context in
  ///   PhotoCoordinator(destination: destination, dependencies: dependencies, context: context)
  /// }
  /// ```
  public func screen<Target: Destination, Dependencies: Sendable>(
    _ destination: Target.Type, with make: @escaping @Sendable (Resolver) throws -> Dependencies,
    coordinator: @escaping @MainActor @Sendable (Dependencies, Target, ScreenContext) -> Coordinator
  ) {
    contribute(ScreenContribution(destination, dependencies: deferred(make), make: coordinator))
  }
}
