import ArgumentParser
import Core
import CoreCLI
import DataLayer
import DataLayerLive
import Foundation
import NetworkLayer
import NetworkLayerLive
import PluginHostLive

/// `mosaic doctor [--json]`: configuration (which keys are set, never their values), base URLs (passwords
/// hidden), the request deadline and command ceiling in effect, data and cache directories with sizes (one
/// others can reach is a warning), database health (integrity, and the tables its schema version promises),
/// the last rate-limit figures (an active pause is a problem), a connectivity check to each configured
/// service, and each installed plugin (``PluginCheck``: executable, hash, handshake; no Landlock is a warning).
/// Exits 1 when it finds a problem; warnings alone exit 0.
struct DoctorCommand: HostedCommand {
  typealias Dependencies = DoctorChecks

  static let configuration = CommandConfiguration(
    commandName: "doctor",
    abstract: "Check configuration, storage, the database, rate limits and connectivity."
  )

  @OptionGroup(title: "Host Options") var host: HostOptions

  @Flag(help: "Print one JSON document instead of a table.")
  var json = false

  @Flag(name: .customLong("offline"), help: "Skip the connectivity checks.")
  var skipConnectivity = false

  func run(with checks: DoctorChecks, in context: CommandContext) async throws {
    let report = await checks.run(connectivity: !skipConnectivity, language: context.language)
    try context.emit(report, json: json)
    guard report.problems.isEmpty else {
      throw HostError(.doctorFoundProblems, problems: report.problems)
    }
  }
}

/// The checks behind `mosaic doctor`.
struct DoctorChecks: Sendable {
  let configuration: HostConfiguration
  let database: DatabaseHandle
  let rateLimits: RateLimitStore
  let http: HTTPClient
  /// A supervisor over the installed plugins, for their handshakes.
  var plugins: PluginSupervisor?
  /// The Landlock ABI the kernel offers plugins.
  var landlockABI = PluginSandbox.landlockABI
  /// Whether plugins start from a sealed copy (the kernel offers executable memfds).
  var sealedCopies = PluginStore.startsSealedCopies

  func run(connectivity: Bool, language: Language) async -> DoctorReport {
    var problems: [String] = []
    // Every service of the list, configured or not; only the configured ones are asked anything.
    let endpoints = configuration.services.configured
    let services = configuration.services.services.map { descriptor in
      let endpoint = configuration.services[descriptor]
      return DoctorReport.Service(
        id: descriptor.id, source: endpoint?.descriptor.displayURL ?? "embedded",
        keyVariable: descriptor.keyVariable, keySet: endpoint?.key != nil,
        baseURLVariable: descriptor.baseURLVariable)
    }
    // The log before the database: opening the database folds it in, and beside a lost database file it
    // would start a new one, so then the database is left alone.
    let log = WriteAheadLog.inspect(databaseURL: configuration.locations.databaseURL)
    // A pending log is folded in by opening the database below: a note. Oversized needs the person: a problem.
    var notes: [String] = []
    switch log.state {
    case .oversized: problems.append(WriteAheadLogCheck.problem(log, language))
    case .pending: notes.append(WriteAheadLogCheck.problem(log, language))
    case .absent, .empty, .stray: break
    }
    // The database first: opening it creates the data directory, which the directory rows then describe.
    var databaseReport =
      log.state == .stray
      ? DoctorReport.Database(
        path: configuration.locations.databaseURL.path, healthy: false, integrity: [], schemaVersion: nil,
        lastMigration: nil, favoriteCount: nil, savedArticleCount: nil, bytes: nil,
        error: WriteAheadLogCheck.problem(log, language))
      : checkDatabase(language)
    databaseReport.writeAheadLog = log
    let locations = configuration.locations
    let directories = [
      StorageUsage.directory("data", locations.dataDirectory),
      StorageUsage.directory("cache", locations.cacheDirectory),
    ]
    // Mosaic never changes the mode of a folder it did not create, so one others can reach is the person's
    // choice, or their oversight: a warning, not a failure.
    var warnings = directories.filter(\.isLoose).map { DoctorStrings.directoryLoose($0, language) }
    if let error = databaseReport.error {
      problems.append(error)
    } else if !databaseReport.healthy {
      problems.append(DoctorStrings.integrityFailed(databaseReport.path, language))
    } else if !databaseReport.missingSchema.isEmpty {
      problems.append(
        DoctorStrings.schemaIncomplete(
          databaseReport.path, missing: databaseReport.missingSchema, version: databaseReport.schemaVersion, language))
    }
    let images = DoctorReport.Images.check(configuration, language)
    if let error = images.error { problems.append(error) }
    if let problem = images.folderProblem { problems.append(problem) }
    let (limits, pauses) = rateLimitRows(endpoints, language: language)
    problems += pauses
    var reports: [ConnectivityReport] = []
    if connectivity {
      for endpoint in endpoints {
        let report = await ServiceProbe.check(endpoint, http: http, timeout: configuration.services.requestTimeout)
        if !report.reachable || !(200..<300).contains(report.status ?? 0) {
          problems.append(report.message(in: language))
        }
        reports.append(report)
      }
    }
    // Each plugin is started once for its handshake (local, so also `--offline`); a changed one never is.
    let (pluginChecks, indexProblem) = plugins.map { PluginCheck.all($0, language: language) } ?? ([], nil)
    problems += pluginChecks.compactMap(\.problem) + [indexProblem].compactMap { $0 }
    if let line = PluginCheck.landlockWarning(abi: landlockABI, plugins: pluginChecks.count, language) {
      warnings.append(line)
    }
    if let line = PluginCheck.sealedCopyWarning(available: sealedCopies, plugins: pluginChecks.count, language) {
      warnings.append(line)
    }
    let timers = await SystemdUserTimers(environment: configuration.environment, executable: nil).installed()
    return DoctorReport(
      services: services, limits: DoctorReport.Limits(configuration), directories: directories,
      database: databaseReport, images: images, rateLimits: limits, connectivity: reports, problems: problems,
      warnings: warnings, timers: timers, plugins: pluginChecks, landlockABI: landlockABI, notes: notes)
  }

