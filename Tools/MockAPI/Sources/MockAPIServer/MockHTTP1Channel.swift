import HummingbirdCore
import Logging
import NIOCore

/// Hummingbird's HTTP/1.1 child channel with two additions on every accepted connection: `TCP_NODELAY`
/// set explicitly, so small responses on kept-alive connections never wait for Nagle's algorithm, and a
/// ``ConnectionFaultHandler`` next to the socket for the drop and truncate faults.
struct MockHTTP1Channel: ServerChildChannel {
  typealias Value = HTTP1Channel.Value

  let base: HTTP1Channel

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    do {
      try channel.syncOptions?.setOption(ChannelOptions.tcpOption(.tcp_nodelay), value: 1)
      try channel.pipeline.syncOperations.addHandler(ConnectionFaultHandler())
    } catch {
      return channel.eventLoop.makeFailedFuture(error)
    }
    return base.setup(channel: channel, logger: logger)
  }

  func handle(value: Value, logger: Logger) async {
    await base.handle(value: value, logger: logger)
  }
}

extension HTTPServerBuilder {
  /// HTTP/1.1 with the mock's connection handling; see ``MockHTTP1Channel``.
  static var mockHTTP1: HTTPServerBuilder {
    HTTPServerBuilder { responder in
      MockHTTP1Channel(base: HTTP1Channel(responder: responder))
    }
  }
}
