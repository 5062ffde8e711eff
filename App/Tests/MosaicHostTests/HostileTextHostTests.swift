import Core
import Foundation
import MosaicHost
import Testing

/// A module whose names carry escape sequences and line breaks, as a badly written or hostile plugin might.
private struct HostileModule: FeatureModule {
  static let text = "Evil\u{1B}]0;pwned\u{07}\nError: forged\u{1B}[2J\u{202E}"
  let id = "hostile"
  let version: SemanticVersion = "1.0.0"
  let displayName = HostileModule.text
  var requires: [ServiceKey] { [] }
  var provides: [ServiceKey] { [] }

  func register(into registrar: ModuleRegistrar) throws {
    try registrar.route("hostile", summary: HostileModule.text) { _ in HostileDestination() }
  }
}

private struct HostileDestination: Destination {}

/// Whether `text` holds no escape, C1 or bidi control and no line starting with a forged `Error:`.
private func isClean(_ text: String) -> Bool {
  !text.unicodeScalars.contains { ["\u{1B}", "\u{07}", "\u{9B}", "\u{202E}", "\r"].contains($0) }
    && !text.split(separator: "\n").contains { $0.hasPrefix("Error: forged") }
}

extension HostRuns {
  /// Issue 8, finding 8: `doctor`, `features` and the host's error line print no control characters.
  @Suite struct HostileTextHostTests {
    let sandbox = HostSandbox()

    @Test func doctor_dataDirectoryWithControls_printsCleanLines() async throws {
      defer { sandbox.remove() }
      let directory = sandbox.root.appendingPathComponent("data\u{1B}]0;pwned\u{07}\nError: forged\u{1B}[2J").path

      let result = await sandbox.run(["doctor", "--offline", "--data-dir", directory])

      #expect(result.status == 0, "\(result.errors)")
      #expect(isClean(result.output), "\(result.output)")
      #expect(result.output.contains("data]0;pwned") == false)
    }

    @Test func features_moduleNamesWithControls_printCleanLines() async {
      defer { sandbox.remove() }

      let result = await sandbox.run(["features"], modules: CompositionRoot.modules + [HostileModule()])

      #expect(result.status == 0, "\(result.errors)")
      #expect(isClean(result.output), "\(result.output)")
      #expect(result.output.contains("Evil"))
    }

    @Test func errorLine_quotingControls_isOneCleanLine() async {
      defer { sandbox.remove() }

      let result = await sandbox.run(["photo", "bad\u{1B}[2J\nError: forged"])

      #expect(result.status == 1)
      #expect(isClean(result.errors), "\(result.errors)")
      #expect(result.errors.split(separator: "\n").count == 1)
    }
  }
}
