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

  /// Runs the host in-process with `arguments`, the sandbox's environment plus `extra`, and `modules`.
  func run(
    _ arguments: [String], environment extra: [String: String] = [:],
    modules: [any FeatureModule] = CompositionRoot.modules
  ) async -> HostRun {
    let console = CapturedConsole()
    let status = await MosaicHost.run(
      arguments: arguments, environment: environment.merging(extra) { _, new in new }, console: console.console,
      modules: modules)
    return HostRun(status: status, output: console.output, errors: console.errors)
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}
