import EmbeddedCatalog
import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import Models
import NIOCore
import ServiceLifecycle
import UnixSignals

/// A loopback server speaking Unsplash's and NewsAPI's dialects over the embedded catalogs, with faults and
/// rate limits switchable per run and at run time.
///
/// ```swift
/// let mock = MockAPI(configuration: MockAPIConfiguration(port: 0))
/// let app = mock.makeApplication { port in print(port) }
/// try await app.runService()   // until SIGINT or SIGTERM
/// ```
public struct MockAPI: Sendable {
  public let configuration: MockAPIConfiguration
  let state: MockAPIState

  public init(configuration: MockAPIConfiguration) {
    self.configuration = configuration
    state = MockAPIState(settings: configuration.faults, now: configuration.now)
  }

  /// The current fault settings.
  public var faultSettings: FaultSettings { state.settings }
  /// The request counters `GET /_stats` reports.
  public var stats: MockAPIStats { state.stats }
  /// What the witness listener received, as `GET /_witness` reports it.
  public var witness: WitnessStats { state.witness }
  /// `http://127.0.0.1:PORT` of the witness listener, once it listens.
  public var witnessBaseURL: String? { state.witnessBaseURL }
  /// The requests `GET /_requests` reports.
  public var requestLog: [LoggedRequest] { state.requestLog }

  /// Every route: Unsplash, NewsAPI, images and the control routes.
  public func makeRouter() -> Router<MockRequestContext> {
    let router = Router(context: MockRequestContext.self)
    let faults = FaultInjector(state: state, hostile: HostileReplies(state: state, catalog: configuration.photos))
    let unsplash = UnsplashRoutes(catalog: configuration.photos, state: state, acceptedKey: configuration.unsplashKey)
    let news = NewsRoutes(catalog: configuration.news, state: state, acceptedKey: configuration.newsKey)
    let images = ImageRoutes(
      catalog: configuration.photos, state: state, cache: PNGCache(capacity: configuration.renderedImages))
    let unsplashError: FaultInjector.ErrorBody = { UnsplashRoutes.errors($0, $0.reasonPhrase) }
    let newsError: FaultInjector.ErrorBody = { NewsFailure.unexpected($0).reply }
    let imageError: FaultInjector.ErrorBody = { .text($0, $0.reasonPhrase) }

    func unsplashRoute(
      _ path: RouterPath,
      _ handler: @escaping @Sendable (Request, MockRequestContext) throws(UnsplashFailure) -> APIReply
    ) {
      router.get(path) { request, context in
        state.log(LoggedRequest(service: .unsplash, request: request))
        return try await faults.respond(.unsplash, request: request, context: context, errorBody: unsplashError) {
          unsplash.authorised(request) { () throws(UnsplashFailure) in try handler(request, context) }
        }
      }
    }
    unsplashRoute("/photos") { request, _ throws(UnsplashFailure) in try unsplash.listPhotos(request) }
    unsplashRoute("/photos/random") { request, _ throws(UnsplashFailure) in try unsplash.random(request) }
    unsplashRoute("/photos/:id") { request, context throws(UnsplashFailure) in
      try unsplash.photo(request, id: context.parameters.get("id") ?? "")
    }
    unsplashRoute("/photos/:id/download") { request, context throws(UnsplashFailure) in
      try unsplash.download(request, id: context.parameters.get("id") ?? "")
    }
    unsplashRoute("/search/photos") { request, _ throws(UnsplashFailure) in try unsplash.search(request) }
    unsplashRoute("/users/:username") { request, context throws(UnsplashFailure) in
      try unsplash.profile(request, username: context.parameters.get("username") ?? "")
    }
    unsplashRoute("/users/:username/photos") { request, context throws(UnsplashFailure) in
      try unsplash.userPhotos(request, username: context.parameters.get("username") ?? "")
    }

    func newsRoute(
      _ path: RouterPath, _ handler: @escaping @Sendable (Request) throws(NewsFailure) -> APIReply
    ) {
      router.get(path) { request, context in
        state.log(LoggedRequest(service: .news, request: request))
        return try await faults.respond(.news, request: request, context: context, errorBody: newsError) {
          news.authorised(request) { () throws(NewsFailure) in try handler(request) }
        }
      }
    }
    newsRoute("/v2/top-headlines") { request throws(NewsFailure) in try news.topHeadlines(request) }
    newsRoute("/v2/top-headlines/sources") { request throws(NewsFailure) in try news.sources(request) }
    newsRoute("/v2/everything") { request throws(NewsFailure) in try news.everything(request) }

    router.get("/img/:id") { request, context in
      try await faults.respond(.images, request: request, context: context, errorBody: imageError) {
        images.image(request, id: context.parameters.get("id") ?? "")
      }
    }
    ControlRoutes(state: state).add(to: router)
    return router
  }

  /// Serves the API and the witness until SIGINT or SIGTERM, then shuts both down gracefully.
  ///
  /// - Throws: The listener's error when the port cannot be bound.
  public func run(onListening: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
    var logger = Logger(label: "mosaic-mock-api")
    logger.logLevel = configuration.logLevel
    let group = ServiceGroup(
      configuration: ServiceGroupConfiguration(
        services: [
          .init(service: makeWitness()), .init(service: makeApplication(onListening: onListening)),
        ],
        gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
    try await group.run()
  }

  /// The witness listener on `127.0.0.1` and a free port: the other origin ``HostileBehaviour/redirectOtherOrigin``
  /// points at. `onListening` gets its port.
  public func makeWitness(onListening: @escaping @Sendable (Int) async -> Void = { _ in }) -> some ApplicationProtocol {
    var logger = Logger(label: "mosaic-mock-api.witness")
    logger.logLevel = configuration.logLevel
    let state = state
    return Application(
      router: WitnessRoutes(state: state).makeRouter(),
      server: .mockHTTP1,
      configuration: ApplicationConfiguration(
        address: .hostname(MockAPIConfiguration.host, port: 0), serverName: "mosaic-mock-api-witness"),
      onServerRunning: { channel in
        let port = channel.localAddress?.port ?? 0
        state.witnessBaseURL = "http://\(MockAPIConfiguration.host):\(port)"
        await onListening(port)
      },
      logger: logger
    )
  }

  /// The application listening on `127.0.0.1:port`; `onListening` gets the bound port once it accepts
  /// connections.
  public func makeApplication(
    onListening: @escaping @Sendable (Int) async -> Void = { _ in }
  ) -> some ApplicationProtocol {
    var logger = Logger(label: "mosaic-mock-api")
    logger.logLevel = configuration.logLevel
    let state = state
    return Application(
      router: makeRouter(),
      server: .mockHTTP1,
      configuration: ApplicationConfiguration(
        address: .hostname(MockAPIConfiguration.host, port: configuration.port), serverName: "mosaic-mock-api"),
      onServerRunning: { channel in
        let port = channel.localAddress?.port ?? 0
        state.baseURL = "http://\(MockAPIConfiguration.host):\(port)"
        await onListening(port)
      },
      logger: logger
    )
  }
}
