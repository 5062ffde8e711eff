/// A `mosaic://` URL pattern a module answers, and the ``Destination`` its matches lead to.
///
/// Patterns are slash-separated components; `:name` captures one component. The first component is
/// the URL's host: `mosaic://photo/abc` matches `photo/:id`.
///
/// ```swift
/// try registrar.route("photo/:id", summary: "One photo with its sections") { match in
///   PhotoDestination(id: try match.required("id"))
/// }
/// ```
public struct Route: Contribution {
  enum Component: Hashable, Sendable {
    case literal(String)
    case parameter(String)
  }

  public static let kind = "routes"

  /// The pattern as registered, like `photo/:id`.
  public let pattern: String
  /// One line for `mosaic features`.
  public let summary: String
  /// The module that registered the route.
  public let moduleID: String
  /// The type of destination the route leads to.
  public let destinationType: any Destination.Type
  let components: [Component]
  let makeDestination: @Sendable (RouteMatch) throws -> any Destination

  /// The route as a URL template, like `mosaic://photo/:id`.
  public var template: String { "\(Router.scheme)://\(pattern)" }

  public var name: String { template }

  /// The pattern with parameter names left out, like `photo/:`: two routes with one shape match the
  /// same URLs, so only one of them could ever answer.
  public var uniquenessKey: String? { shape }

  init(
    pattern: String, summary: String, moduleID: String, destinationType: any Destination.Type,
    makeDestination: @escaping @Sendable (RouteMatch) throws -> any Destination
  ) throws {
    let parts = pattern.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    let components = try parts.map { part -> Component in
      if part.hasPrefix(":") {
        let name = String(part.dropFirst())
        guard !name.isEmpty else { throw Route.invalidPattern(pattern, moduleID, "a parameter has no name") }
        return .parameter(name)
      }
      guard !part.isEmpty, !part.contains(where: { "?#:".contains($0) }) else {
        throw Route.invalidPattern(pattern, moduleID, "'\(part)' is not a path component")
      }
      return .literal(part.lowercased())
    }
    let names = components.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
    guard Set(names).count == names.count else {
      throw Route.invalidPattern(pattern, moduleID, "a parameter name repeats")
    }
    guard case .literal = components.first else {
      throw Route.invalidPattern(pattern, moduleID, "it must start with a literal name")
    }
    self.pattern = pattern
    self.summary = summary
    self.moduleID = moduleID
    self.destinationType = destinationType
    self.components = components
    self.makeDestination = makeDestination
  }

  /// The captured parameters when `path` matches this route.
  func match(_ path: [String]) -> [String: String]? {
    guard path.count == components.count else { return nil }
    var parameters: [String: String] = [:]
    for (component, value) in zip(components, path) {
      switch component {
      case .literal(let literal): guard literal == value.lowercased() else { return nil }
      case .parameter(let name): parameters[name] = value
      }
    }
    return parameters
  }

  /// The pattern with each parameter as `:`, e.g. `photo/:`. A concrete loop: `joined(separator:)` over the mapped
  /// array ran the standard library's unspecialised generic code, which scanned every conformance record of the
  /// binary on the first route of each run (PROJECT_PLAN.md, "Issue 23 — start-up code (fourth part)").
  var shape: String {
    var shape = ""
    for (position, component) in components.enumerated() {
      if position > 0 { shape.append("/") }
      switch component {
      case .literal(let literal): shape.append(literal)
      case .parameter: shape.append(":")
      }
    }
    return shape
  }

  /// How many literal components the route has; more literals win when two routes match.
  var specificity: Int {
    components.filter { if case .literal = $0 { true } else { false } }.count
  }

  private static func invalidPattern(_ pattern: String, _ moduleID: String, _ reason: String) -> CoreError {
    CoreError(
      .invalidURL,
      "Module '\(moduleID)' registered the route pattern '\(pattern)', but \(reason); write it like 'photo/:id'.",
      module: moduleID, value: pattern)
  }
}

/// A resolved URL: the route, what it captured, and the destination it leads to.
public struct RouteResolution: Sendable {
  public let route: Route
  public let match: RouteMatch
  public let destination: any Destination
}
