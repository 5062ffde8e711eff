/// Composes the sections registered for one slot, from any module, in order.
///
/// Providers run concurrently; each section keeps its place. A provider that throws, or that returns
/// the same item identifier twice, yields a section with a ``RenderedSection/failure`` while the rest
/// of the screen renders.
///
/// ```swift
/// let controller = registry.sectionController(for: .photoDetail)
/// let sections = await controller.sections(for: photo, resolver: container.resolver(for: "detail"))
/// ```
public struct SectionController<Subject: Sendable>: Sendable {
  /// The providers in display order.
  public let providers: [AnySectionProvider<Subject>]

  /// Orders `providers` by ``AnySectionProvider/order``, keeping registration order for ties.
  public init(providers: [AnySectionProvider<Subject>]) {
    self.providers = providers.enumerated()
      .sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
      .map(\.element)
  }

  /// Renders every section for `subject`.
  public func sections(for subject: Subject, resolver: Resolver) async -> [RenderedSection] {
    await withTaskGroup(of: (Int, RenderedSection).self) { group in
      for (index, provider) in providers.enumerated() {
        group.addTask {
          (index, await Self.render(provider, subject: subject, resolver: resolver.asking(as: provider.id)))
        }
      }
      var sections: [(Int, RenderedSection)] = []
      for await section in group {
        sections.append(section)
      }
      return sections.sorted { $0.0 < $1.0 }.map(\.1)
    }
  }

  private static func render(
    _ provider: AnySectionProvider<Subject>, subject: Subject, resolver: Resolver
  ) async -> RenderedSection {
    func section(_ items: [RenderedItem], failure: String?) -> RenderedSection {
      RenderedSection(
        id: provider.id, title: provider.title, moduleID: provider.moduleID, items: items, failure: failure)
    }
    do {
      let items = try await provider.render(subject, resolver)
      var seen: Set<String> = []
      if let duplicate = items.first(where: { !seen.insert($0.id).inserted }) {
        let error = CoreError(
          .duplicateItem,
          "Section '\(provider.id)' from module '\(provider.moduleID)' produced the item id '\(duplicate.id)' "
            + "twice; give every item a unique, stable identifier."
        )
        return section([], failure: error.message)
      }
      return section(items, failure: nil)
    } catch {
      return section([], failure: String(describing: error))
    }
  }
}
