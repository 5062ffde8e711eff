import Foundation

extension FaultSettings: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case seed, latencyMs, errorRate, errorStatus, retryAfter, malformedRate, truncateRate, dropRate, dripMs
    case unsplashBudget, newsBudget, hostile, hostileIntervalMs, hostileBytes, hostileItems, newsError, imageVersion
  }

  /// Any key, so that an unknown field can be named in the error instead of silently ignored.
  private struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Decodes a `POST /_faults` body: absent fields take their defaults, unknown fields are refused.
  public init(from decoder: any Decoder) throws {
    let names = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
    let known = Set(CodingKeys.allCases.map(\.stringValue))
    if let unknown = names.sorted().first(where: { !known.contains($0) }) {
      throw MockAPIError(
        .invalidFaultBody,
        "The fault field '\(unknown)' is unknown; use \(CodingKeys.allCases.map(\.stringValue).joined(separator: ", "))."
      )
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = FaultSettings()
    self.init(
      seed: try container.decodeIfPresent(UInt64.self, forKey: .seed) ?? defaults.seed,
      latencyMs: try container.decodeIfPresent(Int.self, forKey: .latencyMs) ?? defaults.latencyMs,
      errorRate: try container.decodeIfPresent(Double.self, forKey: .errorRate) ?? defaults.errorRate,
      errorStatus: try container.decodeIfPresent(Int.self, forKey: .errorStatus) ?? defaults.errorStatus,
      retryAfter: try container.decodeIfPresent(Int.self, forKey: .retryAfter),
      malformedRate: try container.decodeIfPresent(Double.self, forKey: .malformedRate) ?? defaults.malformedRate,
      truncateRate: try container.decodeIfPresent(Double.self, forKey: .truncateRate) ?? defaults.truncateRate,
      dropRate: try container.decodeIfPresent(Double.self, forKey: .dropRate) ?? defaults.dropRate,
      dripMs: try container.decodeIfPresent(Int.self, forKey: .dripMs) ?? defaults.dripMs,
      unsplashBudget: try container.decodeIfPresent(Int.self, forKey: .unsplashBudget) ?? defaults.unsplashBudget,
      newsBudget: try container.decodeIfPresent(Int.self, forKey: .newsBudget) ?? defaults.newsBudget,
      hostile: try Self.hostile(container) ?? defaults.hostile,
      hostileIntervalMs: try container.decodeIfPresent(Int.self, forKey: .hostileIntervalMs)
        ?? defaults.hostileIntervalMs,
      hostileBytes: try container.decodeIfPresent(Int.self, forKey: .hostileBytes),
      hostileItems: try container.decodeIfPresent(Int.self, forKey: .hostileItems) ?? defaults.hostileItems,
      newsError: try container.decodeIfPresent(String.self, forKey: .newsError),
      imageVersion: try container.decodeIfPresent(Int.self, forKey: .imageVersion) ?? defaults.imageVersion
    )
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(seed, forKey: .seed)
    try container.encode(latencyMs, forKey: .latencyMs)
    try container.encode(errorRate, forKey: .errorRate)
    try container.encode(errorStatus, forKey: .errorStatus)
    try container.encodeIfPresent(retryAfter, forKey: .retryAfter)
    try container.encode(malformedRate, forKey: .malformedRate)
    try container.encode(truncateRate, forKey: .truncateRate)
    try container.encode(dropRate, forKey: .dropRate)
    try container.encode(dripMs, forKey: .dripMs)
    try container.encode(unsplashBudget, forKey: .unsplashBudget)
    try container.encode(newsBudget, forKey: .newsBudget)
    // Only when raised, so the settings read back as before for clients that never touch images.
    if imageVersion != 1 { try container.encode(imageVersion, forKey: .imageVersion) }
    try container.encodeIfPresent(newsError, forKey: .newsError)
    try container.encode(hostile, forKey: .hostile)
    try container.encode(hostileIntervalMs, forKey: .hostileIntervalMs)
    try container.encodeIfPresent(hostileBytes, forKey: .hostileBytes)
    try container.encode(hostileItems, forKey: .hostileItems)
  }

  /// The `hostile` field, in JSON's spelling (`gzipBomb`) or the flag's (`gzip-bomb`).
  private static func hostile(_ container: KeyedDecodingContainer<CodingKeys>) throws -> HostileBehaviour? {
    guard let name = try container.decodeIfPresent(String.self, forKey: .hostile) else { return nil }
    guard let behaviour = HostileBehaviour(flagName: name) else {
      throw MockAPIError(
        .invalidFaultBody,
        "The hostile behaviour '\(name)' is unknown; use one of "
          + "\(HostileBehaviour.allCases.map(\.rawValue).joined(separator: ", ")).")
    }
    return behaviour
  }

  /// Parses a `POST /_faults` body and validates it.
  ///
  /// - Throws: ``MockAPIError`` naming the bad field, or saying the body is not a JSON object.
  public static func parse(_ body: Data) throws(MockAPIError) -> FaultSettings {
    let settings: FaultSettings
    do {
      settings = try JSONDecoder().decode(FaultSettings.self, from: body.isEmpty ? Data("{}".utf8) : body)
    } catch let error as MockAPIError {
      throw error
    } catch {
      let text = String(decoding: body.prefix(60), as: UTF8.self)
      throw MockAPIError(
        .invalidFaultBody,
        "The fault settings '\(text)' are not a JSON object of numbers; send e.g. {\"errorRate\":0.3,\"seed\":7}.")
    }
    try settings.validate()
    return settings
  }
}
