import Core
import CoreCLI
import DataLayerLive
import Foundation
import NetworkLayerLive

/// Everything `mosaic doctor` checks, as one value that prints as a table or as JSON. It names which
/// keys are set but never holds a key's value.
struct DoctorReport: CommandOutput {
  /// The table's sections.
  enum Heading: CaseIterable {
    case configuration, directories, database, images, rateLimits, connectivity, timers, plugins
  }

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
    /// Where `path` leads when it is a symbolic link; permissions and sizes are the target's.
    let target: String?
    let exists: Bool
    /// Like `0700`.
    let permissions: String?
    let files: Int
    let bytes: Int64

    /// Whether group or others may reach it: `mosaic doctor` warns.
    var isLoose: Bool {
      exists && (permissions.flatMap { Int($0, radix: 8) } ?? 0) & 0o077 != 0
    }
  }

  struct Database: Encodable, Sendable {
    let path: String
    let healthy: Bool
    let integrity: [String]
    /// The file's `user_version`: how many migrations of the schema history it has.
    let schemaVersion: Int?
    /// The last migration applied, like `favorites/v1`.
    let lastMigration: String?
    let favoriteCount: Int?
    let savedArticleCount: Int?
    let bytes: Int64?
    let error: String?
    /// What the schema version promises that the file lacks, like `favorites`: a problem.
    var missingSchema: [String] = []
    /// `mosaic.sqlite-wal` as this run found it, before opening the database.
    var writeAheadLog: WriteAheadLog?
  }

  /// The deadline of one request and the ceiling of one command, in seconds.
  struct Limits: Encodable, Sendable {
    let requestTimeoutSeconds: Double
    let commandTimeoutSeconds: Double

    init(_ configuration: HostConfiguration) {
      requestTimeoutSeconds = Self.seconds(configuration.services.requestTimeout)
      commandTimeoutSeconds = Self.seconds(configuration.ceiling.limit)
    }

    private static func seconds(_ duration: Duration) -> Double {
      Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
  }

  struct Timer: Encodable, Sendable {
    let name: String
    let folder: String
    /// `nil` when the service manager cannot be asked (no `systemctl`, no user bus).
    let active: Bool?
  }

  struct RateLimit: Encodable, Sendable {
    let service: String
    /// The server the figures came from, like `https://api.unsplash.com`.
    let origin: String?
    let limit: Int?
    let remaining: Int?
    let observedAt: Date?
    let blockedUntil: Date?
  }

  let services: [Service]
  let limits: Limits
  let directories: [Directory]
  let database: Database
  let images: Images
  let rateLimits: [RateLimit]
  let connectivity: [ConnectivityReport]
  /// One sentence per problem found; empty when all is well.
  let problems: [String]
  /// One sentence per thing worth changing that does not stop Mosaic (a folder others can reach).
  var warnings: [String] = []
  /// Mosaic's systemd user timers (`news watch --install`): where, and whether the service manager says active.
  var timers: [Timer] = []
  /// Each installed plugin: executable, hash, handshake (``PluginCheck``).
  var plugins: [PluginCheck] = []
  /// The Landlock ABI the kernel offers plugins; 0 when none (then they run with resource limits only).
  var landlockABI = 0
  /// One sentence per thing this run found and already set right (a log a killed run left, folded in now);
  /// worth knowing, nothing to do.
  var notes: [String] = []

  func lines(in style: TextStyle) -> [String] {
    let language = style.language
    func heading(_ heading: Heading) -> String {
      style.palette.paint(DoctorStrings.heading(heading, language), .heading)
    }
    var lines = [heading(.configuration)]
    for service in services {
      let source = service.source == "embedded" ? DoctorStrings.embeddedCatalog(language) : service.source
      lines.append(
        row(service.id, "\(source) · \(DoctorStrings.keyState(service.keyVariable, isSet: service.keySet, language))"))
    }
    lines.append(
      row(DoctorStrings.label(.deadline, language), DoctorStrings.deadline(limits.requestTimeoutSeconds, language)))
    lines.append(
      row(DoctorStrings.label(.ceiling, language), DoctorStrings.ceiling(limits.commandTimeoutSeconds, language)))
    lines.append(heading(.directories))
    for directory in directories {
      let path = directory.target.map { "\(directory.path) → \($0)" } ?? directory.path
      lines.append(
        row(
          DoctorStrings.role(directory.role, language),
          "\(path) (\(DoctorStrings.directoryDetail(directory, language)))"))
    }
    lines.append(heading(.database))
    lines.append(
      row(DoctorStrings.label(.file, language), database.path + (database.bytes.map { " (\(Self.size($0)))" } ?? "")))
    if let log = database.writeAheadLog, log.state != .absent {
      lines.append(
        row(
          DoctorStrings.label(.log, language),
          "\(log.path) (\(Self.size(log.bytes)) · \(WriteAheadLogCheck.state(log, language)))"))
    }
    if let error = database.error {
      lines.append(row(DoctorStrings.label(.health, language), DoctorStrings.unavailable(error, language)))
    } else {
      lines.append(row(DoctorStrings.label(.integrity, language), database.integrity.joined(separator: "; ")))
      lines.append(
        row(
          DoctorStrings.label(.schema, language),
          DoctorStrings.schema(
            version: database.schemaVersion, favorites: database.favoriteCount,
            savedArticles: database.savedArticleCount, language)))
    }
    lines.append(heading(.images))
    lines += images.lines(row, language)
    lines.append(heading(.rateLimits))
    if rateLimits.isEmpty { lines.append(row("-", DoctorStrings.noFigures(language))) }
    for limit in rateLimits {
      var text =
        limit.service == "images"
        ? TerminalText.fit(limit.origin ?? "?", width: 60)
        : DoctorStrings.budget(remaining: limit.remaining, limit: limit.limit, language)
      if let observedAt = limit.observedAt { text += DoctorStrings.seen(observedAt, language) }
      if let blocked = limit.blockedUntil, blocked > Date() { text += DoctorStrings.pausedUntil(blocked, language) }
      lines.append(row(limit.service, text))
    }
    lines.append(heading(.connectivity))
    for service in services where service.source == "embedded" {
      lines.append(row(service.id, DoctorStrings.notChecked(language)))
    }
    for report in connectivity {
      let status = report.status.map { "HTTP \($0) · " } ?? ""
      lines.append(
        row(
          report.service,
          "\(DoctorStrings.reachability(report.reachable, language)) · \(status)\(report.message(in: language))"))
    }
    lines.append(heading(.timers))
    if timers.isEmpty { lines.append(row("-", DoctorStrings.noTimers(language))) }
    for timer in timers {
      // `news-watch` for `mosaic-news-watch`, so the name fits the label's column; the file names it whole.
      let label = timer.name.hasPrefix("mosaic-") ? String(timer.name.dropFirst(7)) : timer.name
      let file = "\(timer.folder)/\(timer.name).timer"
      lines.append(row(label, DoctorStrings.timer(folder: file, active: timer.active, language)))
    }
    if !plugins.isEmpty {
      lines.append(heading(.plugins))
      lines += plugins.map { row($0.id, $0.summary(language)) }
    }
    lines.append("")
    lines += notes
    lines += warnings
    lines.append(DoctorStrings.summary(problems: problems.count, warnings: warnings.count, language))
    return lines
  }

  private func row(_ label: String, _ value: String) -> String {
    "  " + TerminalText.pad(label, width: 12) + "  " + value
  }

  static func size(_ bytes: Int64) -> String {
    ByteCountFormatter.string(fromByteCount: bytes, countStyle: .file)
  }
}
