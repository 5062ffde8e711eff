import ArgumentParser
import Core
import CoreCLI
import DataLayer
import DataLayerLive
import Foundation
import NetworkLayer

/// `mosaic doctor [--json]`: configuration (which keys are set, never their values), base URLs, data
/// and cache directories with sizes, database health, the last rate-limit figures, and a connectivity
/// check to each configured service. Exits 1 when it finds a problem.
struct DoctorCommand: HostedCommand {
  static let configuration = CommandConfiguration(
    commandName: "doctor",
    abstract: "Check configuration, storage, the database, rate limits and connectivity."
  )

  @OptionGroup(title: "Host Options") var host: HostOptions

  @Flag(help: "Print one JSON document instead of a table.")
  var json = false

  @Flag(name: .customLong("offline"), help: "Skip the connectivity checks.")
  var skipConnectivity = false

  func run(in context: CommandContext) async throws {
    let configuration = try context.resolve(HostConfiguration.self)
    let report = await DoctorChecks(
      configuration: configuration, database: try context.resolve(DatabaseHandle.self),
      rateLimits: try context.resolve(RateLimitStore.self), http: .urlSession()
    ).run(connectivity: !skipConnectivity)
    if json {
      try context.console.printJSON(report)
    } else {
      report.lines.forEach(context.console.print)
    }
    guard report.problems.isEmpty else {
      throw HostError("doctor found \(report.problems.count) problem(s): " + report.problems.joined(separator: " "))
    }
  }
}

/// The checks behind `mosaic doctor`.
struct DoctorChecks {
  let configuration: HostConfiguration
  let database: DatabaseHandle
  let rateLimits: RateLimitStore
  let http: HTTPClient

  func run(connectivity: Bool) async -> DoctorReport {
    var problems: [String] = []
    let endpoints = [configuration.services.unsplash, configuration.services.newsAPI]
    let services = zip(["unsplash", "newsapi"], endpoints).map { id, endpoint in
      let descriptor =
        endpoint?.descriptor
        ?? (id == "unsplash"
          ? ServiceDescriptor.unsplash(baseURL: URL(fileURLWithPath: "/"))
          : ServiceDescriptor.newsAPI(baseURL: URL(fileURLWithPath: "/")))
      return DoctorReport.Service(
        id: id, source: endpoint?.descriptor.baseURL.absoluteString ?? "embedded",
        keyVariable: descriptor.keyVariable, keySet: endpoint?.key != nil,
        baseURLVariable: descriptor.baseURLVariable)
    }
    let locations = configuration.locations
    let directories = [
      StorageUsage.directory("data", locations.dataDirectory),
      StorageUsage.directory("cache", locations.cacheDirectory),
    ]
    for directory in directories where directory.exists && directory.permissions != "0700" {
      problems.append(
        "The \(directory.role) directory '\(directory.path)' has permissions \(directory.permissions ?? "?"); run "
          + "`chmod 700 '\(directory.path)'`.")
    }
    let databaseReport = checkDatabase()
    if let error = databaseReport.error {
      problems.append(error)
    } else if !databaseReport.healthy {
      problems.append(
        "The database '\(databaseReport.path)' failed its integrity check; back it up and tell us what "
          + "`sqlite3 '\(databaseReport.path)' 'PRAGMA integrity_check'` says.")
    }
    let limits = ["unsplash", "newsapi"].compactMap { id in
      rateLimits.load(id).map {
        DoctorReport.RateLimit(
          service: id, limit: $0.limit, remaining: $0.remaining, observedAt: $0.observedAt,
          blockedUntil: $0.blockedUntil)
      }
    }
    var reports: [ConnectivityReport] = []
    if connectivity {
      for endpoint in endpoints.compactMap({ $0 }) {
        let report = await ServiceProbe.check(endpoint, http: http)
        if !report.reachable || !(200..<300).contains(report.status ?? 0) { problems.append(report.message) }
        reports.append(report)
      }
    }
    return DoctorReport(
      services: services, directories: directories, database: databaseReport, rateLimits: limits,
      connectivity: reports, problems: problems)
  }

  private func checkDatabase() -> DoctorReport.Database {
    let path = configuration.locations.databaseURL.path
    do {
      let health = try database.open().health()
      return DoctorReport.Database(
        path: path, healthy: health.isHealthy, integrity: health.integrity, schemaVersion: health.schemaVersion,
        favoriteCount: health.favoriteCount, bytes: health.fileSize, error: nil)
    } catch {
      return DoctorReport.Database(
        path: path, healthy: false, integrity: [], schemaVersion: nil, favoriteCount: nil,
        bytes: StorageUsage.fileSize(path), error: String(describing: error))
    }
  }
}
