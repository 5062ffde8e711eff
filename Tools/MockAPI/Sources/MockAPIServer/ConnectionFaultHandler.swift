import NIOCore

/// Sits next to the socket on every accepted connection and carries out the faults that must happen on the
/// wire: closing before any response byte (drop), right after a short body (truncate), answering never
/// (silence), or one byte at a time (drip, slow headers).
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
    /// Swallow every write and keep the connection open: the request is never answered.
    case silence
    /// Send one byte every `milliseconds`; with `headOnly`, only until the head's blank line, then the rest.
    case trickle(milliseconds: Int, headOnly: Bool)
  }

  private var mode = Mode.pass
  private var lastWrite: EventLoopFuture<Void>?
  /// Bytes a trickle has yet to send, and how far into the head (`\r\n\r\n`) it has got.
  private var pending: [UInt8] = []
  private var headProgress = 0
  private var ticking = false

  /// Arms the handler for the next response. Call on the channel's event loop.
  func arm(_ mode: Mode) {
    self.mode = mode
    headProgress = 0
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    switch mode {
    case .pass:
      context.write(data, promise: promise)
    case .silence:
      promise?.succeed(())
    case .trickle(let milliseconds, _):
      if case .byteBuffer(let buffer) = unwrapOutboundIn(data) {
        pending += buffer.readableBytesView
      }
      promise?.succeed(())
      if !ticking {
        ticking = true
        scheduleTick(context: context, after: milliseconds)
      }
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
    if case .trickle = mode { return }
    if case .silence = mode { return }
    context.flush()
    guard mode == .closeAfterFlush, let lastWrite else { return }
    mode = .closing
    let channel = context.channel
    lastWrite.whenComplete { _ in channel.close(promise: nil) }
  }
}

extension ConnectionFaultHandler {
  /// Sends the next trickled byte (or, once a slow head is through, everything left) and schedules the next.
  private func tick(context: ChannelHandlerContext) {
    guard case .trickle(let milliseconds, let headOnly) = mode, context.channel.isActive else {
      ticking = false
      return
    }
    guard !pending.isEmpty else {
      ticking = false
      return
    }
    if headOnly && headProgress == 4 {
      context.writeAndFlush(wrapOutboundOut(.byteBuffer(ByteBuffer(bytes: pending))), promise: nil)
      pending.removeAll()
      mode = .pass
      ticking = false
      return
    }
    let byte = pending.removeFirst()
    let expected: UInt8 = headProgress % 2 == 0 ? 13 : 10
    headProgress = byte == expected ? headProgress + 1 : (byte == 13 ? 1 : 0)
    context.writeAndFlush(wrapOutboundOut(.byteBuffer(ByteBuffer(bytes: [byte]))), promise: nil)
    scheduleTick(context: context, after: milliseconds)
  }

  private func scheduleTick(context: ChannelHandlerContext, after milliseconds: Int) {
    let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
    context.eventLoop.scheduleTask(in: .milliseconds(Int64(milliseconds))) {
      let (handler, context) = bound.value
      handler.tick(context: context)
    }
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
