import Core
import TestExpectations
import Testing

@testable import CoreUI

@MainActor
struct NavigationTests {
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
    expectEqual(stack.depth, 2)
    expectTrue(stack.pop())
    expectFalse(stack.pop())
    expectEqual(top.removedCount, 1)
    expectEqual(finished, 1)
    expectEqual(root.appeared, 2)
    expectEqual(stack.depth, 1)
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
      expectEqual(parent.children.count, 1)
      #expect(child.parent === parent)
    }
    expectNotNil(weakChild)
    stack.pop()
    expectEmpty(parent.children)
    expectNil(weakChild)
  }

  @Test func coordinators_holdTheirStackWeakly() async {
    var stack: NavigationStack? = NavigationStack()
    let coordinator = Coordinator(navigation: stack)
    expectNotNil(coordinator.navigation)
    stack = nil
    expectNil(coordinator.navigation)
  }

  @Test func pushingAndPopping1000Times_leavesNothingBehind() async throws {
    let registry = try PluginRegistry(modules: [LettersModule(), LetterModule()])
    let environment = UIEnvironment(theme: .monochrome)
    let root = TabBarCoordinator(
      tabs: registry.contributions(TabContribution.self).map(\.value),
      screens: registry.contributions(ScreenContribution.self).map(\.value), router: registry.router,
      environment: environment, session: .noop)
    try await root.start(opening: nil)
    let tab = try requireValue(root.tabs.first?.coordinator as? LettersCoordinator)
    for round in 0..<1000 {
      weak var coordinator: Coordinator?
      weak var screen: LetterScreen?
      await tab.open(["A", "B", "C"][round % 3])
      coordinator = tab.children.last
      screen = root.stack.top as? LetterScreen
      #expect(coordinator != nil && screen != nil)
      root.stack.pop()
      expectNil(coordinator, "round \(round)")
      expectNil(screen, "round \(round)")
      expectEmpty(tab.children)
    }
    expectEqual(root.stack.depth, 1)
  }

  @Test func openingADestinationNoModuleShows_isATypedError() async throws {
    let registry = try PluginRegistry(modules: [LettersModule()])
    let root = TabBarCoordinator(
      tabs: registry.contributions(TabContribution.self).map(\.value), screens: [], router: registry.router,
      environment: UIEnvironment(), session: .noop)
    try await root.start(opening: nil)
    let tab = try requireValue(root.tabs.first?.coordinator as? LettersCoordinator)
    await tab.open("A")
    expectEqual((tab.openFailure as? CoreError)?.code, .unknownRoute)
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
    expectEqual(root.tabs.map(\.contribution.id), ["letters", "numbers"])
    expectEqual(root.selected, 0)
    expectEqual(root.stack.depth, 2)
    expectEqual((root.stack.top as? LetterScreen)?.letter, "C")
    try await root.open("mosaic://letters?selected=E")
    expectEqual(root.stack.depth, 1)
    expectEqual((root.tabs[0].coordinator as? LettersCoordinator)?.model?.selected, 4)
    await expectThrows(CoreError.self) { try await root.open("mosaic://nowhere") }
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
    expectEqual(first.selected, 0)
    expectNil(first.tabs[1].coordinator, "a tab is built when first shown")
    await first.select(1)
    expectNotNil(first.tabs[1].coordinator)
    await expectEqual(session.lastTab(), "numbers")
    let second = makeRoot()
    try await second.start(opening: nil)
    expectEqual(second.selected, 1)
  }

  @Test func noTabs_isATypedError() async throws {
    let root = TabBarCoordinator(
      tabs: [], screens: [], router: Router(routes: []), environment: UIEnvironment(), session: .noop)
    await #expect(throws: UIError(.noTabs)) { try await root.start(opening: nil) }
  }
}
