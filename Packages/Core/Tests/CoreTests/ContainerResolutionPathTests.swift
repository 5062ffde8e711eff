import Core
import CoreTestSupport
import Synchronization
import TestExpectations
import Testing

/// One service of a chain: level `index` of `Link("levelN")`, holding what it resolved.
private final class Link: Sendable {
  let index: Int
  let next: Link?

  init(_ index: Int, next: Link?) {
    self.index = index
    self.next = next
  }

  /// How many links follow this one.
  var depth: Int { next.map { $0.depth + 1 } ?? 0 }
}

/// A resolver a factory kept past its resolve.
private final class KeptResolver: Sendable {
  let resolver = Mutex<Resolver?>(nil)
}

private struct Wide: Sendable {
  let first: Link
  let second: Link
  let third: Link
}

/// The path a resolve carries to find cycles: kept inline for the first levels after the freeze, on the heap past
/// them and before the freeze. A cycle must be named with its whole path wherever it closes, and a path must never
/// leak from one resolve into another (a false cycle), whether resolves run one after another or at once.
struct ContainerResolutionPathTests {
  /// `Link("level0")` → `Link("level1")` → … → `Link("level<last>")`, whose factory resolves `Link("level<back>")`
  /// when `back` is given (a cycle) and nothing otherwise.
  static func chain(
    to last: Int, back: Int?, scopeOf: (Int) -> ServiceScope = { _ in .transient }
  ) throws
    -> Container
  {
    let container = Container()
    for index in 0...last {
      let next = index < last ? index + 1 : back
      try container.register(Link.self, name: "level\(index)", scope: scopeOf(index)) { resolver in
        Link(index, next: try next.map { try resolver.resolve(Link.self, name: "level\($0)") })
      }
    }
    return container
  }

  static func cyclePath(from back: Int, to last: Int) -> String {
    ((back...last).map { "Link(\"level\($0)\")" } + ["Link(\"level\(back)\")"]).joined(separator: " -> ")
  }

  @Test(arguments: [(3, 1), (7, 0), (8, 0), (9, 8), (12, 5), (20, 2), (30, 29), (40, 0)])
  func aCycleAtAnyDepth_isNamedWithItsWholePath_frozenOrNot(last: Int, back: Int) throws {
    for frozen in [false, true] {
      let container = try Self.chain(to: last, back: back)
      if frozen { container.freeze() }

      let error = expectCoreError(
        .dependencyCycle, Payload(service: "Link(\"level\(back)\")", value: Self.cyclePath(from: back, to: last))
      ) {
        _ = try container.resolve(Link.self, name: "level0", requestedBy: "test")
      }
      expectMessage(of: error, mentioning: ["for 'Link(\"level\(last)\")'", "break the cycle"])
    }
  }

  @Test func aCycleThroughSingletons_deepInATransientGraph_isNamed_andNothingIsKept() throws {
    let container = try Self.chain(to: 11, back: 4) { $0 % 3 == 0 ? .singleton : .transient }
    container.freeze()

    for _ in 0..<2 {
      expectCoreError(.dependencyCycle, Payload(service: "Link(\"level4\")", value: Self.cyclePath(from: 4, to: 11))) {
        _ = try container.resolve(Link.self, name: "level0", requestedBy: "test")
      }
    }
    // Entering the cycle elsewhere names it from there.
    expectCoreError(.dependencyCycle, Payload(service: "Link(\"level9\")")) {
      _ = try container.resolve(Link.self, name: "level9", requestedBy: "test")
    }
  }

  @Test(arguments: [1, 7, 8, 9, 17, 40])
  func aDeepGraphWithoutACycle_resolvesWhole_frozenOrNot(last: Int) throws {
    for frozen in [false, true] {
      let container = try Self.chain(to: last, back: nil)
      if frozen { container.freeze() }

      let top = try container.resolve(Link.self, name: "level0", requestedBy: "test")

      expectEqual(top.depth, last)
      try expectEqual(container.resolve(Link.self, name: "level\(last)", requestedBy: "test").depth, 0)
    }
  }

