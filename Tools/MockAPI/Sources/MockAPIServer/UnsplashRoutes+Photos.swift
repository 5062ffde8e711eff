import EmbeddedCatalog
import Foundation
import Hummingbird
import Models

extension UnsplashRoutes {
  /// `GET /photos?page=&per_page=`: a JSON array plus `X-Per-Page`, `X-Total` and `Link`.
  func listPhotos(_ request: Request) throws(UnsplashFailure) -> APIReply {
    let page = try Self.number(request, "page", fallback: 1)
    let perPage = min(try Self.number(request, "per_page", fallback: Self.defaultPerPage), Self.maximumPerPage)
    let total = catalog.photos.count
    let start = Self.start(page: page, perPage: perPage, count: total)
    let photos = Array(catalog.photos[start..<min(start + perPage, total)])
    var reply = APIReply.json(.ok, data: json(request).data(for: photos))
    reply.setHeader("X-Per-Page", String(perPage))
    reply.setHeader("X-Total", String(total))
    reply.setHeader(
      "Link", Self.link(base: request.baseURL(bound: state.baseURL), page: page, perPage: perPage, total: total))
    return reply
  }

  /// Where page `page` of `perPage` starts in `count` items; `count` when past the end, however large the
  /// page number a client sends.
  static func start(page: Int, perPage: Int, count: Int) -> Int {
    let (start, overflow) = (page - 1).multipliedReportingOverflow(by: perPage)
    return overflow ? count : min(start, count)
  }

  /// `first` and `last` always; `prev` after page 1; `next` before the last page.
  static func link(base: String, page: Int, perPage: Int, total: Int, path: String = "/photos") -> String {
    let lastPage = max(1, total / perPage + (total % perPage == 0 ? 0 : 1))
    func entry(_ number: Int, _ relation: String) -> String {
      "<\(base)\(path)?page=\(number)&per_page=\(perPage)>; rel=\"\(relation)\""
    }
    var entries = [entry(1, "first")]
    if page > 1 { entries.append(entry(page - 1, "prev")) }
    if page < lastPage { entries.append(entry(page + 1, "next")) }
    entries.append(entry(lastPage, "last"))
    return entries.joined(separator: ", ")
  }

  /// `GET /users/:username/photos?page=&per_page=`: the catalog's photos by that author (ignoring case), newest
  /// first, paged as `GET /photos` pages (`X-Per-Page`, `X-Total`, `Link`); an unknown username is a 404.
  func userPhotos(_ request: Request, username: String) throws(UnsplashFailure) -> APIReply {
    let photos = catalog.photos(byUsername: username)
    guard !photos.isEmpty else { throw UnsplashFailure(.notFound, "Couldn't find User") }
    let page = try Self.number(request, "page", fallback: 1)
    let perPage = min(try Self.number(request, "per_page", fallback: Self.defaultPerPage), Self.maximumPerPage)
    let start = Self.start(page: page, perPage: perPage, count: photos.count)
    var reply = APIReply.json(
      .ok, data: json(request).data(for: Array(photos[start..<min(start + perPage, photos.count)])))
    reply.setHeader("X-Per-Page", String(perPage))
    reply.setHeader("X-Total", String(photos.count))
    reply.setHeader(
      "Link",
      Self.link(
        base: request.baseURL(bound: state.baseURL), page: page, perPage: perPage, total: photos.count,
        path: "/users/\(username)/photos"))
    return reply
  }

  /// `GET /photos/:id`.
  func photo(_ request: Request, id: String) throws(UnsplashFailure) -> APIReply {
    guard let photo = catalog.photo(id: id) else {
      throw UnsplashFailure(.notFound, "Couldn't find Photo")
    }
    return .json(.ok, data: json(request).data(for: photo))
  }

  /// `GET /photos/:id/download`: Unsplash's download tracking, `{"url": "<base>/img/ID"}`, the picture to
  /// download. Its hits show in `GET /_requests` (path `/photos/ID/download`) and in the Unsplash count.
  func download(_ request: Request, id: String) throws(UnsplashFailure) -> APIReply {
    guard catalog.photo(id: id) != nil else {
      throw UnsplashFailure(.notFound, "Couldn't find Photo")
    }
    let url = "\(request.baseURL(bound: state.baseURL))/img/\(id)"
    let body = (try? JSONSerialization.data(withJSONObject: ["url": url], options: [.sortedKeys])) ?? Data()
    return .json(.ok, data: body)
  }

  /// `GET /search/photos?query=&page=&per_page=`: `{"total","total_pages","results"}`.
  func search(_ request: Request) throws(UnsplashFailure) -> APIReply {
    guard let query = request.query("query")?.trimmingCharacters(in: .whitespaces), !query.isEmpty else {
      throw UnsplashFailure(.badRequest, "query is missing")
    }
    let page = try Self.number(request, "page", fallback: 1)
    let perPage = min(try Self.number(request, "per_page", fallback: Self.defaultPerPage), Self.maximumPerPage)
    let matches = catalog.search(query)
    let start = Self.start(page: page, perPage: perPage, count: matches.count)
    let results = Array(matches[start..<min(start + perPage, matches.count)])
    let totalPages = matches.count / perPage + (matches.count % perPage == 0 ? 0 : 1)
    return .json(.ok, data: json(request).searchData(total: matches.count, totalPages: totalPages, results: results))
  }

  /// `GET /photos/random[?count=N]`: one photo, or an array of `N` (1...30), chosen by the seeded generator.
  func random(_ request: Request) throws(UnsplashFailure) -> APIReply {
    let photos = catalog.photos
    guard let countText = request.query("count") else {
      let index = state.randomIndices(count: 1, below: photos.count).first
      guard let index else { throw UnsplashFailure(.notFound, "Couldn't find Photo") }
      return .json(.ok, data: json(request).data(for: photos[index]))
    }
    guard let count = Int(countText), (1...Self.maximumPerPage).contains(count) else {
      throw UnsplashFailure(
        .badRequest, "count must be a whole number from 1 to \(Self.maximumPerPage), not '\(countText)'")
    }
    let chosen = state.randomIndices(count: count, below: photos.count).map { photos[$0] }
    return .json(.ok, data: json(request).data(for: chosen))
  }
}
