import Core

/// The root of the app: one tab per ``TabContribution``, in order, each with its own stack and its own
/// coordinator, built the first time the tab shows and kept as a child from then on (tabs never finish).
/// It opens on the tab used last and turns a `mosaic://` URL into the stack a person would have built.
///
/// ```swift
/// let root = TabBarCoordinator(
///   tabs: registry.contributions(TabContribution.self).map(\.value),
///   screens: registry.contributions(ScreenContribution.self).map(\.value),
///   router: registry.router, environment: environment, session: session)
/// try await root.start(opening: "mosaic://photo/abc")   // Gallery, with the photo on top
/// ```
@MainActor
public final class TabBarCoordinator: Coordinator {
  /// One tab: what the module contributed, its stack, and its coordinator once built.
  public struct Tab {
    public let contribution: TabContribution
    public let stack: NavigationStack
    /// Opens destinations on this tab's stack.
    public let navigator: Navigator
    public fileprivate(set) var coordinator: Coordinator?
  }

  public private(set) var tabs: [Tab]
  public private(set) var selected = 0
  let router: Router
  private let environment: UIEnvironment
  private let session: UISession

  public init(
    tabs: [TabContribution], screens: [ScreenContribution], router: Router, environment: UIEnvironment,
    session: UISession
  ) {
    self.router = router
    self.environment = environment
    self.session = session
    self.tabs = tabs.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map {
      let stack = NavigationStack()
      let navigator = Navigator(router: router, screens: screens, navigation: stack, environment: environment)
      return Tab(contribution: $0.element, stack: stack, navigator: navigator, coordinator: nil)
    }
    super.init(navigation: nil)
  }

  /// The selected tab's stack.
  public var stack: NavigationStack { tabs[selected].stack }

  /// The tabs' titles in `language`.
  public func titles(in language: Language) -> [String] {
    tabs.map { $0.contribution.title.text(in: language) }
  }

  public override func start() async {
    try? await start(opening: nil)
  }

  /// Shows the tab used last (the first one the first time), then `url` when given.
  ///
  /// - Throws: ``UIError`` `.noTabs` when no module contributes a tab; the router's error for a bad URL,
  ///   ``UIError`` `.noScreen` when no module shows its destination.
  public func start(opening url: String?) async throws {
    guard !tabs.isEmpty else { throw UIError(.noTabs) }
    let last = await session.lastTab()
    await select(tabs.firstIndex { $0.contribution.id == last } ?? 0, remember: false)
    if let url { try await open(url) }
  }

  /// Shows tab `index`, building its coordinator the first time, and remembers it for the next run.
  public func select(_ index: Int, remember: Bool = true) async {
    guard tabs.indices.contains(index) else { return }
    selected = index
    guard await prepare(index) else { return }
    if remember { await session.saveTab(tabs[index].contribution.id) }
  }

  /// Builds tab `index`'s coordinator the first time, else tells its top screen it shows again; the
  /// selection stays. A tab shown as a sheet over another is prepared, not selected.
  ///
  /// - Returns: `false` when the tab's coordinator could not be built (its stack shows why).
  @discardableResult
  public func prepare(_ index: Int) async -> Bool {
    guard tabs.indices.contains(index) else { return false }
    guard tabs[index].coordinator == nil else {
      tabs[index].stack.top?.willAppear()
      return true
    }
    let tab = tabs[index]
    let context = ScreenContext(navigation: tab.stack, navigator: tab.navigator, environment: environment)
    let coordinator: Coordinator
    do {
      coordinator = try tab.contribution.coordinator(in: context)
    } catch {
      if tab.stack.top == nil { tab.stack.push(MessageScreen(title: tab.contribution.title, error: error)) }
      return false
    }
    tabs[index].coordinator = coordinator
    await start(child: coordinator)
    return true
  }

  /// Opens `url`: on the tab whose root shows its destination, or over the first tab's root.
  public func open(_ url: String) async throws {
    let destination = try router.resolve(url).destination
    if let index = tabs.firstIndex(where: { $0.contribution.hosts(destination) }) {
      await select(index)
      tabs[index].stack.popToRoot()
      _ = await tabs[index].coordinator?.show(destination)
      return
    }
    await select(0)
    tabs[0].stack.popToRoot()
    guard let parent = tabs[0].coordinator else { return }
    try await tabs[0].navigator.open(destination, from: parent)
  }

  /// Tabs never finish; a tab's coordinator stays for the whole run.
  public override func childDidFinish(_ child: Coordinator) {}
}
