import Core
import Foundation
import Logging
import NetworkLayerLive

/// One remote API the host reaches: its descriptor (variables, default origin, error mapper, probe request)
/// and, usually, the client it gives the modules — the service's own client when the environment configures
/// it, the offline one when not. The host's list of them is ``CompositionRoot/services``; the services module
/// registers each, `mosaic doctor` lists and probes each, and nothing else names one.
///
/// ```swift
/// RemoteService.client(PhotoClient.self, of: .unsplash, offline: { .embedded() }) { connection in
///   .unsplash(key: connection.key, transport: connection.transport, timeout: connection.timeout)
/// }
/// ```
public struct RemoteService: Sendable {
  public let descriptor: ServiceDescriptor
  /// The client type it provides, when it provides one.
  let client: ServiceKey?
  /// Registers the client, given how to connect to the service when it is configured.
  let register: @Sendable (_ registrar: ModuleRegistrar, _ connect: @escaping Connector) -> Void

  /// How a client reaches its configured service: `nil` when the service is not configured.
  typealias Connector = @Sendable (_ resolver: Resolver, _ service: ServiceDescriptor) throws -> ServiceConnection?

  /// A service whose client `Client` every module may resolve: `remote` over the service when it is configured,
  /// `offline` when not, then `adjusted` by the run's configuration and the services already registered (the
  /// headlines' country from the settings and the configuration file, say).
  public static func client<Client: Sendable>(
    _ type: Client.Type, of descriptor: ServiceDescriptor, offline: @escaping @Sendable () -> Client,
    adjusted: (@Sendable (Client, HostConfiguration, Resolver) throws -> Client)? = nil,
    remote: @escaping @Sendable (ServiceConnection) -> Client
  ) -> RemoteService {
    RemoteService(descriptor: descriptor, client: ServiceKey(type)) { registrar, connect in
      registrar.register(type, scope: .singleton) { resolver in
        let client = try connect(resolver, descriptor).map(remote) ?? offline()
        guard let adjusted else { return client }
        return try adjusted(client, try resolver.resolve(HostConfiguration.self), resolver)
      }
    }
  }

  /// A service `mosaic doctor` lists and checks, with no client of its own (yet).
  public static func checked(_ descriptor: ServiceDescriptor) -> RemoteService {
    RemoteService(descriptor: descriptor, client: nil) { _, _ in }
  }
}

/// What a configured service's client is built from: where it is, its key, the transport (retries, the
/// rate-limit memory, saved answers) and the deadline of one request.
public struct ServiceConnection: Sendable {
  public let endpoint: ServiceConfiguration.Endpoint
  public let transport: ServiceTransport
  public let timeout: Duration
  /// The rate-limit memory shared by processes, for the connection's own downloads (an image host's 429).
  public let rateLimits: RateLimitStore

  public var key: APIKey? { endpoint.key }
}
