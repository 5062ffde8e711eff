import Core
import TestExpectations
import Testing

/// A failure a user causes, produced the way the app meets it.
private struct UserFailure: Sendable, CustomTestStringConvertible {
  let id: String
  let code: CoreError.Code
  let make: @Sendable () async throws -> Void

  var testDescription: String { id }
}

struct CoreErrorTests {
  private static let userFailures: [UserFailure] = [
    UserFailure(id: "unknown route", code: .unknownRoute) { _ = try RouterTests.router().resolve("mosaic://nowhere") },
    UserFailure(id: "no routes at all", code: .unknownRoute) { _ = try Router(routes: []).resolve("mosaic://x") },
    UserFailure(id: "foreign URL", code: .invalidURL) { _ = try RouterTests.router().resolve("https://example.com") },
    UserFailure(id: "number out of range", code: .invalidRouteParameter) {
      _ = try RouterTests.router().resolve("mosaic://gallery?page=999999999999999999999")
    },
    UserFailure(id: "missing parameter", code: .invalidRouteParameter) {
      _ = try RouteMatch(url: "mosaic://photo", parameters: [:], query: [:]).required("id")
    },
    UserFailure(id: "not a choice", code: .invalidRouteParameter) {
      _ = try RouteMatch(url: "mosaic://photo/a", parameters: ["d": "up"], query: [:]).choice("d", from: ["next"])
    },
    UserFailure(id: "action not offered", code: .unsupportedAction) {
      let controller = try PluginRegistry(modules: [
        TestModule("detail") { $0.section(NumberSection.self, in: .detail) { _ in NumberSection() } }
      ]).sections.controller(for: SectionSlot<Int>.detail)
      let item = SectionItem.text("numbers.list/7", actions: [ItemAction(id: "double", title: "Double")])
      _ = try await controller.perform(ItemAction(id: "double", title: "Double"), on: item, for: 7)
    },
  ]

  @Test(arguments: userFailures)
  fileprivate func userFacingFailure_speaksGerman(failure: UserFailure) async throws {
    let error = try await requireValue(expectThrows(CoreError.self) { try await failure.make() })

    expectEqual(error.code, failure.code)
    let english = error.message(in: .english)
    let german = error.message(in: .german)
    expectNotEqual(german, english)
    expectFalse(german.isEmpty)
    expectEqual(english, error.message)
    if let value = error.value { expectText(german, contains: "'\(value)'") }
  }

  private static let compositionCodes = CoreError.Code.allCases.filter {
    ![.unknownRoute, .invalidURL, .invalidRouteParameter, .unsupportedAction].contains($0)
  }

  @Test(arguments: compositionCodes)
  func compositionFailure_keepsTheEnglishItWasThrownWith(code: CoreError.Code) {
    let error = CoreError(code, "Module 'x' broke its promise; fix it.", module: "x", value: "v", detail: "d")

    expectEqual(error.message(in: .english), "Module 'x' broke its promise; fix it.")
    expectEqual(error.message(in: .german), "Module 'x' broke its promise; fix it.")
    expectEqual(error.codeName, code.rawValue)
  }

  @Test func badRoutePattern_isAComposition_failureInEnglish() {
    let error = expectCoreError(.invalidURL, Payload(module: "detail", value: "photo//id")) {
      _ = try PluginRegistry(modules: [
        TestModule("detail") { try $0.route("photo//id", summary: "") { _ in RandomPhotoDestination() } }
      ])
    }

    expectEqual(error?.message(in: .german), error?.message(in: .english))
    expectMessage(of: error, mentioning: ["Module 'detail' registered the route pattern 'photo//id'"])
  }

  @Test func thrownComposition_failure_isTheSameInBothLanguages() {
    let error = expectThrows(CoreError.self) { _ = try Container().resolve(Int.self, requestedBy: "test") }

    expectEqual(error?.message(in: .german), error?.message(in: .english))
    expectEqual(error?.description, error?.message(in: .english))
  }

  @Test func describe_usesAMosaicErrorsLanguage_andOtherwiseTheErrorsOwnText() {
    let error = CoreError(.unknownRoute, "unused", value: "mosaic://x", detail: "")

    expectEqual(describe(error, in: .german), error.message(in: .german))
    expectEqual(describe(error, in: .english), error.message(in: .english))
    expectEqual(describe(TestFailure(description: "disk is full"), in: .german), "disk is full")
  }

  @Test func unexpectedFailure_carriesAnUntranslatedErrorAsItIs() {
    let failure = UnexpectedFailure(TestFailure(description: "disk is full"))

    expectEqual(failure.codeName, "unexpected")
    expectEqual(failure.message(in: .german), "disk is full")
    expectEqual(failure.message(in: .english), "disk is full")
    expectEqual(failure.underlying as? TestFailure, TestFailure(description: "disk is full"))
    expectEqual(describe(failure, in: .german), "disk is full")
  }

  // Issue 19: a command stopped at its deadline printed `CancellationError()`.
  @Test func aCancellation_isASentence_neverItsTypeName() {
    for language in Language.allCases {
      let text = describe(CancellationError(), in: language)
      expectText(text, lacks: "CancellationError")
      expectText(text, hasSuffix: ".")
    }
    expectEqual(
      describe(CancellationError(), in: .english), "The work was stopped before it finished; run the command again.")
  }

  @Test func errorsWithTheSamePayload_areEqual() {
    expectEqual(CoreError(.duplicateItem, "a", value: "x"), CoreError(.duplicateItem, "a", value: "x"))
    expectNotEqual(CoreError(.duplicateItem, "a", value: "x"), CoreError(.duplicateItem, "a", value: "y"))
  }
}
