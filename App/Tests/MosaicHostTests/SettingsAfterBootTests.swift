import ArgumentParser
import Core
import CoreCLI
import DataLayer
import Foundation
import MosaicHost
import Synchronization
import TestExpectations
import Testing

extension HostRuns {
  /// The host reads the settings once, from the booted services: a module providing `SettingsClient` is booted
  /// before its settings are read, and the command then speaks their language.
  @Suite struct SettingsAfterBootTests {
    let sandbox = HostSandbox()

    /// Provides settings in German, and records whether it had booted each time they were read.
    struct SettingsProvider: FeatureModule {
      let id = "test.settings"
      let version: SemanticVersion = "1.0.0"
      let displayName = "Test settings"
      let probe = Probe()
      var requires: [ServiceKey] { [] }
      var provides: [ServiceKey] { [ServiceKey(SettingsClient.self)] }

      func register(into registrar: ModuleRegistrar) throws {
        let german = SettingsClient.inMemory(Settings(language: .german))
        let probe = self.probe
        registrar.register(SettingsClient.self, scope: .singleton) { _ in
          SettingsClient(
            load: {
              let booted = probe.booted.withLock { $0 }
              probe.readsAfterBoot.withLock { $0.append(booted) }
              return try await german.load()
            },
            set: german.set)
        }
        registrar.command(HelloCommand.self)
      }

      func willBoot(_ context: ModuleContext) async throws {
        probe.booted.withLock { $0 = true }
      }
    }

    /// Whether the provider booted, and whether it had each time its settings were read.
    final class Probe: Sendable {
      let booted = Mutex(false)
      let readsAfterBoot = Mutex<[Bool]>([])
    }

    /// Says hello in the run's language.
    struct HelloCommand: HostedCommand {
      static let configuration = CommandConfiguration(commandName: "hello", abstract: "Say hello.")
      @OptionGroup(title: "Host Options") var host: HostOptions

      func run(with dependencies: Void, in context: CommandContext) async throws {
        context.console.print(context.language.pick(en: "Hello", de: "Hallo"))
      }
    }

    @Test func theSettings_areReadOnce_afterTheirProviderBooted() async {
      defer { sandbox.remove() }
      let provider = SettingsProvider()
      let result = await sandbox.run(["hello"], modules: [provider])
      #expect(result.status == 0, "\(result.errors)")
      #expect(result.output == "Hallo\n")
      expectEqual(provider.probe.readsAfterBoot.withLock { $0 }, [true], "read once, after boot")
    }
  }
}
