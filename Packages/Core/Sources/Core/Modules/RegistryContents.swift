/// What a ``PluginRegistry`` collected, as the modules that show it read it — the host's `mosaic features`
/// lists the summaries, `mosaic ui` builds its tabs from the tab contributions. The registry registers it in
/// the container (a ``PluginRegistry/registryServices`` entry), so a module's factory resolves it like any
/// service, and holds it; the container holds it weakly, as its values resolve through the container.
///
/// ```swift
/// registrar.command(FeaturesCommand.self) { resolver in try resolver.resolve(RegistryContents.self) }
/// contents.contributions(Route.self).map(\.value.template)   // ["mosaic://gallery", …]
/// ```
public final class RegistryContents: Sendable {
  /// The modules in boot order.
  public let modules: [any FeatureModule]
  let lists: [(ObjectIdentifier, ContributionList)]

  init(modules: [any FeatureModule], lists: [(ObjectIdentifier, ContributionList)]) {
    self.modules = modules
    self.lists = lists
  }

  /// Every contribution of `kind`, in boot order of the modules that made them.
  public func contributions<Value: Contribution>(_ kind: Value.Type) -> [Contributed<Value>] {
    lists.first { $0.0 == ObjectIdentifier(kind) }.flatMap { $0.1.values as? [Contributed<Value>] } ?? []
  }

  /// One summary per module, in boot order. Built on demand: only `mosaic features` needs it.
  public var summaries: [ModuleSummary] {
    modules.map { module in
      var summary = ModuleSummary(
        id: module.id, version: module.version, name: module.displayName,
        contributions: lists.map { _, list in
          ModuleSummary.Group(kind: list.kind, names: list.entries.filter { $0.moduleID == module.id }.map(\.name))
        }
        .reduce(into: [ModuleSummary.Group]()) { groups, group in
          if let index = groups.firstIndex(where: { $0.kind == group.kind }) {
            groups[index] = ModuleSummary.Group(kind: group.kind, names: groups[index].names + group.names)
          } else {
            groups.append(group)
          }
        },
        provides: module.provides.map(\.description), requires: module.requires.map(\.description),
        uses: module.uses.map(\.description))
      summary.localizedNames = Dictionary(
        uniqueKeysWithValues: Language.allCases.map { ($0, module.displayName(in: $0)) })
      return summary
    }
  }
}