  @Test func theSameServiceTwiceSideBySide_isNoCycle() throws {
    let container = try Self.chain(to: 9, back: nil)
    try container.register(Wide.self) { resolver in
      Wide(
        first: try resolver.resolve(Link.self, name: "level0"), second: try resolver.resolve(Link.self, name: "level0"),
        third: try resolver.resolve(Link.self, name: "level5"))
    }
    container.freeze()

    let wide = try container.resolve(Wide.self, requestedBy: "test")

    expectEqual([wide.first.depth, wide.second.depth, wide.third.depth], [9, 9, 4])
  }

  @Test func aMissingServiceDeepInTheGraph_namesTheServiceThatAskedForIt() throws {
    let container = try Self.chain(to: 10, back: nil)
    try container.register(Link.self, name: "level10") { resolver in
      Link(10, next: try resolver.resolve(Link.self, name: "absent"))
    }
    container.freeze()

    expectCoreError(.serviceNotRegistered, Payload(service: "Link(\"absent\")", value: "Link(\"level10\")")) {
      _ = try container.resolve(Link.self, name: "level0", requestedBy: "test")
    }
  }

  @Test func aResolverKeptByAFactory_stillNamesItsService_andKnowsItsPath() throws {
    let kept = KeptResolver()
    let container = Container()
    try container.register(Link.self, name: "keeper") { resolver in
      kept.resolver.withLock { $0 = resolver }
      return Link(0, next: nil)
    }
    try container.register(Link.self, name: "outer") { resolver in
      Link(1, next: try resolver.resolve(Link.self, name: "keeper"))
    }
    try container.register(Link.self, name: "other") { _ in Link(2, next: nil) }
    container.freeze()
    _ = try container.resolve(Link.self, name: "outer", requestedBy: "test")
    let resolver = try requireValue(kept.resolver.withLock { $0 })

    expectEqual(resolver.requester, "Link(\"keeper\")")
    try expectEqual(resolver.resolve(Link.self, name: "other").index, 2)
    expectCoreError(
      .dependencyCycle,
      Payload(service: "Link(\"outer\")", value: "Link(\"outer\") -> Link(\"keeper\") -> Link(\"outer\")")
    ) {
      _ = try resolver.resolve(Link.self, name: "outer")
    }
  }

  @Test func resolvesFromManyTasksAtOnce_eachSeeOnlyTheirOwnPath() async throws {
    // Each task enters the same chain at a different level, so a path shared between resolves would show a
    // service another task is building as a cycle; one entry point closes a real cycle, named every time. Sixteen
    // tasks of 100 resolves keep both cores resolving at once; 64 of 200 with `MOSAIC_EXHAUSTIVE=1`.
    let container = try Self.chain(to: 12, back: nil)
    try container.register(Link.self, name: "loop") { resolver in
      Link(-1, next: try resolver.resolve(Link.self, name: "loop"))
    }
    container.freeze()

    let outcomes = try await withThrowingTaskGroup(of: String.self) { group in
      for task in 0..<TestDepth.rounds(16, exhaustive: 64) {
        group.addTask {
          var seen: [String] = []
          for round in 0..<TestDepth.rounds(100, exhaustive: 200) {
            let entry = (task + round) % 14
            if entry == 13 {
              do {
                _ = try container.resolve(Link.self, name: "loop", requestedBy: "task")
                seen.append("no cycle")
              } catch let error as CoreError where error.code == .dependencyCycle {
                if error.value != "Link(\"loop\") -> Link(\"loop\")" { seen.append(error.value ?? "?") }
              }
            } else {
              let depth = try container.resolve(Link.self, name: "level\(entry)", requestedBy: "task").depth
              if depth != 12 - entry { seen.append("level\(entry) depth \(depth)") }
            }
          }
          return seen.joined(separator: ", ")
        }
      }
      var outcomes: [String] = []
      for try await outcome in group where !outcome.isEmpty { outcomes.append(outcome) }
      return outcomes
    }

    expectEmpty(outcomes)
  }
}
