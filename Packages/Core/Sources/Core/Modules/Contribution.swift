/// Something a module adds to the host besides services: a route, a section, and — from the layers
/// above Core — a command, a screen, a tab.
///
/// A new kind of contribution is a new conforming type; modules that do not use it, and the registry,
/// stay as they are. The registry attributes each contribution to its module, refuses two of one kind
/// with the same ``uniquenessKey``, and runs the kind's ``validate(_:)`` once every module has registered.
///
/// ```swift
/// struct Shortcut: Contribution {
///   static let kind = "shortcuts"
///   let key: Character
///   let url: String
///   var name: String { "\(key) → \(url)" }
///   var uniquenessKey: String? { String(key) }
/// }
/// registrar.contribute(Shortcut(key: "g", url: "mosaic://gallery"))
/// let shortcuts = registry.contributions(Shortcut.self)
/// ```
public protocol Contribution: Sendable {
  /// The kind's name in `mosaic features`, plural and lowercase: `routes`, `sections`, `commands`.
  static var kind: String { get }
  /// How `mosaic features` names this contribution: a command's name, a route's template.
  var name: String { get }
  /// Two contributions of one kind with the same key clash; `nil` never clashes. Defaults to ``name``.
  var uniquenessKey: String? { get }
  /// Checks every contribution of this kind together, once all modules have registered.
  ///
  /// - Throws: ``CoreError`` naming the module and the fix.
  static func validate(_ contributions: [Contributed<Self>]) throws
}

extension Contribution {
  public var uniquenessKey: String? { name }
  public static func validate(_ contributions: [Contributed<Self>]) throws {}
}

/// A contribution and the module it came from.
public struct Contributed<Value: Contribution>: Sendable {
  /// The module that contributed ``value``.
  public let moduleID: String
  public let value: Value

  public init(moduleID: String, value: Value) {
    self.moduleID = moduleID
    self.value = value
  }
}

/// Every contribution of one kind, as the registry keeps them, with their type erased.
struct ContributionList: Sendable {
  let kind: String
  let entries: [(moduleID: String, name: String, key: String?)]
  /// The `[Contributed<Value>]` array itself.
  let values: any Sendable
  let validate: @Sendable () throws -> Void

  init<Value: Contribution>(_ contributions: [Contributed<Value>]) {
    self.kind = Value.kind
    // A loop over `0..<count`, not `map` or `indices`: unspecialized for `Value`, those made the array's collection
    // witness tables and its iterator's metadata for every kind, up to 20 K instructions a kind on every start
    // (PROJECT_PLAN.md, "Issue 23 — start-up, ninth part").
    var entries: [(moduleID: String, name: String, key: String?)] = []
    entries.reserveCapacity(contributions.count)
    for index in 0..<contributions.count {
      let contribution = contributions[index]
      entries.append((contribution.moduleID, contribution.value.name, contribution.value.uniquenessKey))
    }
    self.entries = entries
    self.values = contributions
    self.validate = { try Value.validate(contributions) }
  }
}
