import CoreCLI
import Foundation
import NetworkLayer

/// Everything `mosaic doctor` checks, as one value that prints as a table or as JSON. It names which
/// keys are set but never holds a key's value.
struct DoctorReport: Encodable, Sendable {
  struct Service: Encodable, Sendable {
    let id: String
    /// `embedded` or the base URL.
    let source: String
    let keyVariable: String
    let keySet: Bool
    let baseURLVariable: String
  }

  struct Directory: Encodable, Sendable {
    let role: String
    let path: String
    let exists: Bool
    /// Like `0700`.
    let permissions: String?
    let files: Int
    let bytes: Int64
  }

  struct Database: Encodable, Sendable {
    let path: String
    let healthy: Bool
    let integrity: [String]
    let schemaVersion: String?
    let favoriteCount: Int?
    let bytes: Int64?
    let error: String?
  }

  struct RateLimit: Encodable, Sendable {
    let service: String
    let limit: Int?
    let remaining: Int?
    let observedAt: Date?
    let blockedUntil: Date?
  }

  let services: [Service]
  let directories: [Directory]
  let database: Database
  let rateLimits: [RateLimit]
  let connectivity: [ConnectivityReport]
  /// One sentence per problem found; empty when all is well.
  let problems: [String]

  var lines: [String] {
    var lines = ["Configuration"]
    for service in services {
      let source = service.source == "embedded" ? "embedded catalog" : service.source
      let key = "\(service.keyVariable) \(service.keySet ? "set" : "not set")"
      lines.append(row(service.id, "\(source) · \(key)"))
    }
    lines.append("Directories")
    for directory in directories {
      let detail =
        directory.exists
        ? "\(directory.permissions ?? "?") · \(directory.files) files · \(Self.size(directory.bytes))"
        : "not created yet"
      lines.append(row(directory.role, "\(directory.path) (\(detail))"))
    }
    lines.append("Database")
    lines.append(row("file", database.path + (database.bytes.map { " (\(Self.size($0)))" } ?? "")))
    if let error = database.error {
      lines.append(row("health", "unavailable: \(error)"))
    } else {
      lines.append(row("integrity", database.integrity.joined(separator: "; ")))
      lines.append(row("schema", "\(database.schemaVersion ?? "?") · \(database.favoriteCount ?? 0) favorites"))
    }
    lines.append("Rate limits")
    if rateLimits.isEmpty { lines.append(row("-", "no figures seen yet")) }
    for limit in rateLimits {
      var text = "\(limit.remaining.map(String.init) ?? "?") of \(limit.limit.map(String.init) ?? "?") left"
      if let observedAt = limit.observedAt { text += " (seen \(TextLayout.timestamp(observedAt)))" }
      if let blocked = limit.blockedUntil, blocked > Date() {
        text += " · paused until \(TextLayout.timestamp(blocked))"
      }
      lines.append(row(limit.service, text))
    }
    lines.append("Connectivity")
    for service in services where service.source == "embedded" {
      lines.append(row(service.id, "not checked: the embedded catalog needs no network"))
    }
    for report in connectivity {
      let status = report.status.map { "HTTP \($0) · " } ?? ""
      lines.append(
        row(report.service, "\(report.reachable ? "reachable" : "unreachable") · \(status)\(report.message)"))
    }
    lines.append("")
    lines.append(
      problems.isEmpty ? "No problems found." : "\(problems.count) problem\(problems.count == 1 ? "" : "s") found.")
    return lines
  }

  private func row(_ label: String, _ value: String) -> String {
    "  " + TextLayout.pad(label, width: 12) + "  " + value
  }

  static func size(_ bytes: Int64) -> String {
    ByteCountFormatter.string(fromByteCount: bytes, countStyle: .file)
  }
}