  /// The remembered figures of each configured service at its origin and of each paused image host, and a
  /// problem for each active pause.
  private func rateLimitRows(
    _ endpoints: [ServiceConfiguration.Endpoint], language: Language
  ) -> ([DoctorReport.RateLimit], [String]) {
    var rows: [DoctorReport.RateLimit] = []
    var problems: [String] = []
    for descriptor in endpoints.map(\.descriptor) {
      guard let state = rateLimits.load(descriptor.stateKey) else { continue }
      let pause = state.pause(window: descriptor.rateLimitWindow, now: Date())
      rows.append(
        DoctorReport.RateLimit(
          service: descriptor.id, origin: descriptor.origin?.description, limit: state.limit,
          remaining: state.remaining, observedAt: state.observedAt, blockedUntil: pause))
      if let pause {
        problems.append(DoctorStrings.paused(descriptor, until: pause, language))
      }
    }
    // Image hosts that asked to slow down: each pause, capped as the pictures' source caps it, is a problem.
    for (key, state) in rateLimits.all().sorted(by: { $0.key < $1.key })
    where key.hasPrefix(ImageSource.rateLimitPrefix) {
      guard let pause = state.pause(window: ImageSource.rateLimitWindow, now: Date()) else { continue }
      let host = String(key.dropFirst(ImageSource.rateLimitPrefix.count))
      rows.append(
        DoctorReport.RateLimit(
          service: "images", origin: host, limit: state.limit, remaining: state.remaining,
          observedAt: state.observedAt, blockedUntil: pause))
      problems.append(DoctorStrings.picturesPaused(host: host, until: pause, language))
    }
    return (rows, problems)
  }

  private func checkDatabase(_ language: Language) -> DoctorReport.Database {
    let path = configuration.locations.databaseURL.path
    do {
      let health = try database.health()
      return DoctorReport.Database(
        path: path, healthy: health.isHealthy, integrity: health.integrity, schemaVersion: health.schemaVersion,
        lastMigration: health.lastMigration, favoriteCount: health.favoriteCount,
        savedArticleCount: health.savedArticleCount, bytes: health.fileSize, error: nil,
        missingSchema: health.missingSchema)
    } catch {
      return DoctorReport.Database(
        path: path, healthy: false, integrity: [], schemaVersion: nil, lastMigration: nil, favoriteCount: nil,
        savedArticleCount: nil, bytes: StorageUsage.fileSize(path), error: error.message(in: language))
    }
  }
}
