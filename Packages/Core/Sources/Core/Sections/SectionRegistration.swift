/// A section provider in a slot, as the registry keeps it: its identity up front, the provider built on
/// first use by its module's factory.
struct SectionRegistration<Subject: Sendable>: Contribution {
  static var kind: String { "sections" }

  let slot: SectionSlot<Subject>
  let moduleID: String
  let factory: AnySectionFactory<Subject>

  var name: String { "\(slot)/\(factory.id)" }

  init<Provider: SectionProvider>(
    slot: SectionSlot<Subject>, moduleID: String, factory: Deferred<Provider>
  ) where Provider.Subject == Subject {
    self.slot = slot
    self.moduleID = moduleID
    self.factory = AnySectionFactory(factory)
  }

  /// One module owns each section id; it may put the section on several pages. Ids use lowercase letters,
  /// digits, `.` and `-`, so an item id `<section>/<item>` always names its section.
  static func validate(_ registrations: [Contributed<SectionRegistration>]) throws {
    var owners: [String: String] = [:]
    for registration in registrations {
      let id = registration.value.factory.id
      guard ContributionIdentifier.isValid(id, allowingDot: true) else {
        throw CoreError(
          .invalidModule,
          "Module '\(registration.moduleID)' contributes a section with the id '\(id)'; use lowercase letters, "
            + "digits, '.' and '-' only.",
          module: registration.moduleID, value: id)
      }
      if let owner = owners[id], owner != registration.moduleID {
        throw CoreError(
          .duplicateContribution,
          "Modules '\(owner)' and '\(registration.moduleID)' both contribute a section with the id '\(id)'; "
            + "rename one of them.",
          module: registration.moduleID, value: id, detail: owner)
      }
      owners[id] = registration.moduleID
    }
  }
}

/// A section factory with the provider's type erased.
struct AnySectionFactory<Subject: Sendable>: Sendable {
  let id: String
  let order: Int
  let title: @Sendable (Language) throws -> String?
  let items: @Sendable (Subject, Language) async throws -> [SectionItem]
  let prefetch: @Sendable (Subject) async -> Void
  let perform: @Sendable (ItemAction, SectionItem, Subject) async throws -> ActionOutcome

  init<Provider: SectionProvider>(_ provider: Deferred<Provider>) where Provider.Subject == Subject {
    self.id = Provider.id
    self.order = Provider.order
    self.title = { language in try provider.value().title(in: language) }
    self.items = { subject, language in try await provider.value().items(for: subject, in: language) }
    self.prefetch = { subject in await (try? provider.value())?.prefetch(for: subject) }
    self.perform = { action, item, subject in try await provider.value().perform(action, on: item, for: subject) }
  }
}
