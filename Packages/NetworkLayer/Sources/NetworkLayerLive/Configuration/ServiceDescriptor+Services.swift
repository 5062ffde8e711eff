import Foundation

/// The remote services Mosaic's own clients speak to. The host lists which it uses; nothing here is a list.
extension ServiceDescriptor {
  /// Unsplash at its own origin: the key in `Authorization: Client-ID …`, an hour's budget, probed with one
  /// photo of the first page (a 403 there is the spent budget, not the key).
  public static let unsplash = ServiceDescriptor(
    id: "unsplash", name: "Unsplash", defaultBaseURL: origin("https://api.unsplash.com"),
    keyVariable: "UNSPLASH_ACCESS_KEY", baseURLVariable: "MOSAIC_UNSPLASH_BASE_URL", rateLimitWindow: .seconds(3600),
    keyHeader: "Authorization", keyPrefix: "Client-ID ", fixedHeaders: ["Accept-Version": "v1"],
    probe: ServiceProbeRequest("/photos", query: [("per_page", "1")], refusesNow: [403]), errors: .unsplash)

  /// NewsAPI at its own origin: the key in `X-Api-Key` only, a day's budget (the developer plan), probed with
  /// the list of sources.
  public static let newsAPI = ServiceDescriptor(
    id: "newsapi", name: "NewsAPI", defaultBaseURL: origin("https://newsapi.org"), keyVariable: "NEWSAPI_KEY",
    baseURLVariable: "MOSAIC_NEWSAPI_BASE_URL", rateLimitWindow: .seconds(86_400), keyHeader: "X-Api-Key",
    probe: ServiceProbeRequest("/v2/top-headlines/sources"), errors: .newsAPI)

  /// Unsplash at `baseURL`.
  public static func unsplash(baseURL: URL) -> ServiceDescriptor { unsplash.at(baseURL) }

  /// NewsAPI at `baseURL`.
  public static func newsAPI(baseURL: URL) -> ServiceDescriptor { newsAPI.at(baseURL) }

  /// A default origin written in this file; a literal that is not a URL falls back to a file URL rather than
  /// trapping, and the configuration check then names it.
  private static func origin(_ text: String) -> URL {
    URL(string: text) ?? URL(fileURLWithPath: "/")
  }
}
