import Foundation

/// The lines the command palette went to, newest first, kept between runs where the App has a store for them
/// (its cache) and for the session otherwise. Only lines that went somewhere are kept.
///
/// ```swift
/// let history = PaletteHistory.inMemory()
/// await history.save(PaletteHistory.adding("news", to: await history.load()))
/// await history.load()   // ["news"]
/// ```
public struct PaletteHistory: Sendable {
  /// The most lines kept.
  public static let limit = 50

  public var load: @Sendable () async -> [String]
  public var save: @Sendable ([String]) async -> Void

  public init(load: @escaping @Sendable () async -> [String], save: @escaping @Sendable ([String]) async -> Void) {
    self.load = load
    self.save = save
  }

  /// Kept in memory for this run.
  public static func inMemory(_ lines: [String] = []) -> PaletteHistory {
    let box = HistoryBox(lines)
    return PaletteHistory(load: { await box.lines }, save: { await box.set($0) })
  }

  /// `lines` with `line` first: once (ignoring case), blank lines left out, at most ``limit``.
  public static func adding(_ line: String, to lines: [String]) -> [String] {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return lines }
    let rest = lines.filter { $0.lowercased() != trimmed.lowercased() }
    return Array(([trimmed] + rest).prefix(limit))
  }
}

private actor HistoryBox {
  var lines: [String]
  init(_ lines: [String]) { self.lines = lines }
  func set(_ lines: [String]) { self.lines = lines }
}
