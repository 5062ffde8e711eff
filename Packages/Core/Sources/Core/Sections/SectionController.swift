/// Composes the sections registered for one slot, from any module, in order.
///
/// Each section loads on its own: ``updates(for:in:)`` yields the page with every section loading, then
/// again as each one settles, so a slow section never holds the others back; ``sections(for:in:)`` waits
/// for all. A provider that throws, or that returns the same item id twice, fails its own section only.
///
/// ```swift
/// let controller = catalog.controller(for: SectionSlot<Photo>.detail)
/// await controller.prefetch(for: photo)
/// for await page in controller.updates(for: photo, in: .english) { draw(page) }
/// ```
public struct SectionController<Subject: Sendable>: Sendable {
  struct Entry: Sendable {
    let moduleID: String
    let factory: AnySectionFactory<Subject>
  }

  let entries: [Entry]

  /// Orders `entries` by their providers' order, keeping registration order for ties.
  ///
  /// The sort runs over positions (`[Int]`, concrete code): sorting the enumerated entries ran the standard
  /// library's sort unspecialised for this generic type, whose metadata cost a scan of every conformance record
  /// of the binary on every photo page (PROJECT_PLAN.md, "Issue 23 — start-up code (fourth part)").
  init(entries: [Entry]) {
    let orders = entries.map { $0.factory.order }
    let positions = orders.indices.sorted { (orders[$0], $0) < (orders[$1], $1) }
    self.entries = positions.map { entries[$0] }
  }

  /// The ids of the slot's sections, in display order.
  public var sectionIDs: [String] { entries.map(\.factory.id) }

  /// Lets every section warm what it will need for `subject`, concurrently.
  public func prefetch(for subject: Subject) async {
    await withTaskGroup(of: Void.self) { group in
      for entry in entries {
        group.addTask { await entry.factory.prefetch(subject) }
      }
    }
  }

  /// Every section for `subject`, once all have settled.
  public func sections(for subject: Subject, in language: Language) async -> [SectionSnapshot] {
    var last: [SectionSnapshot] = []
    for await page in updates(for: subject, in: language) {
      last = page
    }
    return last
  }

  /// The page for `subject`: first with every section loading, then once more each time a section settles.
  public func updates(for subject: Subject, in language: Language) -> AsyncStream<[SectionSnapshot]> {
    let entries = self.entries
    return AsyncStream { continuation in
      let task = Task {
        var page = entries.map { entry in
          SectionSnapshot(
            id: entry.factory.id, moduleID: entry.moduleID, title: try? entry.factory.title(language), state: .loading)
        }
        continuation.yield(page)
        await withTaskGroup(of: (Int, SectionState).self) { group in
          // Over `0..<count`, not `entries.enumerated()`: `EnumeratedSequence<[Entry]>.Iterator` is generic over
          // `Subject`, and its metadata, the first associated type the photo page looked up, cost 0.36 M instructions
          // (a conformance scan; PROJECT_PLAN.md, "Issue 23 — start-up, ninth part").
          for index in 0..<entries.count {
            let entry = entries[index]
            group.addTask { (index, await Self.load(entry, subject: subject, language: language)) }
          }
          for await (index, state) in group {
            page[index].state = state
            continuation.yield(page)
          }
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// Performs `action` on `item`, an item of a snapshot this controller produced.
  ///
  /// - Throws: ``CoreError`` `.unsupportedAction` when the item does not offer the action or belongs to no
  ///   section of this slot; whatever the provider throws.
  public func perform(_ action: ItemAction, on item: SectionItem, for subject: Subject) async throws -> ActionOutcome {
    guard item.actions.contains(action),
      let entry = entries.first(where: { item.id.hasPrefix($0.factory.id + "/") })
    else {
      throw CoreError(
        .unsupportedAction, "No section here offers '\(action.id)' on '\(item.id)'.", value: item.id,
        detail: action.id)
    }
    var local = item
    local.id = String(item.id.dropFirst(entry.factory.id.count + 1))
    return try await entry.factory.perform(action, local, subject)
  }

  private static func load(_ entry: Entry, subject: Subject, language: Language) async -> SectionState {
    let sectionID = entry.factory.id
    do {
      let items = try await entry.factory.items(subject, language)
      var seen: Set<String> = []
      if let duplicate = items.first(where: { !seen.insert($0.id).inserted }) {
        return .failed(
          CoreError(
            .duplicateItem,
            "Section '\(sectionID)' from module '\(entry.moduleID)' produced the item id '\(duplicate.id)' twice; "
              + "give every item a unique, stable identifier.",
            module: entry.moduleID, value: duplicate.id, detail: sectionID))
      }
      return .loaded(
        items.map { item in
          var qualified = item
          qualified.id = sectionID + "/" + item.id
          return qualified
        })
    } catch {
      return .failed(error)
    }
  }
}
