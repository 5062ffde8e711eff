import Core

/// Where `mosaic://elsewhere` leads; no module shows it on the command line.
struct ElsewhereDestination: Destination {}

/// A module that answers a route but contributes no presenter for its destination, as a module written
/// only for the terminal app would.
struct RouteOnlyModule: FeatureModule {
  let id = "route-only"
  let version: SemanticVersion = "1.0.0"
  let displayName = "Route without a presenter"
  var requires: [ServiceKey] { [] }
  var provides: [ServiceKey] { [] }

  func register(into registrar: ModuleRegistrar) throws {
    try registrar.route("elsewhere", summary: "Somewhere the command line cannot show") { _ in ElsewhereDestination() }
  }
}
