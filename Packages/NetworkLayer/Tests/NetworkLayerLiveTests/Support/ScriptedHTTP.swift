import Foundation
import NetworkLayer
import Synchronization

@testable import NetworkLayerLive

/// An in-process network: answers requests from a script, in order, and records what was sent.
/// Running past the script is a test failure surfaced as an unexpected error.
final class ScriptedHTTP: Sendable {
  enum Step: Sendable {
    case respond(HTTPResponse)
    case fail(NetworkError)
  }

  private let state: Mutex<(steps: [Step], requests: [HTTPRequest])>

  init(_ steps: [Step]) {
    state = Mutex((steps, []))
  }

  var client: HTTPClient {
    HTTPClient { request in
      let step = self.state.withLock { state -> Step? in
        state.requests.append(request)
        return state.steps.isEmpty ? nil : state.steps.removeFirst()
      }
      switch step {
      case .respond(let response): return response
      case .fail(let error): throw error
      case nil: throw NetworkError(.unexpected, value: "ScriptedHTTP for '\(request.url)'")
      }
    }
  }

  var requests: [HTTPRequest] { state.withLock { $0.requests } }
  var remainingSteps: Int { state.withLock { $0.steps.count } }
}
