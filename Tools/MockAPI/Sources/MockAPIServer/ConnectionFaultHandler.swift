import NIOCore

/// Sits next to the socket on every accepted connection and carries out the faults that must happen on the
/// wire: closing before any response byte (drop) or right after a short body (truncate).
///
/// The route arms it on the connection's event loop before the response is written, so the armed mode always
/// applies to that response.
final class ConnectionFaultHandler: ChannelOutboundHandler, RemovableChannelHandler {
  typealias OutboundIn = IOData
  typealias OutboundOut = IOData

  enum Mode: Sendable, Equatable {
    /// Bytes pass untouched.
    case pass
    /// Swallow the next write and close the connection: the client gets no response bytes at all.
    case drop
    /// Let the response through, then close once its bytes have reached the socket.
    case closeAfterFlush
    /// Closing has begun; nothing more is written.
    case closing
  }

  private var mode = Mode.pass
  private var lastWrite: EventLoopFuture<Void>?

  /// Arms the handler for the next response. Call on the channel's event loop.
  func arm(_ mode: Mode) {
    self.mode = mode
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    switch mode {
    case .pass:
      context.write(data, promise: promise)
    case .drop, .closing:
      mode = .closing
      promise?.fail(ChannelError.ioOnClosedChannel)
      context.close(promise: nil)
    case .closeAfterFlush:
      let written = context.eventLoop.makePromise(of: Void.self)
      written.futureResult.cascade(to: promise)
      lastWrite = written.futureResult
      context.write(data, promise: written)
    }
  }

  func flush(context: ChannelHandlerContext) {
    context.flush()
    guard mode == .closeAfterFlush, let lastWrite else { return }
    mode = .closing
    let channel = context.channel
    lastWrite.whenComplete { _ in channel.close(promise: nil) }
  }
}

extension Channel {
  /// Arms this connection's ``ConnectionFaultHandler``; returns `false` when the connection has none (the
  /// in-process router test client).
  func armFault(_ mode: ConnectionFaultHandler.Mode) async -> Bool {
    let channel = self
    let armed: Void? = try? await eventLoop.submit {
      try channel.pipeline.syncOperations.handler(type: ConnectionFaultHandler.self).arm(mode)
    }.get()
    return armed != nil
  }
}
