/// Where one section of a page stands: each section loads on its own, so a slow or failing one never
/// blanks the page.
public enum SectionState: Sendable {
  case loading
  case loaded([SectionItem])
  /// The provider (or building it) threw; the error keeps its type and code.
  case failed(any Error)
}

/// One section as a page shows it: its identity, its heading and its state.
///
/// Item ids are qualified with the section's id (`gallery.more-photos/abc`), so they are unique across the
/// page even when two sections show the same photo.
public struct SectionSnapshot: Identifiable, Sendable {
  public let id: String
  /// The module that contributed the section.
  public let moduleID: String
  public let title: String?
  public var state: SectionState

  public init(id: String, moduleID: String, title: String?, state: SectionState) {
    self.id = id
    self.moduleID = moduleID
    self.title = title
    self.state = state
  }

  /// The items when loaded, else none.
  public var items: [SectionItem] {
    if case .loaded(let items) = state { items } else { [] }
  }

  /// The error when the section failed.
  public var failure: (any Error)? {
    if case .failed(let error) = state { error } else { nil }
  }

  public var isLoading: Bool {
    if case .loading = state { true } else { false }
  }
}
