import Core

/// A contribution kind only these tests know: a key that opens a `mosaic://` URL.
///
/// ```swift
/// registrar.contribute(Shortcut(key: "g", url: "mosaic://gallery"))
/// ```
struct Shortcut: Contribution {
  static let kind = "shortcuts"
  /// How many shortcuts all modules together may contribute; only a check that sees every module's
  /// contributions at once can enforce it.
  static let limit = 3

  let key: String?
  let url: String

  init(key: String?, url: String = "mosaic://gallery") {
    self.key = key
    self.url = url
  }

  var name: String { "\(key ?? "none") → \(url)" }
  /// A shortcut without a key never clashes.
  var uniquenessKey: String? { key }

  static func validate(_ contributions: [Contributed<Shortcut>]) throws {
    if let foreign = contributions.first(where: { !$0.value.url.hasPrefix("mosaic://") }) {
      throw CoreError(
        .invalidURL, "Module '\(foreign.moduleID)' binds a shortcut to '\(foreign.value.url)'; use a mosaic URL.",
        module: foreign.moduleID, value: foreign.value.url)
    }
    if contributions.count > limit {
      let extra = contributions[limit]
      throw CoreError(
        .duplicateContribution, "Module '\(extra.moduleID)' adds shortcut \(limit + 1); keep to \(limit).",
        module: extra.moduleID, value: extra.value.name)
    }
  }
}

/// A contribution kind that keeps every default: its name is its uniqueness key, and nothing is validated.
struct Badge: Contribution {
  static let kind = "badges"
  let name: String
}
