import Core
import Foundation
import TestExpectations
import Testing

struct DeferredTests {
  @Test func value_isBuiltOnFirstUseThenKept() throws {
    let built = Counter()
    let deferred = try makeDeferred { _ in built.increment() }

    expectEqual(built.value, 0)
    try expectEqual(deferred.value(), 1)
    try expectEqual(deferred.value(), 1)
    expectEqual(built.value, 1)
  }

  @Test(.timeLimit(.minutes(1)))
  func concurrentFirstUse_buildsOnce() async throws {
    let callers = 8
    let arrived = Counter()
    let built = Counter()
    let deferred = try makeDeferred { _ in
      let number = built.increment()
      // Hold the first build while the others ask, so that a second build would overlap it: until a second
      // build starts, or every caller has asked and had a while to reach the value.
      var grace = 0
      while built.value == 1, grace < 1_000_000 {
        if arrived.value == callers { grace += 1 }
      }
      return number
    }

    let values = await onSeparateThreads(callers) {
      arrived.increment()
      return (try? deferred.value()) ?? -1
    }

    expectEqual(values, Array(repeating: 1, count: callers))
    expectEqual(built.value, 1)
  }

  @Test func failedBuild_isRetriedOnTheNextCall() throws {
    let attempts = Counter()
    let deferred = try makeDeferred { _ in
      if attempts.increment() == 1 { throw TestFailure(description: "not yet") }
      return attempts.value
    }

    #expect(throws: TestFailure(description: "not yet")) { _ = try deferred.value() }
    try expectEqual(deferred.value(), 2)
    try expectEqual(deferred.value(), 2)
    expectEqual(attempts.value, 2)
  }

  @Test func copies_shareOneBuild() throws {
    let built = Counter()
    let deferred = try makeDeferred { _ in built.increment() }
    let copies = [deferred, deferred, deferred]

    try expectEqual(copies.map { try $0.value() }, [1, 1, 1])
    try expectEqual(deferred.value(), 1)
    expectEqual(built.value, 1)
  }

  /// A value that is itself `nil`, or an existential, is kept like any other: built once.
  @Test func optionalAndExistentialValues_areBuiltOnce() throws {
    let optionalBuilt = Counter()
    let optional = try makeDeferred { _ -> Int? in
      _ = optionalBuilt.increment()
      return nil
    }
    let existentialBuilt = Counter()
    let existential = try makeDeferred { _ -> any Sendable in "built \(existentialBuilt.increment())" }
    let nestedBuilt = Counter()
    let nested = try makeDeferred { _ -> Int?? in
      _ = nestedBuilt.increment()
      return .some(nil)
    }

    for _ in 0..<3 {
      try expectNil(optional.value())
      try expectEqual(existential.value() as? String, "built 1")
      try expectEqual(nested.value(), .some(nil))
    }
    expectEqual([optionalBuilt.value, existentialBuilt.value, nestedBuilt.value] as [Int], [1, 1, 1])
  }

  @Test func build_resolvesOnBehalfOfItsModule() throws {
    let container = Container()
    try container.register(Int.self) { _ in 41 }
    let deferred = try makeDeferred(by: "gallery", uses: [ServiceKey(Int.self)], in: container) { resolver in
      "\(try resolver.resolve(Int.self) + 1) for \(resolver.requester)"
    }

    try expectEqual(deferred.value(), "42 for gallery")
  }

  @Test func missingService_failsTheBuildNamingTheModule() throws {
    let deferred = try makeDeferred(by: "gallery", uses: [ServiceKey(Double.self)]) { resolver in
      try resolver.resolve(Double.self)
    }

    expectCoreError(.serviceNotRegistered, Payload(service: "Double", value: "gallery")) {
      _ = try deferred.value()
    }
  }
}

/// Runs `body` once on each of `count` new threads, so the calls truly overlap, and returns their results.
private func onSeparateThreads<T: Sendable>(_ count: Int, _ body: @escaping @Sendable () -> T) async -> [T] {
  await withTaskGroup(of: T.self) { group in
    for _ in 0..<count {
      group.addTask {
        await withCheckedContinuation { continuation in
          Thread { continuation.resume(returning: body()) }.start()
        }
      }
    }
    return await group.reduce(into: []) { $0.append($1) }
  }
}
