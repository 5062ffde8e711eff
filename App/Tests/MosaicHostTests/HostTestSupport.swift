import ArgumentParser
import Core
import CoreCLI
import Foundation
import MosaicHost

/// What one in-process `mosaic` run printed and returned.
struct HostRun {
  let status: Int32
  let output: String
  let errors: String
}

/// A private data and cache directory for one test, removed afterwards.
struct HostSandbox {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-host-\(UUID().uuidString)")

  var environment: [String: String] {
    [
      "HOME": root.path, "XDG_DATA_HOME": root.appendingPathComponent("data").path,
      "XDG_CACHE_HOME": root.appendingPathComponent("cache").path,
    ]
  }

  /// Runs the host in-process with `arguments`, the sandbox's environment plus `extra`, and `modules` (by default
  /// the composition root's that the line needs, as the released binary builds them).
  func run(
    _ arguments: [String], environment extra: [String: String] = [:],
    modules: [any FeatureModule]? = nil, isTerminal: Bool = false,
    terminal: TerminalAccess? = nil
  ) async -> HostRun {
    let console = CapturedConsole()
    let status = await MosaicHost.run(
      arguments: arguments, environment: environment.merging(extra) { _, new in new }, console: console.console,
      modules: modules, isTerminal: isTerminal, terminal: terminal)
    return HostRun(status: status, output: console.output, errors: console.errors)
  }

  /// The run's configuration as the host resolves it: the sandbox's environment plus `extra`, no flags.
  func configuration(_ extra: [String: String] = [:]) throws -> HostConfiguration {
    try HostConfiguration.resolve(
      try HostOptions.parse([]), environment: environment.merging(extra) { _, new in new },
      services: CompositionRoot.services.map(\.descriptor))
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}

/// What the host prints on standard error when a run fails with `error`: `Error: ` and its English sentence.
func printed(_ error: any MosaicError) -> String {
  "Error: \(error.message(in: .english))\n"
}

/// The registry error `modules` cause, as the host would build the registry.
func registryError(_ modules: [any FeatureModule]) -> CoreError? {
  do {
    _ = try PluginRegistry(modules: modules, hostServices: MosaicHost.hostServices)
    return nil
  } catch {
    return error as? CoreError
  }
}

/// The error resolving `url` against the routes of `modules` gives.
func routeError(_ url: String, modules: [any FeatureModule]) throws -> CoreError? {
  let registry = try PluginRegistry(modules: modules, hostServices: MosaicHost.hostServices)
  do {
    _ = try registry.router.resolve(url)
    return nil
  } catch {
    return error as? CoreError
  }
}
