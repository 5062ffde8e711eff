import Hummingbird
import NIOCore

/// The request context of every mock route: Hummingbird's core storage plus the accepted connection, which
/// the fault injector needs to drop or cut it and `GET /_connection` reads socket options from.
///
/// ```swift
/// let router = Router(context: MockRequestContext.self)
/// router.get("/ping") { _, context in "\(context.channel.isActive)" }
/// ```
public struct MockRequestContext: RequestContext {
  public var coreContext: CoreRequestContextStorage
  /// The connection the request arrived on.
  public let channel: any Channel

  public init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    channel = source.channel
  }
}
