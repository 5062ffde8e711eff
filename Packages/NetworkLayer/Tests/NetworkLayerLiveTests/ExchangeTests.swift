import Foundation
import NetworkLayer
import Testing

@testable import NetworkLayerLive

/// The rules that end an exchange early, without a network: the body cap, error excerpts, the redirect policy.
@Suite struct ExchangeTests {
  let request = HTTPRequest(
    url: URL(test: "http://127.0.0.1:9/photos?page=1"), headers: ["Authorization": "Client-ID k-1234"],
    maximumBodyBytes: 100)

  @Test func aBodyOverTheCap_failsAsTooLarge_assoonAsItArrives() {
    var exchange = Exchange(request: request, redirects: .sameOrigin)
    #expect(exchange.receive(status: 200, headers: [:], expectedLength: -1) == .proceed)
    #expect(exchange.receive(Data(count: 60)) == .proceed)
    guard case .fail(let error) = exchange.receive(Data(count: 60)) else {
      Issue.record("a body past the cap must fail")
      return
    }
    #expect(error.code == .badResponse)
    #expect(error.detail == .tooLarge(100))
    #expect(error.path == "/photos?page=1")
    #expect(exchange.body.count == 60, "nothing past the cap is kept")
  }

  @Test func aContentLengthOverTheCap_failsBeforeAnyBody() {
    var exchange = Exchange(request: request, redirects: .sameOrigin)
    guard case .fail(let error) = exchange.receive(status: 200, headers: [:], expectedLength: 101) else {
      Issue.record("an announced body past the cap must fail")
      return
    }
    #expect(error.detail == .tooLarge(100))
  }

  // Issue 19: a gzip-encoded picture was inflated to 1.35 GB; a picture sent compressed is refused on its headers.
  @Test func aCompressedBody_isRefusedOnItsHeaders_whenTheRequestSaysSo() {
    let picture = HTTPRequest(url: request.url, maximumBodyBytes: 100, refusesEncodedBody: true)
    var exchange = Exchange(request: picture, redirects: .sameOrigin)
    guard
      case .fail(let error) = exchange.receive(status: 200, headers: ["Content-Encoding": "gzip"], expectedLength: -1)
    else {
      Issue.record("a compressed picture must be refused before its body")
      return
    }
    #expect(error.detail == .compressed("gzip"))
    for headers in [[:], ["Content-Encoding": "identity"], ["content-encoding": " "]] {
      var plain = Exchange(request: picture, redirects: .sameOrigin)
      #expect(plain.receive(status: 200, headers: headers, expectedLength: 10) == .proceed)
    }
    var api = Exchange(request: request, redirects: .sameOrigin)
    #expect(api.receive(status: 200, headers: ["Content-Encoding": "gzip"], expectedLength: -1) == .proceed)
  }

  @Test func anErrorAnswer_keepsAnExcerpt_andEndsThere() {
    let big = HTTPRequest(url: request.url, maximumBodyBytes: 10 * 1_048_576)
    var exchange = Exchange(request: big, redirects: .sameOrigin)
    #expect(exchange.receive(status: 400, headers: ["X": "1"], expectedLength: 10_000_000) == .proceed)
    guard case .respond(let response) = exchange.receive(Data(count: 64 * 1024)) else {
      Issue.record("an error answer past its excerpt must end with what arrived")
      return
    }
    #expect(response.status == 400)
    #expect(response.body.count == ResponseLimits.errorBody)
  }

  @Test(arguments: [
    ("http://127.0.0.1:10/photos", "http://127.0.0.1:10"), ("https://127.0.0.1:9/photos", "https://127.0.0.1:9"),
    ("http://example.com/photos", "http://example.com"),
  ])
  func aRedirectToAnotherOrigin_isRefused_namingIt(target: String, origin: String) {
    var exchange = Exchange(request: request, redirects: .sameOrigin)
    guard case .fail(let error) = exchange.redirect(to: URL(test: target)) else {
      Issue.record("a redirect to \(target) must be refused")
      return
    }
    #expect(error.code == .redirectRefused)
    #expect(error.value == origin)
    #expect(error.path == "/photos?page=1")
  }

