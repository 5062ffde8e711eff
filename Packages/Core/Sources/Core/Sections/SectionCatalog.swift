/// Every section the modules registered, by slot: the registry's sections as a service, so a module's
/// factory can hand a slot's controller to the command or screen that composes the page.
///
/// ```swift
/// registrar.register(PhotoPage.self) { resolver in
///   PhotoPage(sections: try resolver.resolve(SectionCatalog.self).controller(for: .detail))
/// }
/// ```
public struct SectionCatalog: Sendable {
  private let lists: [ObjectIdentifier: ContributionList]

  init(lists: [ObjectIdentifier: ContributionList]) {
    self.lists = lists
  }

  /// The sections every module registered for `slot`, composed in order.
  public func controller<Subject>(for slot: SectionSlot<Subject>) -> SectionController<Subject> {
    let registrations =
      lists[ObjectIdentifier(SectionRegistration<Subject>.self)]?.values as? [Contributed<SectionRegistration<Subject>>]
      ?? []
    // A loop over the positions, not `filter` and `map`: the generic `filter` scanned every conformance record of
    // the binary on its first use, on `mosaic photo ID` (PROJECT_PLAN.md, "Issue 23 — start-up code (fifth part)").
    var entries: [SectionController<Subject>.Entry] = []
    for index in 0..<registrations.count where registrations[index].value.slot == slot {
      entries.append(
        SectionController.Entry(moduleID: registrations[index].moduleID, factory: registrations[index].value.factory))
    }
    return SectionController(entries: entries)
  }
}
