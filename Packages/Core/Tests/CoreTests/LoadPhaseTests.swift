import Core
import TestExpectations
import Testing

struct LoadPhaseTests {
  struct Failure: MosaicError {
    let code: String
    let text: String
    var codeName: String { code }
    func message(in language: Language) -> String { text }
  }

  struct Plain: Error {}

  @Test func failedPhases_areEqual_bySameCodeAndMessage() {
    expectEqual(LoadPhase.failed(Failure(code: "a", text: "x")), .failed(Failure(code: "a", text: "x")))
    expectNotEqual(LoadPhase.failed(Failure(code: "a", text: "x")), .failed(Failure(code: "b", text: "x")))
    expectNotEqual(LoadPhase.failed(Failure(code: "a", text: "x")), .failed(Failure(code: "a", text: "y")))
    expectNotEqual(LoadPhase.failed(Failure(code: "a", text: "x")), .loaded)
    expectNotEqual(LoadPhase.empty, .loaded)
    expectEqual(LoadPhase.idle, .idle)
  }

  @Test func failure_keepsATypedError_andWrapsAnyOther() {
    expectEqual(LoadPhase.failure(Failure(code: "rateLimited", text: "x")).error?.codeName, "rateLimited")
    expectEqual(LoadPhase.failure(Plain()).error?.codeName, "unexpected")
    expectNil(LoadPhase.loading.error)
  }
}
