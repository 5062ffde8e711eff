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
    return SectionController(
      entries: registrations.filter { $0.value.slot == slot }.map {
        SectionController.Entry(moduleID: $0.moduleID, factory: $0.value.factory)
      })
  }
}
