import Foundation
import Logging
import NetworkLayer

extension ServiceTransport {
  /// Reads `X-Ratelimit-Limit`/`-Remaining`; a remaining budget of zero blocks calls for one window.
  func remember(_ response: HTTPResponse) {
    guard let remaining = response.header("x-ratelimit-remaining").flatMap({ Int($0) }) else { return }
    let limit = response.header("x-ratelimit-limit").flatMap { Int($0) }
    let blocked = remaining <= 0 ? now().addingTimeInterval(service.rateLimitWindow.seconds) : nil
    save(RateLimitState(limit: limit, remaining: remaining, observedAt: now(), blockedUntil: blocked))
  }

  /// Stops calls to the service until `until`.
  func block(until: Date) {
    var state =
      rateLimits.load(service.stateKey)
      ?? RateLimitState(limit: nil, remaining: 0, observedAt: now(), blockedUntil: nil)
    state.remaining = 0
    state.observedAt = now()
    state.blockedUntil = until
    save(state)
  }

  private func save(_ state: RateLimitState) {
    do {
      try rateLimits.save(service.stateKey, state)
    } catch {
      logger.warning("could not remember \(service.name)'s rate limit: \(error)")
    }
  }

  /// A 429, or a 403 that says the rate limit is exceeded (Unsplash answers that in plain text).
  func isRateLimited(_ response: HTTPResponse) -> Bool {
    if response.status == 429 { return true }
    guard response.status == 403 else { return false }
    return response.header("x-ratelimit-remaining") == "0"
      || String(decoding: response.body.prefix(512), as: UTF8.self).lowercased().contains("rate limit")
  }

  /// How long a spent budget pauses calls: what the server asked (`Retry-After`), but never longer than the
  /// service's documented window — an hour for Unsplash, a day for NewsAPI.
  func pauseLength(asked: Duration?) -> Duration {
    min(asked ?? service.rateLimitWindow, service.rateLimitWindow)
  }

  /// `Retry-After` as seconds or as an HTTP date.
  static func retryAfter(_ response: HTTPResponse, now: Date) -> Duration? {
    guard let value = response.header("retry-after")?.trimmingCharacters(in: .whitespaces) else { return nil }
    if let seconds = Int(value), seconds >= 0 { return .seconds(seconds) }
    // An HTTP date is short printable ASCII; Foundation's DateFormatter traps on some other text (a
    // combining mark after a letter: "Incorrect range CFRange"), so nothing else reaches it.
    guard value.utf8.count <= 64, value.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    guard let date = formatter.date(from: value) else { return nil }
    return .seconds(max(0, Int(date.timeIntervalSince(now).rounded(.up))))
  }
}
