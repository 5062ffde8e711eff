import Foundation
import Hummingbird

/// The witness: a second listener on another port — another origin — where
/// ``HostileBehaviour/redirectOtherOrigin`` points. Every request is counted, with whether it carried a
/// credential, and answered with an empty JSON array; nothing is logged or kept.
struct WitnessRoutes: Sendable {
  let state: MockAPIState

  func makeRouter() -> Router<MockRequestContext> {
    let router = Router(context: MockRequestContext.self)
    router.get("**") { request, _ in
      let credential =
        request.headers[.authorization] != nil || request.headers.value("X-Api-Key") != nil
        || request.query("client_id") != nil || request.query("apiKey") != nil
      state.witnessed(credential: credential)
      return APIReply.json(.ok, data: Data("[]".utf8)).response
    }
    return router
  }
}
