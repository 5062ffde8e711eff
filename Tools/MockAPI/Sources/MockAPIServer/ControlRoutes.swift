import Foundation
import Hummingbird
import NIOCore

/// The routes tests steer the server with: `GET`/`POST /_faults`, `POST /_reset`, `GET /_stats`,
/// `GET /_witness`, `GET /_requests` (the API requests so far, keys redacted) and `GET /_connection`. Never
/// faulted, never counted, no key.
struct ControlRoutes: Sendable {
  let state: MockAPIState

  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }

  func add(to router: Router<MockRequestContext>) {
    router.get("/_faults") { _, _ in
      APIReply.json(.ok, state.settings, encoder: Self.encoder).response
    }
    router.post("/_faults") { request, _ in
      var request = request
      let body = try await request.collectBody(upTo: 64 * 1024)
      do throws(MockAPIError) {
        let settings = try FaultSettings.parse(Data(body.readableBytesView))
        state.replace(settings)
        return APIReply.json(.ok, settings, encoder: Self.encoder).response
      } catch {
        return APIReply.json(.badRequest, ["error": error.message], encoder: Self.encoder).response
      }
    }
    router.post("/_reset") { _, _ in
      state.reset()
      return APIReply.json(.ok, state.settings, encoder: Self.encoder).response
    }
    router.get("/_stats") { _, _ in
      APIReply.json(.ok, state.stats, encoder: Self.encoder).response
    }
    router.get("/_witness") { _, _ in
      struct Witness: Encodable {
        let baseURL: String?
        let requests: Int
        let withCredentials: Int
      }
      let stats = state.witness
      let witness = Witness(
        baseURL: state.witnessBaseURL, requests: stats.requests, withCredentials: stats.withCredentials)
      return APIReply.json(.ok, witness, encoder: Self.encoder).response
    }
    router.get("/_requests") { _, _ in
      APIReply.json(.ok, ["requests": state.requestLog], encoder: Self.encoder).response
    }
    router.get("/_connection") { _, context in
      let noDelay = try? await context.channel.getOption(ChannelOptions.tcpOption(.tcp_nodelay)).get()
      return APIReply.json(.ok, ["tcpNoDelay": noDelay.map { $0 != 0 }], encoder: Self.encoder).response
    }
  }
}
