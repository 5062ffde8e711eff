extension PluginRegistry {
  /// Checks a module list before anything runs and returns it in boot order: every module after the
  /// modules it depends on, otherwise in composition-root order.
  ///
  /// - Throws: ``CoreError`` for a malformed or duplicate id, a service provided twice or by nobody,
  ///   an unmet module or plugin API version requirement, or a dependency cycle.
  static func bootOrder(of modules: [any FeatureModule], hostServices: [ServiceKey]) throws -> [any FeatureModule] {
    try checkIdentifiers(modules)
    let providers = try serviceProviders(modules, hostServices: hostServices)
    try checkRequirements(modules)
    var dependencies: [String: [String]] = [:]
    for module in modules {
      var needs: [String] = []
      for key in module.requires {
        guard let provider = providers[key] else {
          throw CoreError(
            .missingService,
            "Module '\(module.id)' requires '\(key)', which no module provides; add a module that provides "
              + "it to the composition root in App/, or remove '\(module.id)'.",
            module: module.id, service: key.description
          )
        }
        if let provider, provider != module.id { needs.append(provider) }
      }
      for key in module.uses {
        if let provider = providers[key], let provider, provider != module.id { needs.append(provider) }
      }
      needs += module.moduleRequirements.map(\.moduleID).filter { $0 != PluginAPI.id }
      dependencies[module.id] = needs
    }
    try checkCycles(modules.map(\.id), dependencies: dependencies)
    var ordered: [any FeatureModule] = []
    var placed: Set<String> = []
    while ordered.count < modules.count {
      // No cycles, so some unplaced module always has all of its dependencies placed.
      guard
        let next = modules.first(where: {
          !placed.contains($0.id) && dependencies[$0.id, default: []].allSatisfy(placed.contains)
        })
      else { break }
      ordered.append(next)
      placed.insert(next.id)
    }
    return ordered
  }

  private static func checkIdentifiers(_ modules: [any FeatureModule]) throws {
    var seen: [String: String] = [:]
    for module in modules {
      guard ContributionIdentifier.isValid(module.id, allowingDot: true) else {
        throw CoreError(
          .invalidModule,
          "Module '\(module.displayName)' has the id '\(module.id)'; use lowercase letters, digits, '.' and '-' only.",
          module: module.id
        )
      }
      if let first = seen[module.id] {
        throw CoreError(
          .duplicateModule,
          "Two modules use the id '\(module.id)' ('\(first)' and '\(module.displayName)'); give each module "
            + "its own id or list it once in the composition root.",
          module: module.id
        )
      }
      seen[module.id] = module.displayName
    }
  }

  /// The module id providing each service; `nil` for a service the host registers itself.
  private static func serviceProviders(
    _ modules: [any FeatureModule], hostServices: [ServiceKey]
  ) throws -> [ServiceKey: String?] {
    var providers: [ServiceKey: String?] = [:]
    for key in hostServices { providers[key] = .some(nil) }
    for module in modules {
      for key in module.provides {
        if let existing = providers[key] {
          let owner = existing.map { "module '\($0)'" } ?? "the host"
          throw CoreError(
            .duplicateService,
            "Module '\(module.id)' provides '\(key)', which \(owner) already provides; remove it from one "
              + "of them or register the second under a name.",
            module: module.id, service: key.description, detail: existing ?? "host"
          )
        }
        providers[key] = .some(module.id)
      }
    }
    return providers
  }

  private static func checkRequirements(_ modules: [any FeatureModule]) throws {
    let versions = Dictionary(modules.map { ($0.id, $0.version) }, uniquingKeysWith: { first, _ in first })
    for module in modules {
      for requirement in module.moduleRequirements {
        if requirement.moduleID == PluginAPI.id {
          guard requirement.versions.contains(PluginAPI.version) else {
            let built = requirement.versions.lowerBound
            throw CoreError(
              .pluginAPIMismatch,
              "Module '\(module.id)' was built for plugin API \(built.major).x (\(requirement.versions.lowerBound)..<"
                + "\(requirement.versions.upperBound)) but this host implements \(PluginAPI.version); rebuild "
                + "'\(module.id)' against plugin API \(PluginAPI.version.major) or remove it from the composition root.",
              module: module.id, value: "\(requirement.versions.lowerBound)..<\(requirement.versions.upperBound)")
          }
          continue
        }
        guard let found = versions[requirement.moduleID] else {
          throw CoreError(
            .versionMismatch,
            "Module '\(module.id)' requires module \(requirement), which is not in the composition root; add "
              + "it to the module list in App/, or remove '\(module.id)'.",
            module: module.id, value: requirement.moduleID
          )
        }
        guard requirement.versions.contains(found) else {
          throw CoreError(
            .versionMismatch,
            "Module '\(module.id)' requires module \(requirement) but '\(requirement.moduleID)' is \(found); "
              + "use versions of the two modules that fit together.",
            module: module.id, value: requirement.moduleID
          )
        }
      }
    }
  }

  private static func checkCycles(_ ids: [String], dependencies: [String: [String]]) throws {
    var finished: Set<String> = []
    var stack: [String] = []
    func visit(_ id: String) throws {
      if finished.contains(id) { return }
      if let start = stack.firstIndex(of: id) {
        let cycle = (stack[start...] + [id]).joined(separator: " -> ")
        throw CoreError(
          .moduleCycle,
          "Modules depend on each other in a cycle (\(cycle)); move the shared service into a lower "
            + "module or drop one of the requirements.",
          module: id, value: cycle
        )
      }
      stack.append(id)
      for dependency in dependencies[id, default: []] {
        try visit(dependency)
      }
      stack.removeLast()
      finished.insert(id)
    }
    for id in ids {
      try visit(id)
    }
  }
}
