import Foundation
import Models

@testable import NetworkLayerLive

extension FuzzTarget {
  /// Response headers from a server: `Link` (RFC 8288), `Retry-After` (seconds or an HTTP date), `X-Total` and
  /// the paging arithmetic built on them. The first byte picks the page number's size.
  public static let headers = FuzzTarget(name: "fuzz-headers") { (bytes) throws(FuzzFinding) in
    guard let first = bytes.first else { return }
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let link = LinkHeader(text)
    _ = link.url(for: "next")
    _ = link.url(for: "last")
    let now = Date(timeIntervalSince1970: 1_763_000_000)
    let retry = HTTPResponse(status: 429, headers: ["retry-after": text])
    _ = ServiceTransport.retryAfter(retry, now: now)
    let pages = [1, 2, Int(first), Int(Int32.max), Int.max / 2, Int.max]
    let page = pages[Int(first) % pages.count]
    for headers in [["x-total": text], ["x-total": text, "link": text], ["x-ratelimit-remaining": text]] {
      _ = UnsplashPaging.page(page, perPage: 30, photos: [], response: HTTPResponse(status: 200, headers: headers))
    }
  }
}
