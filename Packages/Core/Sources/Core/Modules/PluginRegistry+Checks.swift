extension PluginRegistry {
  /// Refuses a module whose registrations differ from what it declares, or that registered into a frozen
  /// container.
  static func check(_ registrar: ModuleRegistrar, against module: any FeatureModule) throws {
    if let refusal = registrar.refusal { throw refusal }
    let registered = Set(registrar.services)
    if let missing = module.provides.first(where: { !registered.contains($0) }) {
      throw CoreError(
        .registrationMismatch,
        "Module '\(module.id)' declares that it provides '\(missing)' but its register(into:) did not "
          + "register it; register it there or remove it from `provides`.",
        module: module.id, service: missing.description)
    }
    let declared = Set(module.provides)
    if let undeclared = registrar.services.first(where: { !declared.contains($0) }) {
      throw CoreError(
        .registrationMismatch,
        "Module '\(module.id)' registered '\(undeclared)' without declaring it; add it to the module's "
          + "`provides` so the registry can order modules by it.",
        module: module.id, service: undeclared.description)
    }
  }

  /// Refuses two contributions of one kind with the same uniqueness key.
  static func checkUnique(_ list: ContributionList) throws {
    let singular = list.kind.hasSuffix("s") ? String(list.kind.dropLast()) : list.kind
    var owners: [String: (name: String, moduleID: String)] = [:]
    for entry in list.entries {
      guard let key = entry.key else { continue }
      if let owner = owners[key] {
        let same = owner.name == entry.name ? "" : ", which clashes with '\(owner.name)'"
        let who =
          owner.moduleID == entry.moduleID
          ? "Module '\(entry.moduleID)' contributes the \(singular) '\(entry.name)' twice"
          : "Modules '\(owner.moduleID)' and '\(entry.moduleID)' both contribute the \(singular) '\(entry.name)'"
        throw CoreError(
          .duplicateContribution, who + "\(same); rename one of them.", module: entry.moduleID, value: entry.name,
          detail: owner.moduleID)
      }
      owners[key] = (entry.name, entry.moduleID)
    }
  }
}
