import Core
import Testing

@testable import CoreUI

@MainActor
@Suite struct NavigationTests {
  final class Probe: Screen {
    var removedCount = 0
    var appeared = 0
    func render(_ context: RenderContext) -> ScreenFrame { ScreenFrame(title: "probe", body: .empty) }
    func handle(_ input: ScreenInput) -> Bool { false }
    func willAppear() { appeared += 1 }
    func removed() { removedCount += 1 }
  }

  @Test func theStack_neverPopsItsRoot_andTellsWhoPushed() {
    let stack = NavigationStack()
    let root = Probe()
    let top = Probe()
    var finished = 0
    stack.push(root)
    stack.push(top) { finished += 1 }
    #expect(stack.depth == 2)
    #expect(stack.pop())
    #expect(!stack.pop())
    #expect(top.removedCount == 1)
    #expect(finished == 1)
    #expect(root.appeared == 2)
    #expect(stack.depth == 1)
  }

  @Test func aParent_keepsItsChildren_untilEachFinishes() async {
    let stack = NavigationStack()
    stack.push(Probe())
    let parent = Coordinator(navigation: stack)
    final class Child: Coordinator {
      override func start() async { push(Probe()) }
    }
    weak var weakChild: Coordinator?
    do {
      let child = Child(navigation: stack)
      weakChild = child
      await parent.start(child: child)
      #expect(parent.children.count == 1)
      #expect(child.parent === parent)
    }
    #expect(weakChild != nil)
    stack.pop()
    #expect(parent.children.isEmpty)
    #expect(weakChild == nil)
  }

  @Test func coordinators_holdTheirStackWeakly() async {
    var stack: NavigationStack? = NavigationStack()
    let coordinator = Coordinator(navigation: stack)
    #expect(coordinator.navigation != nil)
    stack = nil
    #expect(coordinator.navigation == nil)
  }

  @Test func pushingAndPopping1000Times_leavesNothingBehind() async throws {
    let registry = try PluginRegistry(modules: [LettersModule(), LetterModule()])
    let environment = UIEnvironment(theme: .monochrome)
    let root = TabBarCoordinator(
      tabs: registry.contributions(TabContribution.self).map(\.value),
      screens: registry.contributions(ScreenContribution.self).map(\.value), router: registry.router,
      environment: environment, session: .noop)
    try await root.start(opening: nil)
    let tab = try #require(root.tabs.first?.coordinator as? LettersCoordinator)
    for round in 0..<1000 {
      weak var coordinator: Coordinator?
      weak var screen: LetterScreen?
      await tab.open(["A", "B", "C"][round % 3])
      coordinator = tab.children.last
      screen = root.stack.top as? LetterScreen
      #expect(coordinator != nil && screen != nil)
      root.stack.pop()
      #expect(coordinator == nil, "round \(round)")
      #expect(screen == nil, "round \(round)")
      #expect(tab.children.isEmpty)
    }
    #expect(root.stack.depth == 1)
  }

  @Test func openingADestinationNoModuleShows_isATypedError() async throws {
    let registry = try PluginRegistry(modules: [LettersModule()])
    let root = TabBarCoordinator(
      tabs: registry.contributions(TabContribution.self).map(\.value), screens: [], router: registry.router,
      environment: UIEnvironment(), session: .noop)
    try await root.start(opening: nil)
    let tab = try #require(root.tabs.first?.coordinator as? LettersCoordinator)
    await tab.open("A")
    #expect((tab.openFailure as? CoreError)?.code == .unknownRoute)
    await #expect(throws: UIError(.noScreen, value: "LetterDestination")) {
      try await root.tabs[0].navigator.open(LetterDestination(letter: "A"), from: tab)
    }
  }

  @Test func deepLinks_buildTheStackAPersonWouldHave() async throws {
    let registry = try PluginRegistry(modules: [NumbersModule(), LettersModule(), LetterModule()])
    let root = TabBarCoordinator(
      tabs: registry.contributions(TabContribution.self).map(\.value),
      screens: registry.contributions(ScreenContribution.self).map(\.value), router: registry.router,
      environment: UIEnvironment(), session: .inMemory("numbers"))
    try await root.start(opening: "mosaic://letter/C")
    // Letters has the lower order, so it is the first tab: the letter goes over its root.
    #expect(root.tabs.map(\.contribution.id) == ["letters", "numbers"])
    #expect(root.selected == 0)
    #expect(root.stack.depth == 2)
    #expect((root.stack.top as? LetterScreen)?.letter == "C")
    try await root.open("mosaic://letters?selected=E")
    #expect(root.stack.depth == 1)
    #expect((root.tabs[0].coordinator as? LettersCoordinator)?.model?.selected == 4)
    await #expect(throws: CoreError.self) { try await root.open("mosaic://nowhere") }
  }

  @Test func theFirstRun_opensTheFirstTab_laterRunsTheLastOneUsed() async throws {
    let session = UISession.inMemory()
    let registry = try PluginRegistry(modules: [LettersModule(), NumbersModule()])
    func makeRoot() -> TabBarCoordinator {
      TabBarCoordinator(
        tabs: registry.contributions(TabContribution.self).map(\.value), screens: [], router: registry.router,
        environment: UIEnvironment(), session: session)
    }
    let first = makeRoot()
    try await first.start(opening: nil)
    #expect(first.selected == 0)
    #expect(first.tabs[1].coordinator == nil, "a tab is built when first shown")
    await first.select(1)
    #expect(first.tabs[1].coordinator != nil)
    #expect(await session.lastTab() == "numbers")
    let second = makeRoot()
    try await second.start(opening: nil)
    #expect(second.selected == 1)
  }

  @Test func noTabs_isATypedError() async throws {
    let root = TabBarCoordinator(
      tabs: [], screens: [], router: Router(routes: []), environment: UIEnvironment(), session: .noop)
    await #expect(throws: UIError(.noTabs)) { try await root.start(opening: nil) }
  }
}
