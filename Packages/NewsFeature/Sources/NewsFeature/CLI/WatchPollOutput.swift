import Core
import CoreCLI
import Foundation
import Models

/// One poll of `mosaic news watch --json` as it ended: one line of JSON Lines on standard output,
/// `{"feed","firstPoll","recorded","headlines":[…],"notified":[…],"skipped","secondsSinceLastPoll","failure":{"code",
/// "reason"},"polledAt"}`. `headlines` are the new ones, each as `mosaic news --json` prints an article
/// (``ArticleSummary``), and `notified` the ids of those a notification went out for. A feed's first poll only notes
/// its headlines: `firstPoll` is true, `recorded` says how many, `headlines` is empty. A poll another watch made
/// unneeded asked nothing: `skipped` is true, `feed` is `null` and `secondsSinceLastPoll` says when the other one
/// polled. A failed poll has `failure` (its reason also goes to standard error, as without `--json`).
///
/// Without `--json` the watch prints each headline as it comes (``WatchLine``), so the text is not drawn from this.
struct WatchPollOutput: Encodable, Sendable {
  var feed: NewsFeed?
  var firstPoll = false
  var recorded: Int?
  var headlines: [ArticleSummary] = []
  var notified: [String] = []
  var skippedSince: Duration?
  var failure: (any MosaicError)?
  let polledAt: Date

  private enum CodingKeys: String, CodingKey {
    case feed, firstPoll, recorded, headlines, notified, skipped, secondsSinceLastPoll, failure, polledAt
  }

  private enum FailureKeys: String, CodingKey { case code, reason }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if let feed { try container.encode(feed.id, forKey: .feed) } else { try container.encodeNil(forKey: .feed) }
    try container.encode(firstPoll, forKey: .firstPoll)
    try container.encodeIfPresent(recorded, forKey: .recorded)
    try container.encode(headlines, forKey: .headlines)
    try container.encode(notified, forKey: .notified)
    try container.encode(skippedSince != nil, forKey: .skipped)
    if let skippedSince { try container.encode(Int(skippedSince.components.seconds), forKey: .secondsSinceLastPoll) }
    if let failure {
      var nested = container.nestedContainer(keyedBy: FailureKeys.self, forKey: .failure)
      try nested.encode(failure.codeName, forKey: .code)
      try nested.encode(failure.message(in: .english), forKey: .reason)
    }
    try container.encode(polledAt, forKey: .polledAt)
  }

  /// The object as one line of JSON: keys sorted, dates in ISO 8601, and every control the encoder leaves raw (`DEL`,
  /// C1, line and paragraph separators, bidirectional overrides) written as a `\u` escape, as `--json` documents are
  /// (``CoreCLI/Console/jsonLine(_:)``), so the line is safe on a terminal and decodes to the same values.
  func jsonLine() throws -> String {
    try Console.jsonLine(self)
  }
}
