import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #endif
#endif

/// The configuration of Mosaic's URLSession: no URL cache, no cookie or credential storage, nothing on disk.
///
/// On Linux every `URLSessionConfiguration` first builds Foundation's shared stores, which create
/// `$XDG_CACHE_HOME/org.swift.foundation.URLCache/<program>/` and `$XDG_DATA_HOME/<program's folder>/`
/// (the cookie file's home). Mosaic uses neither, so the first configuration is made while both variables
/// point at `/dev/null`, where no folder can be created; the shared stores then keep those paths.
enum FoundationStores {
  private static let prepared = PreparedOnce()

  static func configuration() -> URLSessionConfiguration {
    prepared.run {
      #if canImport(FoundationNetworking)
        withVariables(["XDG_CACHE_HOME": "/dev/null", "XDG_DATA_HOME": "/dev/null"]) {
          _ = URLSessionConfiguration.default
        }
      #endif
    }
    let configuration = URLSessionConfiguration.default
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    configuration.urlCredentialStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.httpCookieAcceptPolicy = .never
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    return configuration
  }

  #if canImport(FoundationNetworking)
    /// Runs `body` with the environment variables `values` set, then restores them.
    private static func withVariables(_ values: [String: String], _ body: () -> Void) {
      let saved = values.keys.map { ($0, getenv($0).map { String(cString: $0) }) }
      for (name, value) in values { setenv(name, value, 1) }
      body()
      for (name, value) in saved {
        if let value { setenv(name, value, 1) } else { unsetenv(name) }
      }
    }
  #endif
}

/// Runs a closure once per process, however many threads ask.
private final class PreparedOnce: Sendable {
  private let done = Mutex(false)

  func run(_ body: () -> Void) {
    done.withLock { done in
      guard !done else { return }
      done = true
      body()
    }
  }
}
