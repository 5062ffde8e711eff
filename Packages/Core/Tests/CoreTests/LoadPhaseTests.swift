import Core
import Testing

@Suite struct LoadPhaseTests {
  struct Failure: MosaicError {
    let code: String
    let text: String
    var codeName: String { code }
    func message(in language: Language) -> String { text }
  }

  struct Plain: Error {}

  @Test func failedPhases_areEqual_bySameCodeAndMessage() {
    #expect(LoadPhase.failed(Failure(code: "a", text: "x")) == .failed(Failure(code: "a", text: "x")))
    #expect(LoadPhase.failed(Failure(code: "a", text: "x")) != .failed(Failure(code: "b", text: "x")))
    #expect(LoadPhase.failed(Failure(code: "a", text: "x")) != .failed(Failure(code: "a", text: "y")))
    #expect(LoadPhase.failed(Failure(code: "a", text: "x")) != .loaded)
    #expect(LoadPhase.empty != .loaded)
    #expect(LoadPhase.idle == .idle)
  }

  @Test func failure_keepsATypedError_andWrapsAnyOther() {
    #expect(LoadPhase.failure(Failure(code: "rateLimited", text: "x")).error?.codeName == "rateLimited")
    #expect(LoadPhase.failure(Plain()).error?.codeName == "unexpected")
    #expect(LoadPhase.loading.error == nil)
  }
}
