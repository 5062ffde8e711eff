/// The container's failures, each one sentence with the fix: kept out of ``Container/resolve(_:as:path:asker:)``
/// so the path a resolve takes when nothing is wrong stays short.
extension Container {
  /// Who asks: `asker` when there is one, otherwise the service whose factory is running (innermost on `path`).
  static func requester(_ asker: String?, path: ResolutionPath, table: FrozenRegistrations?) -> String {
    asker ?? path.innermost(table)?.description ?? "host"
  }

  func notRegistered(_ key: ServiceKey, path: ResolutionPath, asker: String?) -> CoreError {
    let requester = Self.requester(asker, path: path, table: table)
    return CoreError(
      .serviceNotRegistered,
      "No service '\(key)' is registered (asked for by '\(requester)'); register it in a module's "
        + "register(into:) with `registrar.register(\(key.typeName).self) { resolver in ... }` and "
        + "list it in that module's `provides`.",
      service: key.description, value: requester
    )
  }

  func cycle(_ key: ServiceKey, path: ResolutionPath, asker: String?) -> CoreError {
    let table = table
    let requester = Self.requester(asker, path: path, table: table)
    let cycle = (path.keys(table).drop { $0 != key } + [key]).map(\.description).joined(separator: " -> ")
    return CoreError(
      .dependencyCycle,
      "Resolving '\(key)' for '\(requester)' needs '\(key)' itself (\(cycle)); break the cycle by "
        + "having one of these services take a lazy provider or a smaller dependency.",
      service: key.description, value: cycle
    )
  }

  static func wrongType(_ key: ServiceKey, _ registration: ServiceRegistration) -> CoreError {
    CoreError(
      .invalidRegistration,
      "The registration of '\(key)' by '\(registration.registeredBy)' does not make a '\(key.typeName)'; "
        + "register it with `register(\(key.typeName).self) { resolver in ... }`.",
      module: registration.registeredBy, service: key.description
    )
  }

  static func notAnObject(_ key: ServiceKey, _ registration: ServiceRegistration, made: Any.Type) -> CoreError {
    CoreError(
      .invalidRegistration,
      "'\(key)' registered by '\(registration.registeredBy)' uses the weak scope but its factory "
        + "returned a value type '\(made)'; register it as transient or singleton, "
        + "or return a class instance.",
      module: registration.registeredBy, service: key.description
    )
  }

  static func refusal(_ key: ServiceKey, registeredBy: String) -> CoreError {
    CoreError(
      .containerFrozen,
      "'\(registeredBy)' registered '\(key)' after the container froze at boot; register services in a module's "
        + "register(into:), or on the registry's container before boot().",
      module: registeredBy, service: key.description
    )
  }
}