  @Test func redirectsWithinTheOrigin_areFollowed_upToTheLimit() {
    var exchange = Exchange(request: request, redirects: .sameOrigin)
    for _ in 1...RedirectPolicy.maximumRedirects {
      #expect(exchange.redirect(to: URL(test: "HTTP://127.0.0.1:9/photos?page=2")) == .proceed)
    }
    guard case .fail(let error) = exchange.redirect(to: URL(test: "http://127.0.0.1:9/photos")) else {
      Issue.record("one redirect too many must fail")
      return
    }
    #expect(error.detail == .tooManyRedirects(RedirectPolicy.maximumRedirects))
  }

  @Test func anyWebPage_followsToAnotherOrigin_onlyOverHTTP_andRemembersWhere() {
    let page = HTTPRequest(url: URL(test: "http://127.0.0.1:9/story"))
    var exchange = Exchange(request: page, redirects: .anyWebOrigin)
    #expect(exchange.redirect(to: URL(test: "https://news.example.com/story")) == .proceed)
    for target in ["file:///etc/passwd", "ftp://127.0.0.1:21/x", "gopher://example.com:70/"] {
      guard case .fail(let error) = exchange.redirect(to: URL(test: target)) else {
        Issue.record("a redirect to '\(target)' must be refused")
        continue
      }
      #expect(error.code == .redirectRefused)
    }
    guard case .respond(let response) = exchange.completed(fallbackStatus: 200, fallbackHeaders: [:]) else {
      Issue.record("the exchange must answer")
      return
    }
    #expect(response.url == URL(test: "https://news.example.com/story"))
  }

  @Test func anyWebPage_keepsARequestWithAKeyInItsOrigin() {
    let keyed = HTTPRequest(
      url: URL(test: "http://127.0.0.1:9/story"), headers: ["Authorization": "Client-ID secret-key"])
    var exchange = Exchange(request: keyed, redirects: .anyWebOrigin)
    guard case .fail(let error) = exchange.redirect(to: URL(test: "https://news.example.com/story")) else {
      Issue.record("a key must never follow a redirect to another origin")
      return
    }
    #expect(error.code == .redirectRefused)
    #expect(exchange.redirect(to: URL(test: "http://127.0.0.1:9/other")) == .proceed)
  }

  @Test func pictures_followRedirectsToAnyWebAddress_butNothingElse() {
    let picture = HTTPRequest(url: URL(test: "http://127.0.0.1:9/p.jpg"), maximumBodyBytes: 100)
    var exchange = Exchange(request: picture, redirects: .anyWebOrigin)
    #expect(exchange.redirect(to: URL(test: "https://cdn.example/p.jpg")) == .proceed)
    #expect(exchange.redirect(to: URL(test: "http://127.0.0.1:10/p.jpg")) == .proceed)
    for target in ["file:///etc/passwd", "ftp://cdn.example/p.jpg"] {
      guard case .fail(let error) = exchange.redirect(to: URL(test: target)) else {
        Issue.record("a picture's redirect to \(target) must be refused")
        continue
      }
      #expect(error.code == .redirectRefused)
    }
  }

  @Test func noRedirects_refusesEvenTheSameOrigin() {
    var exchange = Exchange(request: request, redirects: .none)
    guard case .fail(let error) = exchange.redirect(to: URL(test: "http://127.0.0.1:9/other")) else {
      Issue.record("the policy .none follows nothing")
      return
    }
    #expect(error.code == .redirectRefused)
  }

  @Test func secrets_areTheKeyTheTokenAndTheURLsPassword() {
    let withPassword = HTTPRequest(
      url: URL(test: "http://user:hunter22@127.0.0.1:9/photos?client_id=query-key"),
      headers: ["Authorization": "Client-ID k-1234", "X-Api-Key": "news-key", "Accept": "application/json"])
    #expect(Set(withPassword.secrets) == ["Client-ID k-1234", "k-1234", "news-key", "query-key", "hunter22"])
  }
}
