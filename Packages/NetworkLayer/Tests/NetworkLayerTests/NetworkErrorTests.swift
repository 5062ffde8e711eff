import NetworkLayer
import Testing

@Suite struct NetworkErrorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let code: NetworkError.Code
    let status: Int?
    let transient: Bool
    let stale: Bool
    var testDescription: String { "\(code) \(status.map(String.init) ?? "-")" }
  }

  @Test(arguments: [
    Case(code: .transport, status: nil, transient: true, stale: true),
    Case(code: .timeout, status: nil, transient: true, stale: true),
    Case(code: .badResponse, status: 200, transient: false, stale: true),
    Case(code: .redirectRefused, status: 302, transient: false, stale: false),
    Case(code: .invalidPhotoID, status: nil, transient: false, stale: false),
    Case(code: .invalidUsername, status: nil, transient: false, stale: false),
    Case(code: .httpStatus, status: 500, transient: true, stale: true),
    Case(code: .httpStatus, status: 503, transient: true, stale: true),
    Case(code: .httpStatus, status: 400, transient: false, stale: false),
    Case(code: .httpStatus, status: 426, transient: false, stale: false),
    Case(code: .rateLimited, status: 429, transient: false, stale: true),
    Case(code: .unauthorized, status: 401, transient: false, stale: false),
    Case(code: .notFound, status: 404, transient: false, stale: false),
    Case(code: .invalidConfiguration, status: nil, transient: false, stale: false),
    Case(code: .unexpected, status: nil, transient: false, stale: false),
  ])
  func retriesAndSavedCopies_followTheCode(_ example: Case) {
    let error = NetworkError(example.code, status: example.status)
    #expect(error.isTransient == example.transient)
    #expect(error.allowsStaleFallback == example.stale)
  }

  @Test func codeName_isTheCodesStableName() {
    for code in NetworkError.Code.allCases {
      #expect(NetworkError(code).codeName == code.rawValue)
    }
    #expect(NetworkError(.rateLimited).codeName == "rateLimited")
  }

  @Test func errors_withTheSamePayload_areEqual() {
    let one = NetworkError(.transport, host: "h", detail: .connectionRefused)
    #expect(one == NetworkError(.transport, host: "h", detail: .connectionRefused))
    #expect(one != NetworkError(.transport, host: "h", detail: .connectionLost))
  }
}
